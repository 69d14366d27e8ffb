// A page's diff between two snapshots (the latest and the one before unless
// the route names one): block by block, word by word inside a changed block,
// inline or side by side, with the remarks the check found on the new text
// only (a remark already made before the change is not shown again).
import { useEffect, useState } from "preact/hooks";
import { get } from "../../api";
import { DiffInline, DiffSide } from "../../components/BlockDiff";
import { Problem } from "../../components/Problem";
import { Screen } from "../../components/Screen";
import { useLang, useT } from "../../i18n";
import { useLoad } from "../../useLoad";
import type { DiffRemark, WatchDiff } from "./types";
import { localTime } from "./WatchGroups";

function Remarks({ remarks }: { remarks: DiffRemark[] }) {
  const t = useT();
  if (remarks.length === 0) return null;
  return (
    <ul class="plain" data-watch-remarks>
      {remarks.map((r, i) => (
        <li key={i}>
          <span class={`badge sev-${r.severity}`}>{t("watch_new_remark")}</span> <mark>{r.fragment}</mark> — {r.message}
          {r.suggestions.length > 0 && <span class="muted"> → {r.suggestions.join(", ")}</span>}
        </li>
      ))}
    </ul>
  );
}

export function WatchDiffView({ pageId, to }: { pageId: string; to: string | null }) {
  const t = useT();
  const lang = useLang();
  const [layout, setLayout] = useState<"inline" | "side">("inline");
  const query = to ? `?to=${encodeURIComponent(to)}` : "";
  const diff = useLoad(() => get<WatchDiff>(`/api/watch/pages/${encodeURIComponent(pageId)}/diff${query}`), [pageId, query]);
  // The check of the new text may still run: look again until it is done.
  useEffect(() => {
    if (diff.data?.remarks_status !== "pending") return;
    const timer = window.setTimeout(diff.reload, 1500);
    return () => clearTimeout(timer);
  }, [diff.data]);
  const d = diff.data;
  return (
    <Screen title={t("watch_diff_title")} wide>
      <p>
        <a href="#/watch" onClick={(e) => (e.preventDefault(), history.back())}>
          ← {t("watch_back")}
        </a>
      </p>
      <Problem error={diff.error} />
      {d && (
        <>
          <p data-watch-diff-summary>
            {d.from ? localTime(d.from.taken_at, lang) : t("watch_first_snapshot")} → {localTime(d.to.taken_at, lang)} ·{" "}
            {t("watch_outcome_changed")}: {d.summary.changed} · {t("watch_added")}: {d.summary.added} · {t("watch_removed")}:{" "}
            {d.summary.removed} · {t("watch_new_remarks")}: {d.remarks_status === "pending" ? t("watch_checking") : d.summary.new_remarks}
            {d.summary.repeated_remarks > 0 && ` (${t("watch_repeated_remarks")}: ${d.summary.repeated_remarks})`}
            {d.to.check_job_id && (
              <>
                {" "}
                · <a href={`#/review/${encodeURIComponent(d.to.check_job_id)}`}>{t("watch_report")}</a>
              </>
            )}
          </p>
          <div class="actions" role="group" aria-label={t("watch_layout")}>
            <label class="check">
              <input type="radio" name="layout" checked={layout === "inline"} onChange={() => setLayout("inline")} />
              {t("watch_inline")}
            </label>
            <label class="check">
              <input type="radio" name="layout" checked={layout === "side"} onChange={() => setLayout("side")} />
              {t("watch_side_by_side")}
            </label>
          </div>
          {layout === "inline" ? (
            <div class="text-diff" data-watch-diff>
              {d.blocks.map((b, i) => (
                <div key={i} class={`diff-block ${b.op}`} data-op={b.op}>
                  <DiffInline block={b} />
                  <Remarks remarks={b.remarks} />
                </div>
              ))}
            </div>
          ) : (
            <table class="watch-side" data-watch-diff>
              <thead>
                <tr>
                  <th scope="col">{t("watch_before")}</th>
                  <th scope="col">{t("watch_after")}</th>
                </tr>
              </thead>
              <tbody>
                {d.blocks.map((b, i) => (
                  <tr key={i} class={`diff-block ${b.op}`} data-op={b.op}>
                    <td>
                      <DiffSide block={b} side="from" />
                    </td>
                    <td>
                      <DiffSide block={b} side="to" />
                      <Remarks remarks={b.remarks} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </Screen>
  );
}
