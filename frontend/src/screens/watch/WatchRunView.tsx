// One watch run: a row per page with its outcome, HTTP status, size, time,
// and links to the diff and to the check of what changed.
import { DataTable } from "../../components/DataTable";
import { Problem } from "../../components/Problem";
import { Screen } from "../../components/Screen";
import { get } from "../../api";
import { useLang, useT } from "../../i18n";
import { useLoad } from "../../useLoad";
import { OUTCOME_KEYS, RunCounts, STATUS_KEYS } from "./RunProgress";
import type { WatchRun } from "./types";
import { localTime } from "./WatchGroups";

export function WatchRunView({ id }: { id: string }) {
  const t = useT();
  const lang = useLang();
  const run = useLoad(() => get<WatchRun>(`/api/watch/runs/${encodeURIComponent(id)}`), [id]);
  const r = run.data;
  return (
    <Screen title={t("watch_run_title")} wide>
      <Problem error={run.error} />
      {r && (
        <>
          <p>
            <a href={`#/watch/group/${r.group_id}`}>← {r.group_name ?? t("watch_title")}</a>
          </p>
          <p data-watch-run-status>
            {localTime(r.started_at, lang)} · {t(STATUS_KEYS[r.status])}
            {r.error && ` — ${r.error}`} · <RunCounts run={r} />
          </p>
          <DataTable
            data-watch-run-rows
            columns={[t("watch_page"), t("watch_status"), "HTTP", t("watch_bytes"), t("watch_ms"), { hidden: t("open") }]}
          >
                {(r.pages ?? []).map((p) => (
                  <tr key={p.page_id} data-outcome={p.outcome}>
                    <td data-label={t("watch_page")}>{p.title || p.url}</td>
                    <td data-label={t("watch_status")}>
                      {t(OUTCOME_KEYS[p.outcome])}
                      {p.error && <div class="muted">{p.error}</div>}
                    </td>
                    <td data-label="HTTP">{p.http_status || "—"}</td>
                    <td data-label={t("watch_bytes")}>{p.bytes}</td>
                    <td data-label={t("watch_ms")}>{p.ms}</td>
                    <td>
                      <div class="actions">
                        {p.snapshot_id > 0 && (
                          <a class="button" href={`#/watch/diff/${p.page_id}?to=${p.snapshot_id}`}>
                            {t("watch_diff")}
                          </a>
                        )}
                        {p.check_job_id && (
                          <a class="button" href={`#/review/${encodeURIComponent(p.check_job_id)}`}>
                            {t("watch_report")}
                          </a>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
          </DataTable>
        </>
      )}
    </Screen>
  );
}
