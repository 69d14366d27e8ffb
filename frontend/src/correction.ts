// What "Accept" copies: the sentence of the block that holds the remark,
// with the remark's first suggestion put in place of its fragment. A whole
// sentence can be pasted over the original one in the source document; the
// bare suggestion ("," or "—") often cannot be found there again.
import { codePointStarts, utf16Span } from "./codepoints";
import type { Remark } from "./types";

// A sentence ends at . ! ? or … (with closing quotes or brackets) followed
// by white space or the end of the block.
const SENTENCE_END = /[.!?…]+["»”)\]]*(?=\s|$)/g;

export function correctedSentence(blockText: string, remark: Remark): string {
  const suggestion = remark.suggestions[0] ?? "";
  const [from, to] = utf16Span(codePointStarts(blockText), remark.offset, remark.length);
  const text = blockText.slice(0, from) + suggestion + blockText.slice(to);
  const changedEnd = from + suggestion.length;
  let start = 0;
  let end = text.length;
  for (const m of text.matchAll(SENTENCE_END)) {
    const after = m.index + m[0].length;
    if (after <= from) start = after;
    else if (after >= changedEnd) {
      end = after;
      break;
    }
  }
  return text.slice(start, end).trim();
}
