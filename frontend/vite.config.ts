import { defineConfig } from "vite";

// Output goes to dist/, which nginx serves (packaging/run.sh). No inline
// scripts: the CSP allows scripts only from 'self'.
export default defineConfig({
  base: "./",
  esbuild: { jsx: "automatic", jsxImportSource: "preact" },
  build: { outDir: "dist", emptyOutDir: true, modulePreload: { polyfill: false }, target: "es2022" },
});
