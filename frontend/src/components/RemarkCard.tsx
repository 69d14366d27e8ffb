// One remark as a card: severity, category, message, the fragment and its
// suggestions, read as a fix: a fragment with no suggestion is quoted, not
// struck out (advice such as the passive voice is no edit), and a fix nobody
// could see on its own (a space removed or put in) shows its neighbouring
// words as they are and as they would be. The workspace adds actions through
// the children slot.
import { Fragment, type ComponentChildren } from "preact";
import { useLang, useT, type StringKey } from "../i18n";
import { categoryLabel, engineLabel, mergedLabel } from "../labels";
import { fixPreview } from "../fixes";
import { fragmentText, invisibleFix, suggestionText } from "../suggestion";
import type { Remark } from "../types";

export function severityLabel(t: (k: StringKey) => string, severity: string): string {
  return severity === "error" || severity === "warning" || severity === "suggestion" ? t(("sev_" + severity) as StringKey) : severity;
}

interface Props {
  remark: Remark;
  // The remark's block as it reads now and where the remark sits in it: lets
  // an invisible fix be shown in its surroundings.
  context?: { text: string; offset: number; length: number };
  active?: boolean;
  onSelect?: () => void;
  children?: ComponentChildren;
}

export function RemarkCard({ remark, context, active, onSelect, children }: Props) {
  const t = useT();
  const lang = useLang();
  const merged = mergedLabel(lang, remark.engine, remark.merged_from);
  return (
    <article
      class={"remark sev-" + remark.severity + (active ? " active" : "")}
      id={"card-" + remark.id}
      data-remark={remark.id}
      tabIndex={-1}
      aria-label={severityLabel(t, remark.severity) + ": " + remark.message}
    >
      <header>
        <span class={"badge sev-" + remark.severity}>{severityLabel(t, remark.severity)}</span>
        <span class="meta">
          <span title={remark.category}>{categoryLabel(lang, remark.category)}</span>
          {" · "}
          {merged ? (
            <span class="merged" title={[remark.engine, ...(remark.merged_from ?? []).map((m) => m.engine + ": " + m.rule_id)].join(", ")}>
              {merged}
            </span>
          ) : (
            <span title={remark.engine}>{engineLabel(lang, remark.engine)}</span>
          )}
        </span>
      </header>
      <p class="message">{remark.message}</p>
      {remark.fragment && remark.suggestions.length === 0 && (
        <p class="fragment">
          <q>{fragmentText(t, remark.fragment)}</q>
        </p>
      )}
      {remark.fragment && remark.suggestions.length > 0 && context && invisibleFix(remark.fragment, remark.suggestions[0]) ? (
        <p class="fragment in-context">
          {remark.suggestions.map((s, i) => {
            const shown = fixPreview(context.text, context.offset, context.length, s);
            return (
              <Fragment key={i}>
                {i > 0 && " / "}
                <del>{shown.before}</del>
                {" → "}
                <ins>{shown.after}</ins>
              </Fragment>
            );
          })}
        </p>
      ) : (
        remark.fragment &&
        remark.suggestions.length > 0 && (
          <p class="fragment">
            <del>{fragmentText(t, remark.fragment)}</del>
            {" → "}
            {remark.suggestions.map((s, i) => (
              <Fragment key={i}>
                {i > 0 && " / "}
                <ins>{suggestionText(t, remark.fragment, s)}</ins>
              </Fragment>
            ))}
          </p>
        )
      )}
      {remark.explanation && <p class="explanation">{remark.explanation}</p>}
      <div class="actions">
        {onSelect && (
          <button type="button" onClick={onSelect}>
            {t("show_in_text")}
          </button>
        )}
        {children}
      </div>
    </article>
  );
}
