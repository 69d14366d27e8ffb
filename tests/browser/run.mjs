// Runs the browser test files one after another (or those named on the
// command line). Each file starts its own stack through packaging/run.sh,
// which builds the front end into one frontend/dist: two at once would race
// there, and `node --test` runs files side by side on a machine with more
// than two cores (Node 18 has no --test-concurrency to say otherwise).
import { readdirSync } from "node:fs";
import { dirname } from "node:path";
import { run } from "node:test";
import { tap } from "node:test/reporters";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const named = process.argv.slice(2);
const files = (named.length ? named : readdirSync(here).filter((f) => f.endsWith(".test.js")).sort()).map(
  (f) => (f.startsWith("/") ? f : `${here}/${f}`),
);
const stream = run({ files, concurrency: 1 });
stream.on("test:fail", () => (process.exitCode = 1));
stream.compose(tap).pipe(process.stdout);
