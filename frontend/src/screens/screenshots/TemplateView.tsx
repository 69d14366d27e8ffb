// One screenshot template: its editor, captures (progress, preview, gallery,
// diff), rendering of an upload and the caption check.
import { useState } from "preact/hooks";
import { api } from "../../api";
import { Problem } from "../../components/Problem";
import { Screen } from "../../components/Screen";
import { useT } from "../../i18n";
import { go } from "../../router";
import { useGuard } from "../../useGuard";
import { useLoad } from "../../useLoad";
import { CaptionCheck } from "./CaptionCheck";
import { CapturePanel } from "./CapturePanel";
import { RenderUpload } from "./RenderUpload";
import { TemplateForm } from "./TemplateForm";
import type { ScreenshotTemplate, TemplateFields } from "./types";

export function TemplateView({ id }: { id: number }) {
  const t = useT();
  const loaded = useLoad(() => api<ScreenshotTemplate>("GET", `/api/screenshot-templates/${id}`), [id]);
  const [error, guard] = useGuard();
  const [revision, setRevision] = useState(0);
  const [saved, setSaved] = useState(false);
  const tpl = loaded.data;

  const save = (fields: TemplateFields) =>
    guard(async () => {
      setSaved(false);
      await api("PUT", `/api/screenshot-templates/${id}`, fields);
      setSaved(true);
      setRevision((r) => r + 1);
      loaded.reload();
    });
  const remove = () =>
    guard(async () => {
      if (!confirm(t("confirm_delete"))) return;
      await api("DELETE", `/api/screenshot-templates/${id}`);
      go("#/screenshots");
    });

  return (
    <Screen title={tpl ? tpl.name : t("shot_title")} wide>
      <p>
        <a href="#/screenshots">{t("watch_back")}</a>
      </p>
      <Problem error={loaded.error} />
      {tpl && (
        <>
          <CapturePanel id={id} hasUrl={!!tpl.url} revision={revision} />
          <RenderUpload id={id} />
          <CaptionCheck id={id} />
          <h2>{t("shot_edit")}</h2>
          <Problem error={error} />
          {saved && <p role="status">{t("saved")}</p>}
          <TemplateForm key={`${tpl.id}-${tpl.updated_at}`} initial={tpl} onSave={save} />
          <div class="actions">
            <button type="button" class="danger" onClick={remove}>
              {t("delete")}
            </button>
          </div>
        </>
      )}
    </Screen>
  );
}
