// One document block with its remarks marked in place, its bold, italic and
// code shown, and the text accepted fixes put in marked as such. Remarks,
// styles and fixes cut the text into segments; each segment knows which
// remarks cover it and which styles it has, so a remark that crosses a
// style's edge is marked in two pieces that cover it whole.
import type { ComponentChildren } from "preact";
import { codePointStarts, utf16Span } from "../codepoints";
import type { Span } from "../fixes";
import type { Block, InlineStyle, Remark } from "../types";

type StyleKind = InlineStyle["kind"];

interface Segment {
  text: string;
  covering: Remark[];
  starting: Remark[];
  styles: StyleKind[];
  fixed: boolean; // put in by an accepted fix
}

export function segments(text: string, remarks: Remark[], styles: InlineStyle[] = [], fixed: Span[] = []): Segment[] {
  const starts = codePointStarts(text);
  const spans = remarks.map((r) => ({ r, span: utf16Span(starts, r.offset, Math.max(1, r.length)) }));
  const styled = styles.map((s) => ({ kind: s.kind, span: utf16Span(starts, s.offset, s.length) }));
  const fixedSpans = fixed.filter((f) => f.length > 0).map((f) => utf16Span(starts, f.offset, f.length));
  const cuts = new Set<number>([0, text.length]);
  for (const span of [...spans.map((s) => s.span), ...styled.map((s) => s.span), ...fixedSpans]) cuts.add(span[0]).add(span[1]);
  const points = [...cuts].sort((a, b) => a - b);
  const out: Segment[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const [from, to] = [points[i], points[i + 1]];
    const covering = spans.filter(({ span }) => span[0] <= from && to <= span[1] && span[0] < span[1]).map((s) => s.r);
    const starting = spans.filter(({ span }) => span[0] === from).map((s) => s.r);
    const kinds = [...new Set(styled.filter(({ span }) => span[0] <= from && to <= span[1]).map((s) => s.kind))];
    const inFix = fixedSpans.some(([a, b]) => a <= from && to <= b);
    out.push({ text: text.slice(from, to), covering, starting, styles: kinds, fixed: inFix });
  }
  return out;
}
const SEVERITY_ORDER = ["error", "warning", "suggestion"];
const STYLE_TAGS: Record<StyleKind, string> = { bold: "strong", italic: "em", code: "code" };

// The text inside its style elements, bold outermost.
function styledText(text: string, styles: StyleKind[]) {
  return (["code", "italic", "bold"] as StyleKind[])
    .filter((k) => styles.includes(k))
    .reduce<ComponentChildren>((inner, k) => {
      const Tag = STYLE_TAGS[k] as "strong";
      return <Tag>{inner}</Tag>;
    }, text);
}

interface Props {
  block: Block;
  remarks: Remark[];
  activeId: string | null;
  onMarkClick(remark: Remark): void;
  // The element the block is: a paragraph, a heading, a list item's text, a table cell.
  tag?: string;
  fixed?: Span[];
}

export function HighlightedBlock({ block, remarks, activeId, onMarkClick, tag = "p", fixed }: Props) {
  const Tag = tag as "p";
  return (
    <Tag class={"block kind-" + block.kind} data-block={block.index}>
      {segments(block.text, remarks, block.styles, fixed).map((s, i) => {
        const text = styledText(s.text, s.styles);
        if (s.covering.length === 0)
          return s.fixed ? (
            <ins key={i} class="accepted-fix">
              {text}
            </ins>
          ) : (
            text
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
            {text}
          </mark>
        );
      })}
    </Tag>
  );
}
