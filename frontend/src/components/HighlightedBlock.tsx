// One document block with its remarks marked in place, and the text accepted
// fixes put in marked as such. Overlapping remarks split the text into
// segments; each segment knows which remarks cover it.
import { codePointStarts, utf16Span } from "../codepoints";
import type { Span } from "../fixes";
import type { Block, Remark } from "../types";

interface Segment {
  text: string;
  covering: Remark[];
  starting: Remark[];
  fixed: boolean; // put in by an accepted fix
}

export function segments(text: string, remarks: Remark[], fixed: Span[] = []): Segment[] {
  const starts = codePointStarts(text);
  const spans = remarks.map((r) => ({ r, span: utf16Span(starts, r.offset, Math.max(1, r.length)) }));
  const fixedSpans = fixed.filter((f) => f.length > 0).map((f) => utf16Span(starts, f.offset, f.length));
  const cuts = new Set<number>([0, text.length]);
  for (const span of [...spans.map((s) => s.span), ...fixedSpans]) cuts.add(span[0]).add(span[1]);
  const points = [...cuts].sort((a, b) => a - b);
  const out: Segment[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const [from, to] = [points[i], points[i + 1]];
    const covering = spans.filter(({ span }) => span[0] <= from && to <= span[1] && span[0] < span[1]).map((s) => s.r);
    const starting = spans.filter(({ span }) => span[0] === from).map((s) => s.r);
    const inFix = fixedSpans.some(([a, b]) => a <= from && to <= b);
    out.push({ text: text.slice(from, to), covering, starting, fixed: inFix });
  }
  return out;
}

const SEVERITY_ORDER = ["error", "warning", "suggestion"];

interface Props {
  block: Block;
  remarks: Remark[];
  activeId: string | null;
  onMarkClick(remark: Remark): void;
  fixed?: Span[];
}

export function HighlightedBlock({ block, remarks, activeId, onMarkClick, fixed }: Props) {
  const Tag = block.kind === "heading" ? "h3" : "p";
  return (
    <Tag class={"block kind-" + block.kind} data-block={block.index}>
      {segments(block.text, remarks, fixed).map((s, i) => {
        if (s.covering.length === 0)
          return s.fixed ? (
            <ins key={i} class="accepted-fix">
              {s.text}
            </ins>
          ) : (
            s.text
          );
        const worst = [...s.covering].sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity))[0];
        const active = s.covering.some((r) => r.id === activeId);
        return (
          <mark
            key={i}
            class={"sev-" + worst.severity + (active ? " active" : "")}
            data-covers={s.covering.map((r) => r.id).join(" ")}
            data-starts={s.starting.map((r) => r.id).join(" ") || undefined}
            tabIndex={-1}
            title={s.covering.map((r) => r.message).join("\n")}
            onClick={() => onMarkClick(s.covering[0])}
          >
            {s.text}
          </mark>
        );
      })}
    </Tag>
  );
}
