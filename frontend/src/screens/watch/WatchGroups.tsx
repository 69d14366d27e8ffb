// The list of watch groups, the daily cycle's times, and the form for a new group.
import { api, get } from "../../api";
import { DataTable } from "../../components/DataTable";
import { Problem } from "../../components/Problem";
import { useLang, useT } from "../../i18n";
import { go } from "../../router";
import { useGuard } from "../../useGuard";
import { useLoad } from "../../useLoad";
import { GroupForm, type GroupFields } from "./GroupForm";
import type { WatchGroup, WatchStatus } from "./types";

export function localTime(text: string | null | undefined, lang: string): string {
  return text ? new Date(text).toLocaleString(lang) : "—";
}

export function WatchGroups() {
  const t = useT();
  const lang = useLang();
  const groups = useLoad(() => get<{ groups: WatchGroup[] }>("/api/watch/groups"), []);
  const status = useLoad(() => get<WatchStatus>("/api/watch/status"), []);
  const [error, guard] = useGuard();

  const create = (fields: GroupFields) =>
    guard(async () => {
      const group = await api<WatchGroup>("POST", "/api/watch/groups", fields);
      go(`#/watch/group/${group.id}`);
    });

  return (
    <>
      {status.data && (
        <p class="muted" data-watch-status>
          {t("watch_daily_at")} {status.data.daily_at} · {t("watch_last_cycle")}: {localTime(status.data.last_cycle, lang)} ·{" "}
          {t("watch_next_cycle")}: {localTime(status.data.next_cycle, lang)}
        </p>
      )}
      <Problem error={groups.error ?? error} />
      {groups.data && groups.data.groups.length === 0 && <p>{t("watch_no_groups")}</p>}
      {groups.data && groups.data.groups.length > 0 && (
        <DataTable data-watch-groups columns={[t("watch_group"), t("watch_schedule"), t("watch_pages")]}>
              {groups.data.groups.map((g) => (
                <tr key={g.id}>
                  <td data-label={t("watch_group")}>
                    <a href={`#/watch/group/${g.id}`}>{g.name}</a>
                    {!g.active && <span class="muted"> ({t("watch_inactive")})</span>}
                    {g.description && <div class="muted">{g.description}</div>}
                  </td>
                  <td data-label={t("watch_schedule")}>{t(g.schedule === "daily" ? "watch_daily" : "watch_manual")}</td>
                  <td data-label={t("watch_pages")}>{g.page_count}</td>
                </tr>
              ))}
        </DataTable>
      )}
      <h2>{t("watch_new_group")}</h2>
      <GroupForm onSave={create} />
    </>
  );
}
