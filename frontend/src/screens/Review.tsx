// #/review/{id}: the document with remarks marked in place and, beside it,
// the cards grouped by category and filterable. Cards and marks link both
// ways; j / k walk the visible remarks; export sends them to xlsx. Accept
// copies the corrected sentence (see correction.ts); a dismissed remark
// leaves the list and the text until "restore dismissed".
import { useEffect, useMemo, useState } from "preact/hooks";
import { ApiError, download, get, request } from "../api";
import { HighlightedBlock } from "../components/HighlightedBlock";
import { Problem } from "../components/Problem";
import { RemarkCard, severityLabel } from "../components/RemarkCard";
import { Screen } from "../components/Screen";
import { useLang, useT } from "../i18n";
import { categoryLabel, engineLabel } from "../labels";
import type { Remark, Report } from "../types";
import { useLoad } from "../useLoad";
import { RecentChecks } from "./RecentChecks";
import { copyText } from "../clipboard";
import { correctedSentence } from "../correction";

// A job's report lives in /api/jobs while the job is remembered, and in the
// history afterwards.
async function loadReport(id: string): Promise<Report> {
  try {
    return await get<Report>(`/api/jobs/${encodeURIComponent(id)}/report`);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return get<Report>(`/api/checks/history/${encodeURIComponent(id)}`);
    throw e;
  }
}

interface Filters {
  category: string;
  engine: string;
  severity: string;
}

const byPosition = (a: Remark, b: Remark) => a.block - b.block || a.offset - b.offset;

function findMark(id: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`mark[data-starts~="${CSS.escape(id)}"]`);
}

function bring(el: HTMLElement | null) {
  if (!el) return;
  el.scrollIntoView({ block: "center", behavior: "smooth" });
  el.focus({ preventScroll: true });
}

// #/review without an id lists the user's recent checks instead.
export function Review({ id }: { id?: string }) {
  return id ? <ReviewReport id={id} /> : <RecentChecks />;
}

function ReviewReport({ id }: { id: string }) {
  const t = useT();
  const lang = useLang();
  const report = useLoad(() => loadReport(id), [id]);
  const [filters, setFilters] = useState<Filters>({ category: "", engine: "", severity: "" });
  const [dismissed, setDismissed] = useState<Set<string>>(new Set());
  const [accepted, setAccepted] = useState<Set<string>>(new Set());
  const [activeId, setActiveId] = useState<string | null>(null);
  const [status, setStatus] = useState("");

  const remarks = useMemo(() => [...(report.data?.remarks ?? [])].sort(byPosition), [report.data]);
  const live = remarks.filter(
    (r) =>
      !dismissed.has(r.id) &&
      (!filters.category || r.category === filters.category) &&
      (!filters.engine || r.engine === filters.engine) &&
      (!filters.severity || r.severity === filters.severity),
  );

  const select = (r: Remark) => {
    setActiveId(r.id);
    requestAnimationFrame(() => bring(findMark(r.id)));
  };
  const backToCard = (r: Remark) => {
    setActiveId(r.id);
    requestAnimationFrame(() => bring(document.getElementById("card-" + r.id)));
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "j" && e.key !== "k") return;
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target as HTMLElement;
      if (["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName) || target.isContentEditable) return;
      if (live.length === 0) return;
      e.preventDefault();
      const at = live.findIndex((r) => r.id === activeId);
      const next = e.key === "j" ? (at + 1) % live.length : at <= 0 ? live.length - 1 : at - 1;
      select(live[next]);
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  });

  const exportXlsx = async () => {
    setStatus("");
    try {
      const res = await request("POST", "/api/report-issues", { remarks: live });
      const name = await download(res, `proofreader-${id}.xlsx`);
      setStatus(t("exported") + ": " + name);
    } catch (e) {
      const err = e as ApiError;
      setStatus(err.status === 404 ? t("not_available") : t("error_prefix") + ": " + err.message);
    }
  };

  const accept = async (r: Remark) => {
    const block = report.data?.blocks.find((b) => b.index === r.block);
    const text = block ? correctedSentence(block.text, r) : r.suggestions[0];
    await copyText(text);
    setAccepted(new Set(accepted).add(r.id));
    setStatus(t("accepted") + ": " + text);
  };
  // The card leaves; focus goes to the card below it (as shown), or the list.
  const dismiss = (r: Remark) => {
    const cards = [...document.querySelectorAll<HTMLElement>("#remarks-list .remark")];
    const at = cards.findIndex((c) => c.dataset.remark === r.id);
    const next = cards[at + 1] ?? cards[at - 1] ?? document.getElementById("remarks-list");
    setDismissed(new Set(dismissed).add(r.id));
    if (activeId === r.id) setActiveId(null);
    requestAnimationFrame(() => next?.focus());
  };

  if (!report.data)
    return (
      <Screen title={t("review_title")}>
        {report.loading ? <p>{t("loading")}</p> : <Problem error={report.error} />}
      </Screen>
    );

  const data = report.data;
  const options = (key: keyof Filters) => [...new Set(remarks.map((r) => r[key]))].sort();
  const groups = new Map<string, Remark[]>();
  for (const r of live) groups.set(r.category, [...(groups.get(r.category) ?? []), r]);
  const source = data.source?.name || data.source?.url || "";

  return (
    <Screen title={t("review_title") + (source ? ": " + source : "")} wide>
      <p class="summary">
        {t("total_remarks")}: <strong>{data.summary?.total ?? remarks.length}</strong>
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
        {" · "}
        <span class="hint">{t("keys_hint")}</span>
      </p>
      <div class="review">
        <section class="document card" aria-label={t("document")}>
          {data.blocks.map((b) => (
            <HighlightedBlock
              key={b.index}
              block={b}
              remarks={live.filter((r) => r.block === b.index)}
              activeId={activeId}
              onMarkClick={backToCard}
            />
          ))}
        </section>
        <aside class="remarks" id="remarks-list" tabIndex={-1} aria-label={t("remarks")}>
          <fieldset class="filters">
            <legend>{t("filters")}</legend>
            {(["category", "engine", "severity"] as (keyof Filters)[]).map((key) => (
              <label key={key}>
                {t(key)}
                <select value={filters[key]} onChange={(e) => setFilters({ ...filters, [key]: e.currentTarget.value })}>
                  <option value="">{t("all")}</option>
                  {options(key).map((o) => (
                    <option key={o} value={o}>
                      {key === "severity" ? severityLabel(t, o) : key === "category" ? categoryLabel(lang, o) : engineLabel(lang, o)}
                    </option>
                  ))}
                </select>
              </label>
            ))}
            <button type="button" class="primary" onClick={exportXlsx}>
              {t("export_xlsx")}
            </button>
            {dismissed.size > 0 && (
              <button type="button" onClick={() => setDismissed(new Set())}>
                {t("restore_dismissed")} ({dismissed.size})
              </button>
            )}
            <p role="status" class="status">
              {status}
            </p>
          </fieldset>
          {live.length === 0 && <p>{t("no_remarks")}</p>}
          {[...groups].map(([category, items]) => (
            <section key={category} class="group">
              <h2 title={category}>
                {categoryLabel(lang, category)} ({items.length})
              </h2>
              {items.map((r) => (
                <RemarkCard key={r.id} remark={r} active={r.id === activeId} onSelect={() => select(r)}>
                  {r.suggestions.length > 0 && (
                    <button type="button" onClick={() => accept(r)}>
                      {accepted.has(r.id) ? t("accepted") : t("accept")}
                    </button>
                  )}
                  <button type="button" onClick={() => dismiss(r)}>
                    {t("dismiss")}
                  </button>
                </RemarkCard>
              ))}
            </section>
          ))}
        </aside>
      </div>
    </Screen>
  );
}
