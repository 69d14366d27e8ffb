// #/check: pick a source, start a job, watch stage and progress, and see the
// text with its remarks marked in place as the cards arrive over SSE
// (RemarkWorkspace); then fetch the report (spec §1.2). Once started, the
// route names the job (#/check/{job id}): a reload comes back to the same
// check (the stream replays it from the start, and goes on if it still runs),
// with what was accepted and dismissed on it.
import { useEffect, useRef, useState } from "preact/hooks";
import { api, ApiError, get } from "../api";
import { RemarkCard } from "../components/RemarkCard";
import { DocumentDownloads } from "../components/DocumentDownloads";
import { Problem } from "../components/Problem";
import { RemarkWorkspace } from "../components/RemarkWorkspace";
import { Screen } from "../components/Screen";
import { useT } from "../i18n";
import { useSavedCheck } from "../savedCheck";
import { followJob } from "../jobStream";
import { stageLabel } from "../jobStages";
import { go } from "../router";
import type { Block, GuideSummary, Job, JobStatus, Remark, Report } from "../types";
import { useLoad } from "../useLoad";

type SourceKind = "text" | "file" | "url";
const FLAGS = ["check_language", "check_styleguide", "check_consistency"] as const;

interface Run {
  jobId: string;
  stage: string;
  progress: number;
  source: SourceKind;
  blocks: Block[] | null;
  remarks: Remark[];
  status: JobStatus | "running";
  error?: string;
  report?: Report;
  guideId: string;  // the style guide the job was started with
}

export function Check({ jobId }: { jobId?: string }) {
  const t = useT();
  const [kind, setKind] = useState<SourceKind>("text");
  const [text, setText] = useState("");
  const [url, setUrl] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [flags, setFlags] = useState<Record<string, boolean>>({ check_language: true, check_styleguide: true, check_consistency: true });
  const [guideId, setGuideId] = useState("");
  const [prompt, setPrompt] = useState("");
  const [formError, setFormError] = useState("");
  const [run, setRun] = useState<Run | null>(null);
  const [lost, setLost] = useState<ApiError | null>(null);
  const stopFollowing = useRef<(() => void) | null>(null);
  const followed = useRef<string | null>(null);
  const guides = useLoad(() => get<{ items: GuideSummary[] }>("/api/styleguides"), []);

  useEffect(() => {
    const active = guides.data?.items.find((g) => g.active) ?? guides.data?.items.find((g) => g.is_default);
    if (active && !guideId) setGuideId(String(active.id));
  }, [guides.data]);
  useEffect(() => () => stopFollowing.current?.(), []);

  const update = (patch: Partial<Run>) => setRun((r) => (r ? { ...r, ...patch } : r));

  const follow = (job_id: string) => {
    stopFollowing.current?.();
    followed.current = job_id;
    stopFollowing.current = followJob(job_id, {
      stage: (stage) => update({ stage }),
      progress: (progress) => update({ progress }),
      // A replayed stream (after a reload) sends the text and the cards again: they replace what is shown.
      document: (blocks) => update({ blocks, remarks: [] }),
      card: (card) => setRun((r) => (r ? { ...r, remarks: [...r.remarks, ...card.remarks] } : r)),
      end: async (status, error) => {
        // The backend's stage of an ended job is "done", whatever its status.
        update({ status, error, stage: "done", progress: status === "done" ? 1 : undefined });
        if (status !== "done") return;
        try {
          const report = await get<Report>(`/api/jobs/${encodeURIComponent(job_id)}/report`);
          update({ report, blocks: report.blocks, remarks: report.remarks, source: report.source.kind as SourceKind });
        } catch (err) {
          update({ error: (err as Error).message });
        }
      },
    });
  };

  // The route names a job this screen does not show yet (a reload, a link): show it.
  useEffect(() => {
    setLost(null);
    if (jobId === followed.current) return;
    stopFollowing.current?.();
    followed.current = null;
    if (!jobId) return setRun(null);
    setRun(null);
    let current = true;
    get<Job>(`/api/jobs/${encodeURIComponent(jobId)}`).then(
      () => {
        if (!current) return;
        setRun({ jobId, stage: "queued", progress: 0, source: "text", blocks: null, remarks: [], status: "running", guideId: "" });
        follow(jobId);
      },
      (e) => current && setLost(e as ApiError),
    );
    return () => {
      current = false;
    };
  }, [jobId]);

  const start = async (e: Event) => {
    e.preventDefault();
    setFormError("");
    const form = new FormData();
    if (kind === "text" && text.trim()) form.set("text", text);
    else if (kind === "url" && url.trim()) form.set("url", url.trim());
    else if (kind === "file" && file) form.set("file", file, file.name);
    else return setFormError(t("need_source"));
    if (guideId) form.set("styleguide_id", guideId);
    for (const f of FLAGS) form.set(f, String(flags[f]));
    if (prompt.trim()) form.set("prompt", prompt.trim());
    try {
      const { job_id } = await api<{ job_id: string }>("POST", "/api/jobs", form);
      setRun({ jobId: job_id, stage: "queued", progress: 0, source: kind, blocks: null, remarks: [], status: "running", guideId });
      follow(job_id);
      go("#/check/" + encodeURIComponent(job_id));
    } catch (err) {
      setFormError((err as Error).message);
    }
  };

  const cancel = () => run && api("DELETE", `/api/jobs/${encodeURIComponent(run.jobId)}`).catch(() => {});
  const busy = run?.status === "running";

  return (
    <Screen title={t("check_title")} wide>
      <div>
        <form class="card" onSubmit={start} aria-describedby="form-error">
          <fieldset class="tabs">
            <legend>{t("source")}</legend>
            {(["text", "file", "url"] as SourceKind[]).map((k) => (
              <label key={k} class="tab">
                <input type="radio" name="source" value={k} checked={kind === k} onChange={() => setKind(k)} />
                {t(("source_" + k) as "source_text")}
              </label>
            ))}
          </fieldset>
          {kind === "text" && (
            <label>
              {t("text_label")}
              <textarea name="text" rows={10} value={text} onInput={(e) => setText(e.currentTarget.value)} />
            </label>
          )}
          {kind === "url" && (
            <label>
              {t("url_label")}
              <input name="url" type="url" placeholder="https://" value={url} onInput={(e) => setUrl(e.currentTarget.value)} />
            </label>
          )}
          {kind === "file" && (
            <div
              class={"dropzone" + (dragging ? " over" : "")}
              onDragOver={(e) => (e.preventDefault(), setDragging(true))}
              onDragLeave={() => setDragging(false)}
              onDrop={(e) => {
                e.preventDefault();
                setDragging(false);
                const f = e.dataTransfer?.files[0];
                if (f) setFile(f);
              }}
            >
              <label>
                {t("drop_hint")}
                <input
                  name="file"
                  type="file"
                  accept=".docx,.txt,.html,.htm,.md"
                  onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
                />
              </label>
              {file && <p class="filename">{file.name}</p>}
            </div>
          )}
          <fieldset>
            <legend>{t("flags")}</legend>
            {FLAGS.map((f) => (
              <label key={f} class="check">
                <input type="checkbox" name={f} checked={flags[f]} onChange={(e) => setFlags({ ...flags, [f]: e.currentTarget.checked })} />
                {t(f)}
              </label>
            ))}
          </fieldset>
          <label>
            {t("guide_picker")}
            <select name="styleguide_id" value={guideId} disabled={!guides.data} onChange={(e) => setGuideId(e.currentTarget.value)}>
              {!guides.data && <option value="">{guides.loading ? t("loading") : t("no_guides")}</option>}
              {guides.data?.items.map((g) => (
                <option key={g.id} value={String(g.id)}>
                  {g.name}
                  {g.active ? " ✓" : ""}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t("prompt_label")}
            <textarea name="prompt" rows={2} value={prompt} onInput={(e) => setPrompt(e.currentTarget.value)} />
          </label>
          <p id="form-error" class={formError ? "notice error" : "sr-only"} role="alert">
            {formError}
          </p>
          <div class="actions">
            <button type="submit" class="primary" disabled={busy}>
              {t("start")}
            </button>
            {busy && (
              <button type="button" onClick={cancel}>
                {t("stop")}
              </button>
            )}
          </div>
        </form>
      </div>
      {lost && <Problem error={lost} missing={t("check_not_found")} />}
      {run && <Progress run={run} />}
    </Screen>
  );
}

function Progress({ run }: { run: Run }) {
  const t = useT();
  // Once the check is saved, dismissals are kept with it, as on the report screen.
  const [keepError, setKeepError] = useState("");
  const saved = useSavedCheck(run.report?.history_id, setKeepError);
  const [open, setOpen] = useState<number | null>(null);
  const ended = run.status !== "running";
  const headline = run.status === "done" ? t("job_done") : run.status === "error" ? t("job_error") : run.status === "cancelled" ? t("job_cancelled") : null;
  return (
    <section class="card live" aria-labelledby="live-title" data-status={run.status}>
      <h2 id="live-title">{t("progress")}</h2>
      <p aria-live="polite" class="stage">
        {t("stage")}: <strong data-stage={run.stage}>{stageLabel(t, run.stage)}</strong>
      </p>
      <progress max={1} value={run.progress} aria-label={t("progress")} />
      {headline && (
        <p class={run.status === "done" ? "notice ok" : "notice error"} role="status">
          {headline}
          {run.error ? ": " + run.error : ""}
        </p>
      )}
      {keepError && (
        <p class="notice error" role="alert">
          {t("error_prefix")}: {keepError}
        </p>
      )}
      {run.report && (
        <p>
          {t("total_remarks")}: {run.report.summary.total}.{" "}
          <a class="button primary" href={`#/review/${encodeURIComponent(run.jobId)}`}>
            {t("open_report")}
          </a>
        </p>
      )}
      <h3>
        {t("remarks_live")} (<span class="open-count">{run.blocks ? (open ?? run.remarks.length) : run.remarks.length}</span>)
      </h3>
      {run.blocks ? (
        <RemarkWorkspace
          blocks={run.blocks}
          remarks={run.remarks}
          arriving={!ended}
          showLocations={run.source === "file"}
          saved={saved}
          onOpenCount={setOpen}
          guideId={run.report?.styleguide ? String(run.report.styleguide.id) : run.guideId}
          tools={(_, accepted) =>
            run.report?.source.kind === "file" && (
              <DocumentDownloads
                path={`/api/jobs/${encodeURIComponent(run.jobId)}/document`}
                jobId={run.jobId}
                format={run.report.source.format ?? ""}
                accepted={accepted}
              />
            )
          }
        />
      ) : (
        <>
          {run.remarks.length === 0 && <p>{ended ? t("no_remarks") : t("no_remarks_yet")}</p>}
          <div class="cards" aria-live="polite">
            {run.remarks.map((r) => (
              <RemarkCard key={r.id} remark={r} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
