// Launches Debian's chromium through playwright-core and opens pages that
// record every console error, uncaught exception and CSP violation.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

export const outputDir = process.env.BROWSER_TEST_OUTPUT ?? fileURLToPath(new URL("../output", import.meta.url));

export async function launch() {
  const profile = mkdtempSync(join(tmpdir(), "proofreader-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    acceptDownloads: true,
    viewport: { width: 1280, height: 900 },
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  mkdirSync(outputDir, { recursive: true });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

// Problems seen on a page. Chromium logs refused HTTP answers (401 before
// login, 404 of a feature the backend lacks) as "Failed to load resource";
// those are checked through `responses` instead, so they are kept apart.
export function watch(page) {
  const seen = { errors: [], csp: [], responses: [] };
  page.on("pageerror", (e) => seen.errors.push("exception: " + e.message));
  page.on("console", (m) => {
    if (m.type() !== "error") return;
    const text = m.text();
    if (/Content Security Policy|CSP violation/i.test(text)) seen.csp.push(text);
    else if (!text.startsWith("Failed to load resource")) seen.errors.push("console: " + text);
  });
  page.on("response", (r) => seen.responses.push({ url: r.url(), status: r.status() }));
  // Runs before the page's own scripts (init scripts are not subject to the
  // CSP) and reports violations of any directive, not only script ones.
  page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return seen;
}

export async function shoot(page, name) {
  await page.screenshot({ path: join(outputDir, name + ".png"), fullPage: true });
}
