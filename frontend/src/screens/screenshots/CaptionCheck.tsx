// Proofreading a figure's caption: the template's pattern filled with a
// title and a number, checked as a job like any text; the remarks are listed
// here and the full report is one link away.
import { useState } from "preact/hooks";
import { api, ApiError, get } from "../../api";
import { Problem } from "../../components/Problem";
import { useT } from "../../i18n";
import { followJob } from "../../jobStream";
import type { Remark } from "../../types";
import { useGuard } from "../../useGuard";

export function CaptionCheck({ id }: { id: number }) {
  const t = useT();
  const [title, setTitle] = useState("");
  const [n, setN] = useState(1);
  const [result, setResult] = useState<{ caption: string; job_id: string; remarks: Remark[] | null } | null>(null);
  const [error, guard, setError] = useGuard();
  const submit = (e: Event) => {
    e.preventDefault();
    guard(async () => {
      const started = await api<{ caption: string; job_id: string }>("POST", `/api/screenshot-templates/${id}/check-caption`, { title, n });
      setResult({ ...started, remarks: null });
      followJob(started.job_id, {
        stage: () => {},
        progress: () => {},
        card: () => {},
        end: async (status, message) => {
          if (status !== "done") return setError(new ApiError(0, status, message ?? status));
          const report = await get<{ remarks: Remark[] }>(`/api/jobs/${encodeURIComponent(started.job_id)}/report`);
          setResult({ ...started, remarks: report.remarks });
        },
      });
    });
  };
  return (
    <section aria-labelledby="shot-caption">
      <h2 id="shot-caption">{t("shot_caption_check")}</h2>
      <form class="card actions" data-shot-caption onSubmit={submit}>
        <label>
          {t("shot_caption_title")}
          <input name="title" required value={title} onInput={(e) => setTitle(e.currentTarget.value)} />
        </label>
        <label>
          {t("shot_caption_n")}
          <input name="n" type="number" min={1} value={n} onInput={(e) => setN(Number(e.currentTarget.value))} />
        </label>
        <button type="submit">{t("shot_caption_button")}</button>
      </form>
      <Problem error={error} />
      {result && (
        <div class="card" data-shot-caption-result>
          <p data-caption>{result.caption}</p>
          {result.remarks === null && <p class="muted">{t("loading")}</p>}
          {result.remarks !== null && (
            <>
              <p data-remark-count={result.remarks.length}>
                {t("shot_caption_remarks")}: {result.remarks.length}
              </p>
              <ul>
                {result.remarks.map((r) => (
                  <li key={r.id}>{r.message}</li>
                ))}
              </ul>
              <a href={`#/review/${encodeURIComponent(result.job_id)}`}>{t("to_report")}</a>
            </>
          )}
        </div>
      )}
    </section>
  );
}
