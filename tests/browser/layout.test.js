// Issue 37, items 9 and 12 and the layout: the rules screen (#/rules) with
// its live test and the server's refusals; the documents page at 1400 px
// (a file kind, not a MIME type; a version's actions in one row), an upload
// sent only on «Загрузить» so the comment typed after choosing goes with it;
// the history's one button, which opens the saved report without asking
// /api/jobs for a history id; Russian sizes, the user's name and one product
// name in the header and the tab title; and every screen at 1280×800 and
// 1920×1080 without sideways scrolling (page and element boxes, with a
// screenshot of each in output/) and without a Latin-only word in the
// Russian interface outside the allowlist of product and format names.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { shoot } from "./support/browser.js";
import { openApp } from "./support/session.js";
import { Stack } from "./support/stack.js";

const STEP = { timeout: 180_000 };
const ALL_SECTIONS = { PROOFREADER_SECTIONS: "documents,api,watch,screenshots" };
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];
// Names a Russian interface writes in Latin letters: formats, protocols and
// their header names, products, and the administrator's login. Single letters
// (keys j/k, x/y) and tokens after @ { # / (placeholders, selectors) are not words.
const LATIN_ALLOWED = new Set([
  "API", "DOCX", "TXT", "MD", "HTML", "PDF", "XLSX", "YAML", "JSON", "PNG", "JPEG", "URL", "SSO", "HTTP", "HTTPS", "zip", "diff",
  "OpenAPI", "Swagger", "Markdown", "LanguageTool", "LibreOffice", "Chromium", "Word", "Authorization", "Bearer", "admin",
]);
// A file with typography errors, of about 5.8 KB.
const LINE = "Сервер записывает журнал , и  ждёт запросов.\n\n";
const REPEAT = Math.round((5.8 * 1024) / Buffer.byteLength(LINE));
const MEMO = LINE.repeat(REPEAT);
const MEMO_NAME = "Памятка.txt";

const stack = await Stack.create();
let browser;
let page;
let seen;
let app;

const open = (route, ready) => app.open(route, ready);

// Visible text of the page outside code samples, user data marked as
// another language, and form values: each Latin-only word not allowed.
function latinWords() {
  return page.evaluate((allowed) => {
    const skip = (el) => el.closest("code, pre, [lang]:not([lang=ru]), .snippet, .rule-sample, [data-file], [data-file-details] h2, .document");
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const words = new Set();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || skip(el) || !el.checkVisibility?.() || ["SCRIPT", "STYLE", "OPTION"].includes(el.tagName)) continue;
      for (const w of node.textContent.match(/(?<![\p{L}\d_.@{#/-])[A-Za-z][A-Za-z-]*(?![\p{L}\d_./-])/gu) ?? [])
        if (!allowed.includes(w) && w.length > 1) words.add(w);
    }
    return [...words];
  }, [...LATIN_ALLOWED]);
}

// The page and every element of it within the window's width.
function overflow() {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const page = document.scrollingElement.scrollWidth;
    const wide = [...document.querySelectorAll("main *, header *")]
      .filter((e) => e.checkVisibility?.() && e.getBoundingClientRect().right > width + 1)
      .map((e) => e.tagName.toLowerCase() + (e.className ? "." + String(e.className).split(" ").join(".") : ""));
    const scrolled = [...document.querySelectorAll(".table-wrap")]
      .filter((e) => e.checkVisibility?.() && e.scrollWidth > e.clientWidth + 1)
      .map((e) => (e.closest("[data-file-details]") ? "versions table" : "table"));
    return { width, page, wide: wide.slice(0, 5), scrolled };
  });
}

describe("issue 37: rules screen, documents, history, names, layout", () => {
  before(async () => {
    ({ browser, page, seen, app } = await openApp(stack, ALL_SECTIONS));
    await app.login();
    await page.waitForURL(/#\/check$/);
  }, { timeout: 20 * 60_000 });

  after(async () => {
    await browser?.close();
    await stack.stop();
  }, { timeout: 120_000 });

  it("#/rules: the live test shows matches as the pattern is typed; a bad, slow or general one is explained", STEP, async () => {
    await page.locator("nav [data-menu=rules]").click();
    await page.waitForURL(/#\/rules$/);
    const pattern = page.getByLabel(/^Шаблон/);
    const problem = page.locator("[data-rule-problem]");
    const add = page.getByRole("button", { name: "Добавить правило" });
    for (const [typed, says] of [
      ["ab[c", /не компилируется, позиция 4/],
      ["(а+)+$", /слишком медленный/],
      ["x*", /пустой строкой/],
      ["\\w+", /слишком общий/],
    ]) {
      await pattern.fill(typed);
      await problem.filter({ hasText: says }).waitFor();
      assert.ok(await add.isDisabled(), typed);
    }
    await pattern.fill("\\bТЗ\\b");
    await page.locator('[data-rule-matches="2"]').waitFor();
    assert.deepEqual(await page.locator(".rule-sample mark").allInnerTexts(), ["ТЗ", "ТЗ"]);
    await page.getByLabel(/^Замечание$/).fill("Расшифруйте сокращение");
    await page.getByLabel(/^Исправление$/).fill("техническое задание");
    await add.click();
    const row = page.locator("tr[data-rule]").filter({ hasText: "Расшифруйте сокращение" });
    await row.waitFor();
    assert.equal(await row.getAttribute("data-rule"), "\\bТЗ\\b");
    assert.match(await row.innerText(), /Расшифруйте сокращение/);
    const saved = await (await page.request.get(`${stack.baseUrl}/api/rules`)).json();
    assert.equal(saved.items.length, 1);
    await shoot(page, "rules");
    page.once("dialog", (d) => d.accept());
    await row.getByRole("button", { name: "Удалить" }).click();
    await page.getByText("Своих правил пока нет.").waitFor();
  });

  it("#/documents: the upload waits for «Загрузить», so a comment typed after choosing is kept", STEP, async () => {
    await page.locator("nav [data-menu=documents]").click();
    await app.expectShown(".documents .folder-tree");
    const posts = [];
    page.on("request", (r) => r.method() === "POST" && r.url().endsWith("/api/repo/files") && posts.push(r.url()));
    await page.locator("input[name=file]").setInputFiles({ name: MEMO_NAME, mimeType: "text/plain", buffer: Buffer.from(MEMO) });
    await page.locator("[data-chosen]").filter({ hasText: MEMO_NAME }).waitFor();
    await page.waitForTimeout(1000);
    assert.deepEqual(posts, [], "the file was sent when it was chosen");
    await page.getByLabel(/^Комментарий$/).fill("набран после выбора");
    await page.getByRole("button", { name: "Загрузить" }).click();
    await page.getByRole("status").filter({ hasText: /загружена версия 1/ }).waitFor();
    assert.equal(posts.length, 1);
    const file = page.locator(`tr[data-file="${MEMO_NAME}"]`);
    await file.getByRole("button").click();
    const version = page.locator(`[data-file-details="${MEMO_NAME}"] tr[data-version="1"]`);
    await version.waitFor();
    assert.match(await version.innerText(), /набран после выбора/);
  });

  it("#/documents fits 1400 px: a file kind, Russian sizes, a version's actions in one row", STEP, async () => {
    await page.setViewportSize({ width: 1400, height: 900 });
    const version = page.locator(`[data-file-details="${MEMO_NAME}"] tr[data-version="1"]`);
    await version.getByRole("button", { name: "Проверить эту версию" }).click();
    await page.waitForURL(/#\/review\/[0-9a-f]{32}$/, { timeout: 120_000 });
    await open("#/documents", ".documents .folder-tree");
    await page.locator(`tr[data-file="${MEMO_NAME}"]`).getByRole("button").click();
    await version.locator("[data-version-more]").waitFor({ timeout: 60_000 });

    const cells = await version.locator("td").allInnerTexts();
    assert.equal(cells[2], "TXT", "the kind of the file, not its MIME type");
    assert.equal(Buffer.byteLength(MEMO) / 1024 >= 5.75 && Buffer.byteLength(MEMO) / 1024 < 5.85, true);
    assert.equal(cells[1], "5,8\u00a0КБ");
    assert.equal(await page.locator(`tr[data-file="${MEMO_NAME}"] td`).nth(2).innerText(), "5,8\u00a0КБ");
    assert.doesNotMatch(await page.locator("main").innerText(), /text\/plain|KB\b/);

    const tops = await version.locator(".actions.compact > *").evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    assert.ok(tops.length >= 3 && new Set(tops).size === 1, `the actions are not one row: ${tops}`);
    await shoot(page, "documents-1400");
    const layout = await overflow();
    assert.equal(layout.page <= layout.width, true, JSON.stringify(layout));
    assert.deepEqual(layout.scrolled, [], JSON.stringify(layout));

    await version.locator("[data-version-more]").click();
    const more = page.locator(`[data-file-details="${MEMO_NAME}"] tr[data-version-actions="1"]`);
    await more.locator("[data-save-corrected]").waitFor();
    assert.ok(await more.getByRole("button", { name: /^(Исправленный файл|Разница \(diff\))$/ }).count() === 2);
    const opened = await overflow();
    assert.ok(opened.page <= opened.width && opened.scrolled.length === 0, JSON.stringify(opened));
    await shoot(page, "documents-1400-more");
  });

  it("#/history: one button opens the saved report, and /api/jobs is not asked for a history id", STEP, async () => {
    await open("#/history", "main table");
    const row = page.locator("main tbody tr").first();
    const opens = row.locator("a, button").filter({ hasNotText: "Удалить" });
    assert.equal(await opens.count(), 1, await row.innerHTML());
    const before = seen.responses.length;
    await opens.click();
    await page.waitForURL(/#\/review\/\d+$/);
    await page.locator(".document").first().waitFor();
    const asked = seen.responses.slice(before).filter((r) => /\/api\/jobs\/[^/]+\/report/.test(r.url));
    assert.deepEqual(asked, [], "a history id was sent to /api/jobs");
    assert.ok(seen.responses.slice(before).every((r) => r.status < 400), JSON.stringify(seen.responses.slice(before).filter((r) => r.status >= 400)));
  });

  it("says one product name in the header and the tab title, and the user by their Russian name", STEP, async () => {
    await open("#/guides", "#extract-title");
    assert.equal(await page.locator("header .brand").innerText(), "Корректор");
    assert.match(await page.title(), / — Корректор$/);
    assert.equal(await page.locator('header a[href="#/profile"]').innerText(), "Администратор");
  });

  it("shows every screen at 1280×800 and 1920×1080 with no sideways scrolling and no stray English", STEP, async () => {
    const history = await (await page.request.get(`${stack.baseUrl}/api/checks/history?page=1&per_page=1`)).json();
    const screens = {
      check: "#/check",
      review: `#/review/${history.items[0].id}`,
      recent: "#/review",
      guides: "#/guides",
      rules: "#/rules",
      history: "#/history",
      insights: "#/insights",
      profile: "#/profile",
      users: "#/users",
      settings: "#/settings",
      documents: "#/documents",
      api: "#/api",
      watch: "#/watch",
      screenshots: "#/screenshots",
    };
    const problems = [];
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const [name, route] of Object.entries(screens)) {
        await open(route, "main h1");
        await page.waitForFunction(() => !document.querySelector("main")?.innerText.includes("Загрузка…"), null, { timeout: 30_000 });
        await page.waitForTimeout(200);
        const layout = await overflow();
        if (layout.page > layout.width || layout.wide.length) problems.push(`${name} at ${size.width}: ${JSON.stringify(layout)}`);
        const latin = await latinWords();
        if (latin.length) problems.push(`${name} at ${size.width}: Latin words ${latin.join(", ")}`);
        await shoot(page, `layout-${name}-${size.width}`);
      }
    }
    assert.deepEqual(problems, []);
  });

  it("had no console errors, CSP violations or server errors", STEP, async () => {
    assert.deepEqual(seen.errors, []);
    assert.deepEqual(seen.csp, []);
    assert.deepEqual(seen.responses.filter((r) => r.status >= 500), []);
  });
});
