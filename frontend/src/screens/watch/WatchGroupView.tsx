// One watch group: its fields, its pages (add, edit, remove, import a list of
// URLs), "Run now" with live progress from the run's job stream, and the
// group's run history.
import { useEffect, useState } from "preact/hooks";
import { api, get } from "../../api";
import { DataTable } from "../../components/DataTable";
import { Problem } from "../../components/Problem";
import { Screen } from "../../components/Screen";
import { useT } from "../../i18n";
import { go } from "../../router";
import { useGuard } from "../../useGuard";
import { useLoad } from "../../useLoad";
import { GroupForm, type GroupFields } from "./GroupForm";
import { PageForm } from "./PageForm";
import { RunHistory } from "./RunHistory";
import { RunProgress } from "./RunProgress";
import type { WatchGroup, WatchPage, WatchRun } from "./types";

export function WatchGroupView({ id }: { id: string }) {
  const t = useT();
  const group = useLoad(() => get<WatchGroup>(`/api/watch/groups/${encodeURIComponent(id)}`), [id]);
  const runs = useLoad(() => get<{ runs: WatchRun[] }>(`/api/watch/runs?group_id=${encodeURIComponent(id)}&limit=20`), [id]);
  const [error, guard] = useGuard();
  const [editing, setEditing] = useState<number | "group" | null>(null);
  const [importText, setImportText] = useState("");
  const [imported, setImported] = useState<string | null>(null);
  const [running, setRunning] = useState<{ runId: number; jobId: string } | null>(null);

  useEffect(() => setRunning(null), [id]);
  const saveGroup = (fields: GroupFields) =>
    guard(async () => {
      await api("PATCH", `/api/watch/groups/${id}`, fields);
      setEditing(null);
      group.reload();
    });
  const removeGroup = () =>
    confirm(t("confirm_delete")) &&
    guard(async () => {
      await api("DELETE", `/api/watch/groups/${id}`);
      go("#/watch");
    });
  const savePage = (page: Partial<WatchPage>, pageId?: number) =>
    guard(async () => {
      if (pageId) await api("PATCH", `/api/watch/pages/${pageId}`, page);
      else await api("POST", "/api/watch/pages", { ...page, group_id: Number(id) });
      setEditing(null);
      group.reload();
    });
  const removePage = (page: WatchPage) =>
    confirm(t("confirm_delete")) &&
    guard(async () => {
      await api("DELETE", `/api/watch/pages/${page.id}`);
      group.reload();
    });
  const importList = () =>
    guard(async () => {
      const r = await api<{ created: WatchPage[]; errors: { line: number; url: string; message: string }[]; skipped: number }>(
        "POST",
        `/api/watch/groups/${id}/import`,
        { text: importText },
      );
      setImported(
        `${t("watch_created")}: ${r.created.length}, ${t("watch_skipped")}: ${r.skipped}` +
          r.errors.map((e) => `\n${e.line}: ${e.url} — ${e.message}`).join(""),
      );
      setImportText("");
      group.reload();
    });
  const run = (path: string) =>
    guard(async () => {
      const r = await api<{ run_id: number; job_id: string }>("POST", path);
      setRunning({ runId: r.run_id, jobId: r.job_id });
    });

  const g = group.data;
  return (
    <Screen title={g ? g.name : t("watch_title")} wide>
      <p>
        <a href="#/watch">← {t("watch_title")}</a>
      </p>
      <Problem error={group.error ?? error} />
      {g && (
        <>
          {g.description && <p class="muted">{g.description}</p>}
          <div class="actions">
            <button type="button" data-watch-run onClick={() => run(`/api/watch/groups/${id}/run`)} disabled={!!running && !running.jobId}>
              {t("watch_run_now")}
            </button>
            <button type="button" onClick={() => setEditing(editing === "group" ? null : "group")}>
              {t("edit")}
            </button>
            <button type="button" class="danger" onClick={removeGroup}>
              {t("delete")}
            </button>
          </div>
          {editing === "group" && <GroupForm group={g} onSave={saveGroup} />}
          {running && (
            <RunProgress
              runId={running.runId}
              jobId={running.jobId}
              pages={g.pages ?? []}
              onEnd={() => (runs.reload(), group.reload())}
            />
          )}
          <h2>{t("watch_pages")}</h2>
          {(g.pages ?? []).length === 0 && <p>{t("watch_no_pages")}</p>}
          {(g.pages ?? []).length > 0 && (
            <DataTable data-watch-pages columns={[t("watch_page"), t("watch_part"), { hidden: t("edit") }]}>
                  {(g.pages ?? []).map((p) => (
                    <tr key={p.id}>
                      <td data-label={t("watch_page")}>
                        {p.title && <div>{p.title}</div>}
                        <a href={p.url} target="_blank" rel="noreferrer noopener" class="muted">
                          {p.url}
                        </a>
                        {editing === p.id && <PageForm page={p} onSave={(fields) => savePage(fields, p.id)} />}
                      </td>
                      <td data-label={t("watch_part")}>
                        {p.selector || (p.main_content ? t("watch_main_content") : t("watch_whole_page"))}
                        {p.ignore.length > 0 && <div class="muted">{t("watch_ignore")}: {p.ignore.join(", ")}</div>}
                      </td>
                      <td>
                        <div class="actions">
                          <a class="button" href={`#/watch/diff/${p.id}`}>
                            {t("watch_diff")}
                          </a>
                          <button type="button" onClick={() => run(`/api/watch/pages/${p.id}/run`)}>
                            {t("watch_run_page")}
                          </button>
                          <button type="button" onClick={() => setEditing(editing === p.id ? null : p.id)}>
                            {t("edit")}
                          </button>
                          <button type="button" class="danger" onClick={() => removePage(p)}>
                            {t("delete")}
                          </button>
                        </div>
                      </td>
                    </tr>
                  ))}
            </DataTable>
          )}
          <h2>{t("watch_add_page")}</h2>
          <PageForm onSave={(fields) => savePage(fields)} />
          <h2>{t("watch_import")}</h2>
          <div class="card">
            <label>
              {t("watch_import_hint")}
              <textarea name="import" rows={5} value={importText} onInput={(e) => setImportText(e.currentTarget.value)} />
            </label>
            <div class="actions">
              <button type="button" data-watch-import onClick={importList} disabled={!importText.trim()}>
                {t("watch_import_button")}
              </button>
            </div>
            {imported && <pre class="muted">{imported}</pre>}
          </div>
          <h2>{t("watch_runs")}</h2>
          {runs.data && <RunHistory runs={runs.data.runs} />}
        </>
      )}
    </Screen>
  );
}
