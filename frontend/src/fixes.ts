// Accepted fixes applied to the text on screen. Remarks keep the offsets the
// engines gave (code points in the original block); this works out, for an
// ordered list of accepted remarks, each block's corrected text and where every
// other remark now sits in it. A remark whose span an accepted fix overlapped
// no longer points at its text and is set aside as superseded. The block's
// bold and italic spans move with the text: a fix inside one stays in it. The
// text each accepted fix put in is kept too, to mark it on screen.
import type { Block, InlineStyle, Remark } from "./types";

export interface Placed {
  remark: Remark;
  offset: number; // in the corrected block, code points
  length: number;
}

export interface Span {
  offset: number; // in the corrected block, code points
  length: number;
}

export interface Applied {
  texts: Map<number, string>; // corrected text of each block that changed
  styles: Map<number, InlineStyle[]>; // the inline styles of each block that changed, moved with its text
  fixed: Map<number, Span[]>; // per block, the text accepted fixes put in
  placed: Map<string, Placed>; // every remark neither accepted nor superseded
  superseded: Set<string>;
}

export function applyFixes(blocks: Block[], remarks: Remark[], accepted: string[]): Applied {
  const points = new Map<number, string[]>();
  const styles = new Map<number, InlineStyle[]>();
  const placed = new Map<string, Placed>();
  for (const r of remarks) placed.set(r.id, { remark: r, offset: r.offset, length: r.length });
  const superseded = new Set<string>();
  const fixed = new Map<number, Span[]>();
  for (const id of accepted) {
    const fix = placed.get(id);
    if (!fix || fix.remark.suggestions.length === 0) continue;
    const block = fix.remark.block;
    if (!points.has(block)) {
      const original = blocks.find((b) => b.index === block);
      points.set(block, [...(original?.text ?? "")]);
      styles.set(block, (original?.styles ?? []).map((s) => ({ ...s })));
    }
    const text = points.get(block)!;
    const replacement = [...fix.remark.suggestions[0]];
    const [from, to] = [fix.offset, fix.offset + fix.length];
    text.splice(from, fix.length, ...replacement);
    placed.delete(id);
    const shift = replacement.length - fix.length;
    styles.set(block, moveStyles(styles.get(block)!, from, to, replacement.length));
    const spans = fixed.get(block) ?? [];
    for (const span of spans) if (span.offset >= to) span.offset += shift;
    fixed.set(block, [...spans, { offset: from, length: replacement.length }]);
    for (const [otherId, other] of placed) {
      if (other.remark.block !== block) continue;
      // Before the fix (an insertion point at its start counts as before a replacement): unchanged.
      const before =
        other.length > 0 ? other.offset + other.length <= from : other.offset < from || (other.offset === from && fix.length > 0);
      if (before) continue;
      if (other.offset >= to) {
        other.offset += shift;
        continue;
      }
      placed.delete(otherId);
      superseded.add(otherId);
    }
  }
  const texts = new Map<number, string>();
  for (const [block, text] of points) texts.set(block, text.join(""));
  return { texts, styles, fixed, placed, superseded };
}

// The spans after [from, to) was replaced by `inserted` code points: an edge
// inside the replaced part moves to the replacement's edge on its side; a
// span left empty goes.
function moveStyles(spans: InlineStyle[], from: number, to: number, inserted: number): InlineStyle[] {
  const move = (at: number, end: boolean) => (at <= from ? at : at >= to ? at + inserted - (to - from) : end ? from + inserted : from);
  return spans
    .map((s) => {
      const start = move(s.offset, false);
      return { ...s, offset: start, length: move(s.offset + s.length, true) - start };
    })
    .filter((s) => s.length > 0);
}

// The text of every block, corrected where a fix was accepted, paragraphs
// separated by a blank line: what "copy the corrected text" gives.
export function correctedText(blocks: Block[], texts: Map<number, string>): string {
  return blocks.map((b) => texts.get(b.index) ?? b.text).join("\n\n");
}

// What a fix does to its surroundings, for a fix a reader cannot see on its
// own (a space removed, a blank put in): the nearest words on each side, as
// they are and as they would be. `administrator ,` → `administrator,`.
export function fixPreview(text: string, offset: number, length: number, replacement: string): { before: string; after: string } {
  const chars = [...text];
  let from = offset;
  while (from > 0 && /\s/.test(chars[from - 1])) from--;
  while (from > 0 && !/\s/.test(chars[from - 1])) from--;
  let to = offset + length;
  while (to < chars.length && /\s/.test(chars[to])) to++;
  while (to < chars.length && !/\s/.test(chars[to])) to++;
  const head = chars.slice(from, offset).join("");
  const tail = chars.slice(offset + length, to).join("");
  return { before: head + chars.slice(offset, offset + length).join("") + tail, after: head + replacement + tail };
}
