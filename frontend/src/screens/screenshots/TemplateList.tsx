// The screenshot templates with each one's last capture and what changed in
// it, so "which screenshots are outdated after this release" is one screen;
// and the form for a new template.
import { api } from "../../api";
import { Problem } from "../../components/Problem";
import { useLang, useT } from "../../i18n";
import { go } from "../../router";
import { useGuard } from "../../useGuard";
import { useLoad } from "../../useLoad";
import { TemplateForm } from "./TemplateForm";
import { NEW_TEMPLATE, percent, type ScreenshotTemplate, type TemplateFields } from "./types";

export function TemplateList() {
  const t = useT();
  const lang = useLang();
  const list = useLoad(() => api<{ templates: ScreenshotTemplate[]; browser_installed: boolean }>("GET", "/api/screenshot-templates"), []);
  const [error, guard] = useGuard();
  const create = (fields: TemplateFields) =>
    guard(async () => {
      const created = await api<ScreenshotTemplate>("POST", "/api/screenshot-templates", fields);
      go(`#/screenshots/${created.id}`);
    });
  return (
    <>
      <Problem error={list.error} />
      {list.data && !list.data.browser_installed && (
        <p class="notice" role="status" data-no-browser>
          {t("shot_no_browser")}
        </p>
      )}
      {list.data && list.data.templates.length === 0 && <p>{t("shot_none")}</p>}
      {list.data && list.data.templates.length > 0 && (
        <div class="table-wrap">
          <table data-shot-templates>
            <thead>
              <tr>
                <th scope="col">{t("shot_name")}</th>
                <th scope="col">{t("shot_last_capture")}</th>
                <th scope="col">{t("shot_changed")}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.templates.map((tpl) => (
                <tr key={tpl.id}>
                  <td data-label={t("shot_name")}>
                    <a href={`#/screenshots/${tpl.id}`}>{tpl.name}</a>
                    {tpl.url && <div class="muted">{tpl.url}</div>}
                  </td>
                  <td data-label={t("shot_last_capture")}>
                    {tpl.last_capture ? `v${tpl.last_capture.version} · ${new Date(tpl.last_capture.created_at).toLocaleString(lang)}` : "—"}
                  </td>
                  <td data-label={t("shot_changed")} data-changed={tpl.last_capture?.changed_share ?? ""}>
                    {percent(tpl.last_capture?.changed_share ?? null)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2>{t("shot_new")}</h2>
      <Problem error={error} />
      <TemplateForm initial={NEW_TEMPLATE} onSave={create} />
    </>
  );
}
