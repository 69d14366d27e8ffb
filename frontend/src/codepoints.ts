// Remark offsets and lengths count Unicode code points; JS strings index
// UTF-16 units. These helpers translate between the two.

// UTF-16 index of every code-point boundary: result[i] is where code point i
// starts; result[count] is text.length.
export function codePointStarts(text: string): number[] {
  const starts: number[] = [];
  let unit = 0;
  for (const ch of text) {
    starts.push(unit);
    unit += ch.length;
  }
  starts.push(unit);
  return starts;
}

// The UTF-16 [start, end) of a code-point span, clamped to the text.
export function utf16Span(starts: number[], offset: number, length: number): [number, number] {
  const last = starts.length - 1;
  const from = Math.min(Math.max(0, offset), last);
  const to = Math.min(Math.max(from, offset + length), last);
  return [starts[from], starts[to]];
}
