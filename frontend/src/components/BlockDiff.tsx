// One block of a text diff as the backends' shared textdiff library answers
// it (watch: page snapshots; documents: file versions): a changed block word
// by word, a removed one struck, an added one marked.
export interface TextDiffBlock {
  op: "equal" | "added" | "removed" | "changed";
  from_text?: string;
  to_text?: string;
  words?: { op: "equal" | "added" | "removed"; text: string }[];
}

// A change of a character or two (a comma put in, a space taken out) is one
// coloured glyph that is easy to miss: it is framed (class "short").
const SHORT = 2;
const shortClass = (text: string) => ([...text.trim()].length <= SHORT ? "short" : undefined);

// A changed block's words: both sides inline, or one side of a side-by-side view.
export function DiffWords({ block, side }: { block: TextDiffBlock; side: "inline" | "from" | "to" }) {
  return (
    <>
      {(block.words ?? []).map((w, i) =>
        w.op === "equal" ? (
          <span key={i}>{w.text}</span>
        ) : w.op === "removed" ? (
          side !== "to" && (
            <del key={i} class={shortClass(w.text)}>
              {w.text}
            </del>
          )
        ) : (
          side !== "from" && (
            <ins key={i} class={shortClass(w.text)}>
              {w.text}
            </ins>
          )
        ),
      )}
    </>
  );
}

// One side of a block: its old text (from) or its new one (to).
export function DiffSide({ block, side }: { block: TextDiffBlock; side: "from" | "to" }) {
  if (block.op === "changed") return <DiffWords block={block} side={side} />;
  if (side === "from") return block.from_text ? block.op === "removed" ? <del>{block.from_text}</del> : <span>{block.from_text}</span> : null;
  return block.to_text ? block.op === "added" ? <ins>{block.to_text}</ins> : <span>{block.to_text}</span> : null;
}

// A block shown inline: a changed block with both sides' words, any other by its one text.
export function DiffInline({ block }: { block: TextDiffBlock }) {
  return block.op === "changed" ? <DiffWords block={block} side="inline" /> : <DiffSide block={block} side={block.op === "removed" ? "from" : "to"} />;
}
