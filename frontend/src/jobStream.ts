// Follows a job through its SSE stream (/api/jobs/{id}/stream). EventSource
// resumes with Last-Event-ID by itself; if the stream cannot be opened at
// all, the job's status is polled instead so the screen still ends.
import { get } from "./api";
import type { Block, Card, Job, JobStatus } from "./types";

export interface JobListener {
  stage(stage: string): void;
  progress(progress: number): void;
  // The check's text, once extracted (before its first card).
  document?(blocks: Block[]): void;
  card(card: Card): void;
  end(status: JobStatus, error?: string): void;
}

const FINAL: JobStatus[] = ["done", "error", "cancelled"];

export function followJob(jobId: string, on: JobListener): () => void {
  let finished = false;
  let pollTimer = 0;
  const source = new EventSource(`/api/jobs/${encodeURIComponent(jobId)}/stream`);
  const data = (e: Event) => JSON.parse((e as MessageEvent).data);
  const finish = (status: JobStatus, error?: string) => {
    if (finished) return;
    finished = true;
    source.close();
    clearTimeout(pollTimer);
    on.end(status, error);
  };
  const poll = async () => {
    try {
      const job = await get<Job>(`/api/jobs/${encodeURIComponent(jobId)}`);
      on.stage(job.stage);
      on.progress(job.progress);
      if (FINAL.includes(job.status)) return finish(job.status, job.error);
    } catch {
      // A passing failure: try again below.
    }
    if (!finished) pollTimer = window.setTimeout(poll, 1000);
  };

  source.addEventListener("stage", (e) => on.stage(data(e).stage));
  source.addEventListener("progress", (e) => on.progress(data(e).progress));
  source.addEventListener("document", (e) => on.document?.(data(e).blocks));
  source.addEventListener("card", (e) => on.card(data(e)));
  source.addEventListener("done", (e) => finish(data(e).status ?? "done"));
  source.addEventListener("cancelled", () => finish("cancelled"));
  // The server's own "error" event carries data; a connection error does not.
  source.addEventListener("error", (e) => {
    if (e instanceof MessageEvent && e.data) return finish("error", data(e).message);
    if (source.readyState === EventSource.CLOSED && !finished) poll();
  });

  return () => {
    finished = true;
    source.close();
    clearTimeout(pollTimer);
  };
}
