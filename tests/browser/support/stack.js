// Starts and stops the whole local stack (grammar server, backend, nginx)
// through packaging/run.sh, on free ports and a temporary data directory.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

export class Stack {
  // extraEnv: settings for this run, e.g. { PROOFREADER_SECTIONS: "example" }.
  static async create() {
    const stack = new Stack();
    stack.dataDir = mkdtempSync(join(tmpdir(), "proofreader-browser-"));
    stack.adminPassword = "browser-test-" + Math.random().toString(36).slice(2, 10);
    stack.ports = { web: await freePort(), backend: await freePort(), grammar: await freePort() };
    return stack;
  }

  get baseUrl() {
    return `http://127.0.0.1:${this.ports.web}`;
  }

  env(extra) {
    return {
      ...process.env,
      PROOFREADER_DATA_DIR: this.dataDir,
      PROOFREADER_PORT: String(this.ports.web),
      PROOFREADER_BACKEND_PORT: String(this.ports.backend),
      PROOFREADER_GRAMMAR_PORT: String(this.ports.grammar),
      PROOFREADER_BUILD_DIR: process.env.PROOFREADER_BUILD_DIR ?? join(repoRoot, "build/test"),
      PROOFREADER_ADMIN_PASSWORD: this.adminPassword,
      ...extra,
    };
  }

  // (Re)starts everything with these settings; run.sh stops what runs first.
  async start(extra = {}) {
    this.extra = extra;
    try {
      await run(join(repoRoot, "packaging/run.sh"), [], { env: this.env(extra), timeout: 15 * 60_000, maxBuffer: 64 << 20 });
    } catch (e) {
      throw new Error(`packaging/run.sh failed: ${e.message}\n${e.stdout ?? ""}\n${e.stderr ?? ""}`);
    }
  }

  // Whether the running backend process has mapped a shared library whose
  // file name is `library` (e.g. "libdocuments.so"): a section switched off
  // must never be opened.
  backendHasMapped(library) {
    const pid = readFileSync(join(this.dataDir, "run/backend.pid"), "utf8").trim();
    return readFileSync(`/proc/${pid}/maps`, "utf8")
      .split("\n")
      .some((line) => line.endsWith("/" + library));
  }

  async stop({ remove = true } = {}) {
    await run(join(repoRoot, "packaging/run.sh"), ["stop"], { env: this.env(this.extra ?? {}), timeout: 60_000 }).catch(() => {});
    if (remove) rmSync(this.dataDir, { recursive: true, force: true });
  }
}
