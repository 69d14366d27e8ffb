// Uploads a guide document to /api/styleguides/extract and polls the
// extraction's stage until it is done or fails.
import { useEffect, useRef, useState } from "preact/hooks";
import { api, ApiError, get } from "../api";
import { useT, type StringKey } from "../i18n";
import type { ExtractionState } from "../types";

const POLL_MS = 700;

export function GuideExtraction({ onDone }: { onDone(): void }) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<ExtractionState | null>(null);
  const [error, setError] = useState("");
  const timer = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);

  const poll = async (jobId: string) => {
    try {
      const s = await get<ExtractionState>(`/api/styleguides/extract/${encodeURIComponent(jobId)}`);
      setState(s);
      if (s.stage === "done") return onDone();
      if (s.stage === "error") return;
    } catch (e) {
      return setError((e as ApiError).message);
    }
    timer.current = window.setTimeout(() => poll(jobId), POLL_MS);
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    if (!file) return;
    setError("");
    setState(null);
    const form = new FormData();
    form.set("file", file, file.name);
    try {
      const { job_id } = await api<{ job_id: string }>("POST", "/api/styleguides/extract", form);
      setState({ stage: "queued", progress: 0 });
      poll(job_id);
    } catch (err) {
      const e2 = err as ApiError;
      setError(e2.status === 404 ? t("not_available") : e2.message);
    }
  };

  return (
    <form class="card extraction" onSubmit={submit} aria-labelledby="extract-title">
      <h2 id="extract-title">{t("upload_guide")}</h2>
      <label>
        {t("upload_hint")}
        <input type="file" name="guide" accept=".docx,.txt,.md" onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)} />
      </label>
      <button type="submit" class="primary" disabled={!file || (!!state && state.stage !== "done" && state.stage !== "error")}>
        {t("upload_start")}
      </button>
      {state && (
        <div class="extract-state" aria-live="polite" data-stage={state.stage}>
          <p>
            {t("stage")}: <strong>{t(("extract_stage_" + state.stage) as StringKey) ?? state.stage}</strong>
          </p>
          <progress max={1} value={state.progress ?? 0} aria-label={t("progress")} />
          {state.error && (
            <p class="notice error" role="alert">
              {state.error}
            </p>
          )}
          {state.warnings && state.warnings.length > 0 && (
            <details>
              <summary>
                {t("warnings")} ({state.warnings.length})
              </summary>
              <ul>
                {state.warnings.map((w, i) => (
                  <li key={i} data-glossary={w.glossary ? "true" : undefined}>
                    {w.statement} — <span class="muted">{w.reason}</span>
                    {w.glossary && <span class="badge sev-suggestion glossary">{t("glossary_entry")}</span>}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
      {error && (
        <p class="notice error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
