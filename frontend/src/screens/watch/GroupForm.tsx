// The fields of a watch group, for a new group and for editing one.
import { useState } from "preact/hooks";
import { useT } from "../../i18n";
import type { WatchGroup } from "./types";

export interface GroupFields {
  name: string;
  description: string;
  schedule: "daily" | "manual";
  active: boolean;
  options: { proofread: boolean };
}

export function GroupForm({ group, onSave }: { group?: WatchGroup; onSave(fields: GroupFields): void }) {
  const t = useT();
  const [name, setName] = useState(group?.name ?? "");
  const [description, setDescription] = useState(group?.description ?? "");
  const [schedule, setSchedule] = useState<"daily" | "manual">(group?.schedule ?? "daily");
  const [active, setActive] = useState(group?.active ?? true);
  const [proofread, setProofread] = useState(group?.options.proofread ?? true);
  return (
    <form
      class="card"
      data-watch-group-form
      onSubmit={(e) => (e.preventDefault(), onSave({ name, description, schedule, active, options: { proofread } }))}
    >
      <label>
        {t("watch_group_name")}
        <input name="name" required value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <label>
        {t("watch_description")}
        <input name="description" value={description} onInput={(e) => setDescription(e.currentTarget.value)} />
      </label>
      <label>
        {t("watch_schedule")}
        <select name="schedule" value={schedule} onChange={(e) => setSchedule(e.currentTarget.value as "daily" | "manual")}>
          <option value="daily">{t("watch_daily")}</option>
          <option value="manual">{t("watch_manual")}</option>
        </select>
      </label>
      <label class="check">
        <input type="checkbox" name="active" checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
        {t("watch_active")}
      </label>
      <label class="check">
        <input type="checkbox" name="proofread" checked={proofread} onChange={(e) => setProofread(e.currentTarget.checked)} />
        {t("watch_proofread")}
      </label>
      <div class="actions">
        <button type="submit">{t("save")}</button>
      </div>
    </form>
  );
}
