// What a download or a saved version will contain, shown before it is made:
// the fixes that go into the file, each as its words before and after, and
// how many there are; what the server says it cannot place, with its reason.
// The fixes follow the server's rule: those accepted on screen, or with none
// accepted every remark with a single suggestion that is not dismissed. The
// check's report and dismissals are read from the server, so the screen that
// shows this needs nothing but the job.
import { get } from "../api";
import { fixPreview } from "../fixes";
import { useT } from "../i18n";
import type { Remark, Report } from "../types";
import { useLoad } from "../useLoad";
import { Problem } from "./Problem";

interface ListAnswer {
  placed: number;
  skipped: { remark_id: string; fragment: string; reason: string }[];
}

interface Props {
  jobId: string;
  // The route that writes the file, and the query of the download (mode, accept).
  path: string;
  query: string;
  accepted: string[];
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

// The remarks whose fixes the server writes (sdk/document_export.hpp).
export function fixesToWrite(remarks: Remark[], accepted: string[], dismissed: Set<string>): Remark[] {
  if (accepted.length) return remarks.filter((r) => accepted.includes(r.id) && !dismissed.has(r.id));
  return remarks.filter((r) => r.suggestions.length === 1 && !dismissed.has(r.id));
}

export function FixPreview({ jobId, path, query, accepted, confirmLabel, onConfirm, onCancel }: Props) {
  const t = useT();
  const loaded = useLoad(async () => {
    const report = await get<Report>(`/api/jobs/${encodeURIComponent(jobId)}/report`);
    const dismissals = report.history_id
      ? await get<{ remark_ids: string[] }>(`/api/checks/history/${report.history_id}/dismissals`)
      : { remark_ids: [] };
    const list = await get<ListAnswer>(`${path}?${query}&list=true`);
    return { report, dismissed: new Set(dismissals.remark_ids), list };
  }, [jobId, path, query]);
  if (!loaded.data) return <Problem error={loaded.error} />;
  const { report, dismissed, list } = loaded.data;
  const skipped = new Map(list.skipped.map((s) => [s.remark_id, s.reason]));
  const fixes = fixesToWrite(report.remarks, accepted, dismissed);
  const going = fixes.filter((r) => !skipped.has(r.id));
  const textOf = (block: number) => report.blocks.find((b) => b.index === block)?.text ?? "";
  return (
    <div class="fix-preview" role="region" aria-label={t("fix_preview")} data-fix-preview>
      <p data-fix-counts>
        {t("fixes_in_file")}: <strong data-fixes-going>{going.length}</strong>
        {list.skipped.length > 0 && (
          <>
            {" · "}
            {t("not_placed")}: <strong data-fixes-skipped>{list.skipped.length}</strong>
          </>
        )}
      </p>
      {fixes.length + list.skipped.length > 0 && (
        <ol class="fix-list">
          {fixes.map((r) => {
            const p = fixPreview(textOf(r.block), r.offset, r.length, r.suggestions[0] ?? "");
            const reason = skipped.get(r.id);
            return (
              <li key={r.id} data-fix={r.id} class={reason ? "skipped" : undefined}>
                <del>{p.before}</del> → <ins>{p.after}</ins>
                {reason && <span class="reason"> — {reason}</span>}
              </li>
            );
          })}
          {list.skipped
            .filter((s) => !fixes.some((r) => r.id === s.remark_id))
            .map((s) => (
              <li key={s.remark_id} data-fix={s.remark_id} class="skipped">
                «{s.fragment}» — {s.reason}
              </li>
            ))}
        </ol>
      )}
      <div class="actions">
        <button type="button" class="primary" data-confirm onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" onClick={onCancel}>
          {t("cancel")}
        </button>
      </div>
    </div>
  );
}
