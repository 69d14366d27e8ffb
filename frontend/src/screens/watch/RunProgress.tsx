// A run in progress: follows the run's job stream (GET /api/jobs/{id}/stream),
// where each page's end arrives as a "page" event, and shows a progress bar
// and the pages done so far. Also the small pieces a run shows everywhere.
import { useEffect, useState } from "preact/hooks";
import { useT, type StringKey } from "../../i18n";
import type { Outcome, RunRow, WatchPage, WatchRun } from "./types";

export const STATUS_KEYS: Record<WatchRun["status"], StringKey> = {
  queued: "watch_status_queued",
  running: "watch_status_running",
  done: "watch_status_done",
  error: "watch_status_error",
  cancelled: "watch_status_cancelled",
};

export const OUTCOME_KEYS: Record<Outcome, StringKey> = {
  pending: "watch_outcome_pending",
  unchanged: "watch_outcome_unchanged",
  changed: "watch_outcome_changed",
  new: "watch_outcome_new",
  error: "watch_outcome_error",
};

export function RunCounts({ run }: { run: Pick<WatchRun, "changed" | "new" | "unchanged" | "errors"> }) {
  const t = useT();
  return (
    <span>
      {t("watch_outcome_changed")}: {run.changed} · {t("watch_outcome_new")}: {run.new} · {t("watch_outcome_unchanged")}:{" "}
      {run.unchanged} · {t("watch_outcome_error")}: {run.errors}
    </span>
  );
}

type PageEvent = Pick<RunRow, "page_id" | "outcome" | "http_status" | "error"> & { done: number; total: number };

export function RunProgress({ runId, jobId, pages, onEnd }: { runId: number; jobId: string; pages: WatchPage[]; onEnd(): void }) {
  const t = useT();
  const [events, setEvents] = useState<PageEvent[]>([]);
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    setEvents([]);
    setEnded(false);
    const source = new EventSource(`/api/jobs/${encodeURIComponent(jobId)}/stream`);
    const finish = () => {
      source.close();
      setEnded(true);
      onEnd();
    };
    source.addEventListener("page", (e) => setEvents((list) => [...list, JSON.parse((e as MessageEvent).data)]));
    source.addEventListener("done", finish);
    source.addEventListener("cancelled", finish);
    source.addEventListener("error", (e) => {
      if ((e instanceof MessageEvent && e.data) || source.readyState === EventSource.CLOSED) finish();
    });
    return () => source.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [jobId]);
  const last = events[events.length - 1];
  const total = last?.total ?? pages.length;
  const done = last?.done ?? 0;
  const nameOf = (id: number) => {
    const p = pages.find((x) => x.id === id);
    return p ? p.title || p.url : `#${id}`;
  };
  return (
    <div class="card" data-watch-progress aria-live="polite">
      <progress max={Math.max(total, 1)} value={done} />
      <p>
        {t("watch_progress")}: {done} / {total}
        {ended && (
          <>
            {" "}
            — <a href={`#/watch/run/${runId}`}>{t("watch_open_run")}</a>
          </>
        )}
      </p>
      <ul class="plain">
        {events.map((e) => (
          <li key={e.page_id} data-outcome={e.outcome}>
            {nameOf(e.page_id)}: {t(OUTCOME_KEYS[e.outcome])}
            {e.http_status ? ` (HTTP ${e.http_status})` : ""}
            {e.error && <span class="muted"> — {e.error}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
