// Capturing a template's page: the button with the job's progress (its SSE
// stream), the preview of the current frame and callouts on the last capture,
// the gallery of captures, and the diff of the last two.
import { useEffect, useState } from "preact/hooks";
import { api, ApiError } from "../../api";
import { Problem } from "../../components/Problem";
import { useLang, useT, type StringKey } from "../../i18n";
import { followJob } from "../../jobStream";
import { useGuard } from "../../useGuard";
import { useLoad } from "../../useLoad";
import { percent, type Capture } from "./types";

export function CapturePanel({ id, hasUrl, revision }: { id: number; hasUrl: boolean; revision: number }) {
  const t = useT();
  const lang = useLang();
  const captures = useLoad(() => api<{ captures: Capture[] }>("GET", `/api/screenshot-templates/${id}/captures`), [id]);
  const [stage, setStage] = useState("");
  const [progress, setProgress] = useState(0);
  const [running, setRunning] = useState(false);
  const [error, guard, setError] = useGuard();
  const [stop, setStop] = useState<(() => void) | null>(null);
  useEffect(() => () => stop?.(), [stop]);

  const capture = () =>
    guard(async () => {
      const { job_id } = await api<{ job_id: string }>("POST", `/api/screenshot-templates/${id}/capture`);
      setRunning(true);
      setProgress(0);
      const unfollow = followJob(job_id, {
        stage: setStage,
        progress: setProgress,
        card: () => {},
        end: (status, message) => {
          setRunning(false);
          setStage(status);
          if (status !== "done") setError(new ApiError(0, status, message ?? status));
          captures.reload();
        },
      });
      setStop(() => unfollow);
    });

  const stageLabel = (code: string) => t(`shot_stage_${code}` as StringKey) ?? code;
  const list = captures.data?.captures ?? [];
  const [last, before] = list;
  return (
    <section aria-labelledby="shot-captures">
      <h2 id="shot-captures">{t("shot_captures")}</h2>
      <div class="actions">
        <button type="button" class="primary" data-shot-capture disabled={running || !hasUrl} onClick={capture}>
          {t("shot_capture")}
        </button>
        {!hasUrl && <span class="muted">{t("shot_no_url")}</span>}
        {(running || stage) && (
          <span data-shot-progress aria-live="polite">
            <progress max={1} value={progress} /> <span data-stage={stage}>{stageLabel(stage)}</span>
          </span>
        )}
      </div>
      <Problem error={error ?? captures.error} />
      {last && (
        <div class="card" data-shot-preview>
          <h3>{t("shot_preview")}</h3>
          <img src={`/api/screenshot-templates/${id}/preview?r=${last.version}-${revision}`} alt={t("shot_preview")} style="max-width:100%" />
        </div>
      )}
      {last && before && (
        <div class="card" data-shot-diff>
          <h3>
            {t("shot_diff")} v{before.version} → v{last.version}: <span data-changed-share>{percent(last.changed_share)}</span>
          </h3>
          <div class="shot-diff">
            <figure>
              <img src={before.raw_url} alt={`v${before.version}`} />
              <figcaption>v{before.version}</figcaption>
            </figure>
            <figure>
              <img src={last.raw_url} alt={`v${last.version}`} />
              <figcaption>v{last.version}</figcaption>
            </figure>
            {last.diff_url && (
              <figure>
                <img src={last.diff_url} alt={t("shot_diff")} data-shot-diff-image />
                <figcaption>{t("shot_changed_regions")}: {last.changed_regions}</figcaption>
              </figure>
            )}
          </div>
        </div>
      )}
      {list.length === 0 && !captures.loading && <p>{t("shot_no_captures")}</p>}
      <ul class="shot-gallery" data-shot-gallery>
        {list.map((c) => (
          <li key={c.version} data-version={c.version}>
            <a href={c.image_url} target="_blank" rel="noopener">
              <img src={c.image_url} alt={c.file_name} loading="lazy" />
            </a>
            <div>
              v{c.version} · {c.width}×{c.height} · {percent(c.changed_share)}
            </div>
            <div class="muted">{new Date(c.created_at).toLocaleString(lang)}</div>
            <a href={`${c.image_url}?download=1`}>{t("shot_download")}</a>
            {c.refused.length > 0 && (
              <details>
                <summary>
                  {t("shot_refused")}: {c.refused.length}
                </summary>
                <ul>
                  {c.refused.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
