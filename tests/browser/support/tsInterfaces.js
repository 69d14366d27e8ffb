// Reads the top-level field names of each `export interface` in a TypeScript
// file (frontend/src/types.ts): enough to compare the front end's hand-written
// shapes with the OpenAPI document's schemas.
export function interfaceFields(source) {
  const result = new Map();
  for (const m of source.matchAll(/export interface (\w+)(?: extends (\w+))? \{/g)) {
    const fields = m[2] ? [...(result.get(m[2]) ?? [])] : [];
    let depth = 1;
    let line = "";
    // A field's name is read when its line ends at depth 1, or when its type opens a nested block.
    const take = () => {
      const field = /^\s*(\w+)\??:/.exec(line);
      if (field) fields.push(field[1]);
      line = "";
    };
    for (let i = m.index + m[0].length; i < source.length && depth > 0; i++) {
      const c = source[i];
      if (c === "{" && ++depth === 2) take();
      else if (c === "}") depth--;
      else if (c === "\n" && depth === 1) take();
      else if (depth === 1) line += c;
    }
    result.set(m[1], fields);
  }
  return result;
}
