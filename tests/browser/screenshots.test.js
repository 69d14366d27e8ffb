// The screenshots section (#/screenshots) in a real browser against the real
// stack: a template made in the editor, two captures by the backend's own
// Chromium of a page this test serves (reached through the allowlist under
// the name "localhost"), the preview of frame and callouts, the diff of the
// last two captures, an upload rendered after the template, the caption
// check, and the section gone with FEATURE_SCREENSHOTS=false.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { shoot } from "./support/browser.js";
import { openApp } from "./support/session.js";
import { Stack } from "./support/stack.js";

const STEP = { timeout: 300_000 };
const CAPTURE_TIMEOUT = 120_000;

// The page the captures take: a blue box the test moves between captures.
let boxLeft = 100;
const site = createServer((req, res) => {
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
  res.end(`<!doctype html><body style="margin:0;background:#fff">
<div style="position:absolute;left:${boxLeft}px;top:50px;width:200px;height:100px;background:#00f"></div></body>`);
});
await new Promise((done) => site.listen(0, "127.0.0.1", done));
const pageUrl = `http://localhost:${site.address().port}/page`;

const SETTINGS = { PROOFREADER_SECTIONS: "screenshots", PROOFREADER_ENGINES: "example-engine", PROOFREADER_FETCH_ALLOWLIST: "localhost" };
const stack = await Stack.create();
const scratch = mkdtempSync(join(tmpdir(), "proofreader-shots-"));
let opened;
let page;
let seen;
let app;

// The natural width of a loaded image, once it has loaded.
async function loadedWidth(selector) {
  const handle = await page.waitForFunction((s) => {
    const img = document.querySelector(s);
    return img && img.complete && img.naturalWidth > 0 && img.naturalWidth;
  }, selector, { timeout: 30_000 });
  return handle.jsonValue();
}

async function captureAndWait(version) {
  await page.locator("[data-shot-capture]").click();
  await app.expectShown(`[data-shot-gallery] li[data-version="${version}"]`, CAPTURE_TIMEOUT);
}

describe("screenshots section", () => {
  before(async () => {
    opened = await openApp(stack, SETTINGS);
    ({ page, seen, app } = opened);
  }, { timeout: 20 * 60_000 });

  after(async () => {
    await opened?.close();
    site.close();
    rmSync(scratch, { recursive: true, force: true });
  }, { timeout: 120_000 });

  it("makes a template, captures twice, shows preview and diff, renders an upload and checks a caption", STEP, async () => {
    await app.login();
    await page.waitForURL(/#\/check$/);
    await page.locator("nav [data-menu=screenshots]").click();
    await app.expectShown("[data-shot-form]");

    const form = page.locator("[data-shot-form]");
    await form.locator("input[name=name]").fill("Синяя коробка");
    await form.locator("input[name=url]").fill(pageUrl);
    await form.locator("input[name=viewport_width]").fill("400");
    await form.locator("input[name=viewport_height]").fill("300");
    await form.locator("input[name=border_width]").fill("4");
    await form.locator("textarea[name=callouts]").fill("0.5; 0.5; Коробка");
    await form.getByRole("button", { name: /Сохранить|Save/ }).click();
    await page.waitForURL(/#\/screenshots\/\d+$/);
    const id = page.url().match(/#\/screenshots\/(\d+)$/)[1];

    await captureAndWait(1);
    assert.equal(await page.locator("[data-shot-progress] [data-stage]").getAttribute("data-stage"), "done");
    assert.match(await page.locator("[data-shot-progress]").innerText(), /готово/);
    // The preview: the last capture (400 px) with the template's 4 px border.
    assert.equal(await loadedWidth("[data-shot-preview] img"), 408);

    boxLeft = 160;
    await captureAndWait(2);
    await app.expectShown("[data-shot-diff]");
    assert.match(await page.locator("[data-changed-share]").innerText(), /^[0-9.]+ %$/);
    assert.notEqual(await page.locator("[data-changed-share]").innerText(), "0.0 %");
    assert.equal(await loadedWidth("[data-shot-diff-image]"), 400);
    await shoot(page, "screenshots-template");

    // An upload rendered after the template: the first capture, framed.
    const captures = await (await page.request.get(`${stack.baseUrl}/api/screenshot-templates/${id}/captures`)).json();
    const raw = await page.request.get(stack.baseUrl + captures.captures[1].raw_url);
    assert.equal(raw.headers()["content-type"], "image/png");
    const upload = join(scratch, "upload.png");
    writeFileSync(upload, await raw.body());
    await page.locator("[data-shot-render] input[name=file]").setInputFiles(upload);
    await page.locator("[data-shot-render] button").click();
    await app.expectShown("[data-shot-rendered] img");
    assert.equal(await loadedWidth("[data-shot-rendered] img"), 408);

    await page.locator("[data-shot-caption] input[name=title]").fill("Окно FIXME");
    await page.locator("[data-shot-caption] input[name=n]").fill("2");
    await page.locator("[data-shot-caption] button").click();
    await app.expectShown("[data-remark-count]");
    assert.equal(await page.locator("[data-caption]").innerText(), "Рисунок 2 — Окно FIXME");
    assert.equal(await page.locator("[data-remark-count]").getAttribute("data-remark-count"), "1");

    // The list shows what changed in each template's last capture.
    await app.open("#/screenshots", "[data-shot-templates]");
    const changed = await page.locator("[data-shot-templates] td[data-changed]").getAttribute("data-changed");
    assert.ok(Number(changed) > 0, changed);
    await shoot(page, "screenshots-list");
  });

  it("saw no console errors, CSP violations or server errors", () => {
    assert.deepEqual(seen.errors, []);
    assert.deepEqual(seen.csp, []);
    assert.deepEqual(seen.responses.filter((r) => r.status >= 500), []);
  });

  it("drops the menu item and the screen when FEATURE_SCREENSHOTS=false", STEP, async () => {
    await stack.start({ ...SETTINGS, FEATURE_SCREENSHOTS: "false" });
    await app.expectSectionOff("screenshots", "[data-shot-form]");
    const api = await page.request.get(`${stack.baseUrl}/api/screenshot-templates`);
    assert.equal(api.status(), 404);
  });
});
