// The text with its remarks marked in place and, beside it, the cards grouped
// by category and filterable: the report screen's body, and the check
// screen's while a job runs (remarks then arrive while it is shown). Cards and
// marks link both ways. Accepting a fix changes the text on screen (the
// remarks after it keep their places; one it overlapped is set aside), a
// group's fixes can be accepted in one action, and the corrected text copied
// whole. Keys: j / k walk the visible remarks, a accepts, d dismisses, u
// undoes the last accept or dismissal. A spelling card's word can be added to
// the team dictionary: every card of that word (in any of its forms) leaves.
// Once the check is saved, accepts, dismissals and their undoing are kept
// with it (SavedCheck), so a reload starts where the writer left off; an
// accepted fix stays marked in the text.
import type { ComponentChildren } from "preact";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { api, ApiError } from "../api";
import { copyText } from "../clipboard";
import { correctedSentence } from "../correction";
import { applyFixes, correctedText } from "../fixes";
import { useLang, useT } from "../i18n";
import type { SavedCheck } from "../savedCheck";
import { categoryLabel, engineLabel } from "../labels";
import type { Block, Remark } from "../types";
import { DocumentText } from "./DocumentText";
import { HighlightedBlock } from "./HighlightedBlock";
import { RemarkCard, severityLabel } from "./RemarkCard";

interface Filters {
  category: string;
  engine: string;
  severity: string;
}

type Action = { kind: "accept"; ids: string[] } | { kind: "dismiss"; id: string };

const byPosition = (a: Remark, b: Remark) => a.block - b.block || a.offset - b.offset;
const KEYS = ["j", "k", "a", "d", "u"];

function findMark(id: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`mark[data-starts~="${CSS.escape(id)}"]`);
}

function bring(el: HTMLElement | null) {
  if (!el) return;
  el.scrollIntoView({ block: "center", behavior: "smooth" });
  el.focus({ preventScroll: true });
}

interface Props {
  blocks: Block[];
  remarks: Remark[];
  // Whether more remarks may still come (the check screen while its job runs).
  arriving?: boolean;
  // Shows each block's location (an uploaded file's page, heading or paragraph).
  showLocations?: boolean;
  // Extra controls beside the filters (the report's exports), given the
  // visible remarks and the ids of those accepted.
  tools?: (visible: Remark[], accepted: string[]) => ComponentChildren;
  // A saved check's kept accepts and dismissals and its «never for this
  // term»; absent before the check is saved (what is done then is kept once it is).
  saved?: SavedCheck;
  // Told how many remarks are still open (neither accepted nor set aside).
  onOpenCount?: (open: number) => void;
  // The check's style guide: a word added to the dictionary from a card goes
  // to it when the admins' policy says so.
  guideId?: string;
}

export function RemarkWorkspace({ blocks, remarks, arriving, showLocations, tools, saved, guideId, onOpenCount }: Props) {
  const t = useT();
  const lang = useLang();
  const [filters, setFilters] = useState<Filters>({ category: "", engine: "", severity: "" });
  const [history, setHistory] = useState<Action[]>([]);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [earlier, setEarlier] = useState<Set<string>>(new Set());
  const [excepted, setExcepted] = useState<Set<string>>(new Set());
  useEffect(() => setEarlier(new Set(saved?.dismissedIds ?? [])), [saved?.dismissedIds]);
  // What was done while the check ran is kept once it is saved; fixes accepted
  // earlier (before a reload, on another device) come first and can be undone.
  const isSaved = saved !== undefined;
  useEffect(() => {
    if (!saved) return;
    for (const a of history)
      for (const id of a.kind === "accept" ? a.ids : [a.id]) {
        const r = remarks.find((x) => x.id === id);
        if (r) (a.kind === "accept" ? saved.accept(r, true) : saved.dismiss(r, true));
      }
    const done = new Set(history.flatMap((a) => (a.kind === "accept" ? a.ids : [])));
    const earlierAccepts = saved.acceptedIds.filter((id) => !done.has(id)).map((id): Action => ({ kind: "accept", ids: [id] }));
    setHistory([...earlierAccepts, ...history]);
  }, [isSaved]);

  const sorted = useMemo(() => [...remarks].sort(byPosition), [remarks]);
  const accepted = useMemo(() => history.flatMap((a) => (a.kind === "accept" ? a.ids : [])), [history]);
  const dismissed = useMemo(
    () => new Set([...earlier, ...history.flatMap((a) => (a.kind === "dismiss" ? [a.id] : []))]),
    [history, earlier],
  );
  const applied = useMemo(() => applyFixes(blocks, sorted, accepted), [blocks, sorted, accepted]);
  const live = sorted.filter(
    (r) =>
      applied.placed.has(r.id) &&
      !dismissed.has(r.id) &&
      !excepted.has(r.id) &&
      (!filters.category || r.category === filters.category) &&
      (!filters.engine || r.engine === filters.engine) &&
      (!filters.severity || r.severity === filters.severity),
  );
  const placedRemark = (r: Remark): Remark => {
    const p = applied.placed.get(r.id);
    return p ? { ...r, offset: p.offset, length: p.length } : r;
  };
  const open = sorted.filter((r) => applied.placed.has(r.id) && !dismissed.has(r.id) && !excepted.has(r.id)).length;
  useEffect(() => onOpenCount?.(open), [open]);
  const textOf = (index: number) => applied.texts.get(index) ?? blocks.find((b) => b.index === index)?.text ?? "";

  const select = (r: Remark) => {
    setActiveId(r.id);
    requestAnimationFrame(() => bring(findMark(r.id)));
  };
  const backToCard = (r: Remark) => {
    setActiveId(r.id);
    requestAnimationFrame(() => bring(document.getElementById("card-" + r.id)));
  };
  // After a card leaves, focus goes to the card below it (as shown), or the list.
  const focusAfter = (id: string) => {
    const cards = [...document.querySelectorAll<HTMLElement>("#remarks-list .remark")];
    const at = cards.findIndex((c) => c.dataset.remark === id);
    const next = cards[at + 1] ?? cards[at - 1] ?? document.getElementById("remarks-list");
    if (activeId === id) setActiveId(next?.dataset.remark ?? null);
    requestAnimationFrame(() => next?.focus());
  };
  const accept = (rs: Remark[]) => {
    const ids = rs.filter((r) => r.suggestions.length > 0 && applied.placed.has(r.id)).map((r) => r.id);
    if (ids.length === 0) return;
    if (ids.length === 1) focusAfter(ids[0]);
    setHistory([...history, { kind: "accept", ids }]);
    for (const r of rs) if (ids.includes(r.id)) saved?.accept(r, true);
    const one = rs.find((r) => r.id === ids[0])!;
    setStatus(ids.length === 1 ? t("accepted") + ": " + correctedSentence(textOf(one.block), placedRemark(one)) : t("accepted_many") + ": " + ids.length);
  };
  const dismiss = (r: Remark) => {
    focusAfter(r.id);
    setHistory([...history, { kind: "dismiss", id: r.id }]);
    saved?.dismiss(r, true);
  };
  const undo = () => {
    const last = history.at(-1);
    if (!last) return;
    setHistory(history.slice(0, -1));
    if (last.kind === "dismiss") saved?.dismiss(sorted.find((r) => r.id === last.id)!, false);
    else for (const r of sorted) if (last.ids.includes(r.id)) saved?.accept(r, false);
    setStatus(t("undone"));
    const id = last.kind === "accept" ? last.ids[0] : last.id;
    setActiveId(id);
    requestAnimationFrame(() => bring(document.getElementById("card-" + id)));
  };
  const neverForTerm = async (r: Remark) => {
    if (!saved) return;
    await saved.neverForTerm(r);
    const term = r.fragment.toLowerCase();
    setExcepted(new Set([...excepted, ...sorted.filter((o) => o.rule_id === r.rule_id && o.fragment.toLowerCase() === term).map((o) => o.id)]));
    focusAfter(r.id);
    setStatus(t("never_for_term_done") + ": «" + r.fragment + "»");
  };
  const addToDictionary = async (r: Remark) => {
    try {
      const added = await api<{ word: string; forms: string[] }>("POST", "/api/dictionary", { word: r.fragment.trim(), styleguide_id: guideId ?? "" });
      const forms = new Set([...added.forms, added.word]);
      focusAfter(r.id);
      setExcepted(new Set([...excepted, ...sorted.filter((o) => o.category === "spelling" && forms.has(o.fragment.trim().toLowerCase())).map((o) => o.id)]));
      setStatus(t("added_to_dictionary") + ": «" + added.word + "»");
    } catch (e) {
      setStatus(t("error_prefix") + ": " + (e as ApiError).message);
    }
  };
  const copyAll = async () => {
    await copyText(correctedText(blocks, applied.texts));
    setStatus(t("copied_text"));
  };

  // One listener calls the latest render's handler. Re-registering the handler
  // in an effect would leave the previous one in place until after the next
  // paint, and a key pressed then (a quick j then d) acted on stale state.
  const onKey = useRef<(e: KeyboardEvent) => void>();
  onKey.current = (e: KeyboardEvent) => {
    if (!KEYS.includes(e.key) || e.ctrlKey || e.metaKey || e.altKey) return;
    const target = e.target as HTMLElement;
    if (["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName) || target.isContentEditable) return;
    e.preventDefault();
    if (e.key === "u") return undo();
    const active = live.find((r) => r.id === activeId);
    if (e.key === "a") return active && accept([active]);
    if (e.key === "d") return active && dismiss(active);
    if (live.length === 0) return;
    const at = live.findIndex((r) => r.id === activeId);
    const next = e.key === "j" ? (at + 1) % live.length : at <= 0 ? live.length - 1 : at - 1;
    select(live[next]);
  };
  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKey.current?.(e);
    addEventListener("keydown", listener);
    return () => removeEventListener("keydown", listener);
  }, []);

  const options = (key: keyof Filters) => [...new Set(sorted.map((r) => r[key]))].sort();
  const groups = new Map<string, Remark[]>();
  for (const r of live) groups.set(r.category, [...(groups.get(r.category) ?? []), r]);

  return (
    <div class="review">
      <section class="document card" aria-label={t("document")}>
        <DocumentText
          blocks={blocks}
          showLocations={showLocations}
          render={(b, tag) => (
            <HighlightedBlock
              key={b.index}
              tag={tag}
              block={{ ...b, text: textOf(b.index), styles: applied.styles.get(b.index) ?? b.styles }}
              remarks={live.filter((r) => r.block === b.index).map(placedRemark)}
              fixed={applied.fixed.get(b.index)}
              activeId={activeId}
              onMarkClick={backToCard}
            />
          )}
        />
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
          {tools?.(live, accepted)}
          <button type="button" onClick={copyAll}>
            {t("copy_corrected")}
          </button>
          {history.length > 0 && (
            <button type="button" onClick={undo}>
              {t("undo")}
            </button>
          )}
          {dismissed.size > 0 && (
            <button
              type="button"
              onClick={() => {
                for (const r of sorted) if (dismissed.has(r.id)) saved?.dismiss(r, false);
                setEarlier(new Set());
                setHistory(history.filter((a) => a.kind !== "dismiss"));
              }}
            >
              {t("restore_dismissed")} ({dismissed.size})
            </button>
          )}
          <p role="status" class="status">
            {status}
          </p>
        </fieldset>
        <p class="hint">{t("keys_hint")}</p>
        {live.length === 0 && <p>{arriving ? t("no_remarks_yet") : t("no_remarks")}</p>}
        {[...groups].map(([category, items]) => {
          const fixable = items.filter((r) => r.suggestions.length > 0);
          return (
            <section key={category} class="group" data-category={category}>
              <h2 title={category}>
                {categoryLabel(lang, category)} ({items.length})
              </h2>
              {fixable.length > 1 && (
                <button type="button" class="accept-all" onClick={() => accept(fixable)}>
                  {t("accept_all")} ({fixable.length})
                </button>
              )}
              {items.map((r) => {
                const p = applied.placed.get(r.id)!;
                return (
                  <RemarkCard
                    key={r.id}
                    remark={r}
                    context={{ text: textOf(r.block), offset: p.offset, length: p.length }}
                    active={r.id === activeId}
                    onSelect={() => select(r)}
                  >
                    {r.suggestions.length > 0 && (
                      <button type="button" onClick={() => accept([r])}>
                        {t("accept")}
                      </button>
                    )}
                    <button type="button" onClick={() => dismiss(r)}>
                      {t("dismiss")}
                    </button>
                    {r.category === "spelling" && r.fragment.trim() && (
                      <button type="button" class="add-to-dictionary" onClick={() => addToDictionary(r)}>
                        {t("add_to_dictionary")}
                      </button>
                    )}
                    {saved && r.fragment.trim() && (
                      <button type="button" onClick={() => neverForTerm(r).catch(() => {})}>
                        {t("never_for_term")}
                      </button>
                    )}
                  </RemarkCard>
                );
              })}
            </section>
          );
        })}
      </aside>
    </div>
  );
}
