// A table of rows with a header row, wrapped so that it scrolls on a narrow
// screen. A column named `{ hidden: label }` has its label for screen readers
// only (a column of buttons). Extra attributes (data-*, class) go to <table>.
import type { ComponentChildren, JSX } from "preact";

export type Column = ComponentChildren | { hidden: string };

export function DataTable({ columns, children, ...attrs }: { columns: Column[]; children: ComponentChildren } & JSX.HTMLAttributes<HTMLTableElement>) {
  return (
    <div class="table-wrap">
      <table {...attrs}>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col">
                {c !== null && typeof c === "object" && "hidden" in c ? <span class="sr-only">{c.hidden}</span> : c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
