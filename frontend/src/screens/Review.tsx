// #/review/{id}: a finished check's report: the document with its remarks in
// place and the cards beside it (RemarkWorkspace), the export of the
// visible remarks to xlsx, and an uploaded file back with its remarks.
import { useState } from "preact/hooks";
import { ApiError, download, get, request } from "../api";
import { DocumentDownloads } from "../components/DocumentDownloads";
import { Problem } from "../components/Problem";
import { RemarkWorkspace } from "../components/RemarkWorkspace";
import { Screen } from "../components/Screen";
import { useT } from "../i18n";
import { useSavedCheck } from "../savedCheck";
import type { Remark, Report } from "../types";
import { useLoad } from "../useLoad";
import { RecentChecks } from "./RecentChecks";

// A job's report lives in /api/jobs while the job is remembered; a saved
// check is addressed by its history id, a number (a job id is 32 hex
// digits). Asking /api/jobs for a history id was a 404 on every open from
// the history.
const isHistoryId = (id: string) => /^\d+$/.test(id);

function loadReport(id: string): Promise<Report> {
  const key = encodeURIComponent(id);
  return get<Report>(isHistoryId(id) ? `/api/checks/history/${key}` : `/api/jobs/${key}/report`);
}

// #/review without an id lists the user's recent checks instead.
export function Review({ id }: { id?: string }) {
  return id ? <ReviewReport id={id} /> : <RecentChecks />;
}

function ReviewReport({ id }: { id: string }) {
  const t = useT();
  const report = useLoad(() => loadReport(id), [id]);
  const [status, setStatus] = useState("");
  const saved = useSavedCheck(report.data?.history_id, (message) => setStatus(t("error_prefix") + ": " + message));
  const [open, setOpen] = useState<number | null>(null);

  const exportXlsx = async (visible: Remark[]) => {
    setStatus("");
    try {
      const res = await request("POST", "/api/report-issues", { remarks: visible });
      const name = await download(res, `proofreader-${id}.xlsx`);
      setStatus(t("exported") + ": " + name);
    } catch (e) {
      const err = e as ApiError;
      setStatus(err.status === 404 ? t("not_available") : t("error_prefix") + ": " + err.message);
    }
  };

  if (!report.data)
    return (
      <Screen title={t("review_title")}>
        {report.loading ? <p>{t("loading")}</p> : <Problem error={report.error} />}
      </Screen>
    );

  const data = report.data;
  const source = data.source?.name || data.source?.url || "";

  return (
    <Screen title={t("review_title") + (source ? ": " + source : "")} wide>
      <p class="summary">
        {t("total_remarks")}: <strong>{data.summary?.total ?? data.remarks.length}</strong>
        {open !== null && (
          <>
            {" · "}
            {t("open_remarks")}: <strong class="open-count">{open}</strong>
          </>
        )}
        {data.styleguide && <> · {data.styleguide.name}</>}
        {data.job_id && String(data.job_id) !== id && (
          <>
            {" · "}
            <a href={`#/review/${encodeURIComponent(data.job_id)}`}>{t("to_report")}</a>
          </>
        )}
        {data.history_id && String(data.history_id) !== id && (
          <>
            {" · "}
            <a href={`#/review/${encodeURIComponent(data.history_id)}`}>{t("to_history")}</a>
          </>
        )}
        {status && <span role="status"> · {status}</span>}
      </p>
      <RemarkWorkspace
        blocks={data.blocks}
        remarks={data.remarks}
        showLocations={data.source?.kind === "file"}
        saved={saved}
        onOpenCount={setOpen}
        guideId={data.styleguide ? String(data.styleguide.id) : ""}
        tools={(visible, accepted) => (
          <>
            <button type="button" class="primary" onClick={() => exportXlsx(visible)}>
              {t("export_xlsx")}
            </button>
            {data.job_id && data.source?.kind === "file" && (
              <DocumentDownloads
                path={`/api/jobs/${encodeURIComponent(data.job_id)}/document`}
                jobId={data.job_id}
                format={data.source.format ?? ""}
                accepted={accepted}
              />
            )}
          </>
        )}
      />
    </Screen>
  );
}
