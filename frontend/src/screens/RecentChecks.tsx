// #/review without a job id: the user's recent checks (GET /api/jobs, newest
// first), each opening its report when done. Saved checks are in #/history.
import { get } from "../api";
import { Problem } from "../components/Problem";
import { Screen } from "../components/Screen";
import { useLang, useT, type StringKey } from "../i18n";
import type { JobStatus, JobSummary } from "../types";
import { useLoad } from "../useLoad";

const statusLabel: Record<JobStatus, StringKey> = {
  queued: "job_stage_queued",
  running: "job_stage_checking",
  done: "job_done",
  error: "job_error",
  cancelled: "job_cancelled",
};

export function RecentChecks() {
  const t = useT();
  const lang = useLang();
  const jobs = useLoad(() => get<{ items: JobSummary[] }>("/api/jobs?limit=50"), []);
  const checks = (jobs.data?.items ?? []).filter((j) => j.kind === "check");
  return (
    <Screen title={t("recent_checks")} wide>
      <p class="hint">
        {t("recent_checks_hint")} <a href="#/history">{t("history_title")}</a>
      </p>
      <Problem error={jobs.error} />
      {jobs.data && checks.length === 0 && <p>{t("empty")}</p>}
      {checks.length > 0 && (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">{t("date")}</th>
                <th scope="col">{t("source")}</th>
                <th scope="col">{t("job_status")}</th>
                <th scope="col">
                  <span class="sr-only">{t("open")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {checks.map((j) => (
                <tr key={j.job_id} data-job={j.job_id}>
                  <td data-label={t("date")}>{new Date(j.created_at).toLocaleString(lang)}</td>
                  <td data-label={t("source")}>{j.source?.name || j.source?.url || j.source?.kind}</td>
                  <td data-label={t("job_status")}>{statusLabel[j.status] ? t(statusLabel[j.status]) : j.status}</td>
                  <td>
                    {j.status === "done" && (
                      <a class="button" href={`#/review/${encodeURIComponent(j.job_id)}`}>
                        {t("open")}
                      </a>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Screen>
  );
}
