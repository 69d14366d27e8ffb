// A check's text laid out as the document was: headings as headings, list
// items as (nested, numbered or bulleted) lists, the cells of a table as a
// table, everything else as paragraphs. Each block is drawn by `render`, given
// the element it is to be; with locations, each paragraph, heading, list item
// and table is marked with where it stands in the source.
import type { ComponentChildren } from "preact";
import type { Block } from "../types";

// Where a block of an uploaded file is: its paragraph number (a table's cells share
// their table's), or its heading.
function locationOf(block: Block): string {
  const l = block.location;
  if (!l) return "";
  if (l.paragraph) return "¶ " + l.paragraph;
  return l.heading_path?.at(-1) ?? "";
}

type Group = { kind: "block"; block: Block } | { kind: "list"; items: Block[] } | { kind: "table"; cells: Block[] };

// Consecutive list items form a list; consecutive cells of one table (one paragraph number) a table.
function grouped(blocks: Block[]): Group[] {
  const out: Group[] = [];
  for (const b of blocks) {
    const last = out.at(-1);
    if (b.kind === "list_item") {
      if (last?.kind === "list") last.items.push(b);
      else out.push({ kind: "list", items: [b] });
    } else if (b.kind === "table_cell") {
      if (last?.kind === "table" && last.cells[0].location?.paragraph === b.location?.paragraph) last.cells.push(b);
      else out.push({ kind: "table", cells: [b] });
    } else {
      out.push({ kind: "block", block: b });
    }
  }
  return out;
}

interface ListNode {
  block: Block;
  children: ListNode[];
}

// Items nest by level: an item deeper than the one before it belongs to that one.
function listTree(items: Block[]): ListNode[] {
  const roots: ListNode[] = [];
  const path: { level: number; node: ListNode }[] = [];
  for (const block of items) {
    const level = Math.max(1, block.level ?? 1);
    while (path.length > 0 && path[path.length - 1].level >= level) path.pop();
    const node = { block, children: [] };
    (path.length > 0 ? path[path.length - 1].node.children : roots).push(node);
    path.push({ level, node });
  }
  return roots;
}

// Siblings split where the numbering changes (a numbered list after a bulleted one).
function runsOf(nodes: ListNode[]): ListNode[][] {
  const runs: ListNode[][] = [];
  for (const n of nodes) {
    const run = runs.at(-1);
    if (run && !!run[0].block.ordered === !!n.block.ordered) run.push(n);
    else runs.push([n]);
  }
  return runs;
}

function headingTag(block: Block): string {
  // The screen's title is the h1; a document's top heading is an h2.
  return "h" + Math.min(6, (block.level || 2) + 1);
}

interface Props {
  blocks: Block[];
  showLocations?: boolean;
  render(block: Block, tag: string): ComponentChildren;
}

export function DocumentText({ blocks, showLocations, render }: Props) {
  const location = (b: Block) => showLocations && locationOf(b) && <span class="location">{locationOf(b)}</span>;
  const list = (nodes: ListNode[]): ComponentChildren =>
    runsOf(nodes).map((run) => {
      const List = run[0].block.ordered ? "ol" : "ul";
      return (
        <List key={run[0].block.index} class="doc-list">
          {run.map((n) => (
            <li key={n.block.index} class="located">
              {location(n.block)}
              {render(n.block, "div")}
              {n.children.length > 0 && list(n.children)}
            </li>
          ))}
        </List>
      );
    });
  const table = (cells: Block[]) => {
    const rows = new Map<number, Block[]>();
    for (const c of cells) {
      const row = c.location?.table_row ?? 0;
      rows.set(row, [...(rows.get(row) ?? []), c]);
    }
    return (
      <div class="doc-table-wrap">
        <table class="doc-table">
          <tbody>
            {[...rows].map(([row, rowCells]) => (
              <tr key={row}>{rowCells.map((c) => render(c, "td"))}</tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  };
  return (
    <div class={"document-text" + (showLocations ? " with-locations" : "")}>
      {grouped(blocks).map((g) =>
        g.kind === "list" ? (
          <div key={g.items[0].index} class="list-wrap">
            {list(listTree(g.items))}
          </div>
        ) : g.kind === "table" ? (
          <div key={g.cells[0].index} class="located">
            {location(g.cells[0])}
            {table(g.cells)}
          </div>
        ) : (
          <div key={g.block.index} class="located">
            {location(g.block)}
            {render(g.block, g.block.kind === "heading" ? headingTag(g.block) : "p")}
          </div>
        ),
      )}
    </div>
  );
}
