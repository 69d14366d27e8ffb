// Builds the app into dist/ with esbuild (runs on Debian 12's Node.js 18):
// src/main.tsx and everything it imports → dist/assets/*-HASH.js (screens
// loaded through import() become their own chunks) and the CSS it imports →
// dist/assets/main-HASH.css; index.html gets those two names. No inline
// scripts: the CSP allows scripts only from 'self'.
// The interactive API reference (/api/docs, /api/redoc, served by the backend
// when PROOFREADER_DOCS=true) loads Swagger UI and ReDoc from dist/docs/,
// copied here from their npm packages with docs/swagger-init.js.
//   node build.mjs          build once
// A new screen needs nothing here: import it from src/app.tsx (statically, or
// lazily through import() to get its own chunk).
import { build } from "esbuild";
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, "dist");
rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

const result = await build({
  absWorkingDir: here,
  entryPoints: ["src/main.tsx"],
  outdir: join(dist, "assets"),
  entryNames: "[name]-[hash]",
  chunkNames: "[name]-[hash]",
  assetNames: "[name]-[hash]",
  bundle: true,
  splitting: true,
  format: "esm",
  target: "es2022",
  jsx: "automatic",
  jsxImportSource: "preact",
  minify: true,
  legalComments: "none",
  metafile: true,
  logLevel: "warning",
});

const [entryJs, entry] = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint === "src/main.tsx");
const asset = (path) => "./assets/" + basename(path);
// The chunks main imports statically are preloaded: they are part of the first load.
const head = [
  `<script type="module" src="${asset(entryJs)}"></script>`,
  ...entry.imports.filter((i) => i.kind === "import-statement").map((i) => `<link rel="modulepreload" href="${asset(i.path)}" />`),
];
if (entry.cssBundle) head.push(`<link rel="stylesheet" href="${asset(entry.cssBundle)}" />`);
const html = readFileSync(join(here, "index.html"), "utf8").replace(
  /\s*<script type="module" src="\/src\/main.tsx"><\/script>/,
  "",
);
writeFileSync(join(dist, "index.html"), html.replace("  </head>", head.map((line) => `    ${line}\n`).join("") + "  </head>"));

const docs = join(dist, "docs");
mkdirSync(docs);
for (const file of [
  "node_modules/swagger-ui-dist/swagger-ui-bundle.js",
  "node_modules/swagger-ui-dist/swagger-ui.css",
  "docs/swagger-init.js",
])
  copyFileSync(join(here, file), join(docs, basename(file)));
// ReDoc's sidebar shows its maker's logo from their CDN: nothing may load from
// another site, so the bundle gets an empty image instead.
const redocLogo = 'src:"https://cdn.redoc.ly/redoc/logo-mini.svg"';
const redoc = readFileSync(join(here, "node_modules/redoc/bundles/redoc.standalone.js"), "utf8");
if (!redoc.includes(redocLogo)) throw new Error("redoc.standalone.js: the logo address to replace is gone; check what it loads now");
writeFileSync(join(docs, "redoc.standalone.js"), redoc.replace(redocLogo, 'src:"data:,"'));
