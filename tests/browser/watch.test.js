// #/watch in a real browser against the real stack: a group with its pages
// (add, edit, remove, import a list of URLs), "Run now" with live progress,
// the run history and a run's rows, and the diff of a changed page with the
// remarks on its new text only. The watched site is a local Node server that
// the backend reaches through PROOFREADER_FETCH_ALLOWLIST; its pages change
// between runs. Last, FEATURE_WATCH=false takes the menu item and the routes away.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { shoot } from "./support/browser.js";
import { serve } from "./support/localServer.js";
import { openApp } from "./support/session.js";
import { Stack } from "./support/stack.js";

const STEP = { timeout: 180_000 };
// Each answer waits a moment and the backend fetches one page at a time, so
// that a run lasts long enough for its progress to be seen page by page.
const ANSWER_DELAY_MS = 500;
const watchEnv = (on) => ({
  PROOFREADER_SECTIONS: "watch",
  FEATURE_WATCH: String(on),
  PROOFREADER_FETCH_ALLOWLIST: "127.0.0.1",
  WATCH_HOST_CONCURRENCY: "1",
  WATCH_HOST_DELAY_MS: "0",
});

// The unchanged paragraph has a mistake of its own (a space before a comma):
// it was there before, so the diff must not show a remark on it.
const KEPT = "Если Вы хотите сохранить файл , нажмите кнопку «Сохранить».";
const BEFORE = "Настройка выполняется в два этапа: сначала задаются параметры, затем они проверяются.";
const AFTER = "Настройка выполняется в два этапа - сначала задаются параметры,затем они проверяются.";
const pages = {
  "/guide": `<h1>Руководство</h1><p>${KEPT}</p><p>${BEFORE}</p>`,
  "/news": "<h1>Новости</h1><p>Первая запись.</p>",
  "/faq": "<h1>Вопросы</h1><p>Ответы на частые вопросы.</p>",
  "/about": "<h1>О проекте</h1><p>Сведения о проекте.</p>",
};
const html = (body) => `<!doctype html><html><head><meta charset="utf-8"></head><body>${body}</body></html>`;

const site = await serve((request, response) => {
  const body = pages[request.url];
  setTimeout(() => {
    response.writeHead(body ? 200 : 404, { "Content-Type": "text/html; charset=utf-8" });
    response.end(body ? html(body) : "no");
  }, ANSWER_DELAY_MS);
});
const stack = await Stack.create();
let opened;
let page;
let seen;
let app;
let groupId;
let left; // the group's pages once the first case is done

// The latest diff of a page once its check is done (GET /api/watch/pages/{id}/diff).
async function remarksOf(pageId) {
  for (let i = 0; i < 240; i++) {
    const diff = await (await page.request.get(`${stack.baseUrl}/api/watch/pages/${pageId}/diff`)).json();
    if (diff.remarks_status !== "pending") return diff.blocks;
    await new Promise((done) => setTimeout(done, 500));
  }
  assert.fail("the check of the snapshot did not finish");
}

// Clicks "Run now" and returns every progress value the screen showed until
// the run ended, with the pages listed as done.
async function runNow() {
  await page.evaluate(() => {
    window.__progress = [];
    new MutationObserver(() => {
      const bar = document.querySelector("[data-watch-progress] progress");
      if (bar && bar.value !== window.__progress.at(-1)) window.__progress.push(bar.value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.locator("[data-watch-run]").click();
  await page.locator("[data-watch-progress] a[href^='#/watch/run/']").waitFor({ timeout: 60_000 });
  const outcomes = await page.locator("[data-watch-progress] li").evaluateAll((els) => els.map((e) => e.dataset.outcome));
  return { progress: await page.evaluate(() => window.__progress), outcomes };
}

describe("#/watch", () => {
  before(async () => {
    opened = await openApp(stack, watchEnv(true));
    ({ page, seen, app } = opened);
    page.on("dialog", (d) => d.accept()); // the screens confirm() a delete
  }, { timeout: 20 * 60_000 });

  after(async () => {
    await opened?.close();
    await site.close();
  }, { timeout: 120_000 });

  it("creates a group, adds, edits and removes pages and imports a list of URLs", STEP, async () => {
    await app.login();
    await page.waitForURL(/#\/check$/);
    await page.locator("nav [data-menu=watch]").click();
    await page.getByText("Групп пока нет.").waitFor();
    const form = page.locator("[data-watch-group-form]");
    await form.locator("input[name=name]").fill("Документация");
    await form.locator("input[name=description]").fill("наш портал");
    await form.locator("select[name=schedule]").selectOption("manual");
    await form.getByRole("button", { name: "Сохранить" }).click();
    await page.waitForURL(/#\/watch\/group\/\d+$/);
    groupId = Number(page.url().match(/group\/(\d+)$/)[1]);
    await page.getByText("Страниц в группе нет.").waitFor();

    // Add one page by the form, then edit its title.
    const add = page.locator("main > [data-watch-page-form], main form[data-watch-page-form]").last();
    await add.locator("input[name=url]").fill(site.url("/guide"));
    await add.locator("input[name=title]").fill("Руководство");
    await add.getByRole("button", { name: "Сохранить" }).click();
    const rows = page.locator("[data-watch-pages] tbody tr");
    await rows.first().waitFor();
    assert.equal(await rows.count(), 1);
    await rows.first().getByRole("button", { name: "Изменить", exact: true }).click();
    const edit = rows.first().locator("[data-watch-page-form]");
    await edit.locator("input[name=title]").fill("Руководство пользователя");
    await edit.getByRole("button", { name: "Сохранить" }).click();
    await rows.first().getByText("Руководство пользователя").waitFor();
    const stored = await (await page.request.get(`${stack.baseUrl}/api/watch/groups/${groupId}`)).json();
    assert.deepEqual(stored.pages.map((p) => [p.url, p.title]), [[site.url("/guide"), "Руководство пользователя"]]);

    // Import: two new pages with a title, a comment, a page already there and
    // an address the fetch rules refuse (reported with its line).
    await page.locator("textarea[name=import]").fill(
      [`${site.url("/news")} Новости`, "# комментарий", site.url("/faq"), site.url("/guide"), "http://169.254.169.254/latest", site.url("/about")].join("\n"),
    );
    await page.locator("[data-watch-import]").click();
    const report = page.locator("pre").filter({ hasText: "добавлено" });
    await report.waitFor();
    const text = await report.innerText();
    assert.match(text, /добавлено: 3, уже были: 1/);
    assert.match(text, /5: http:\/\/169\.254\.169\.254\/latest — /);
    await page.locator("[data-watch-pages] tbody tr").nth(3).waitFor();
    assert.equal(await rows.count(), 4);
    assert.ok(await rows.filter({ hasText: "Новости" }).count());

    // Remove /about; the group keeps three pages.
    await rows.filter({ hasText: site.url("/about") }).getByRole("button", { name: "Удалить", exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll("[data-watch-pages] tbody tr").length === 3);
    left = (await (await page.request.get(`${stack.baseUrl}/api/watch/pages?group_id=${groupId}`)).json()).pages;
    assert.deepEqual(left.map((p) => new URL(p.url).pathname).sort(), ["/faq", "/guide", "/news"]);
    await shoot(page, "watch-group");
  });

  it("runs the group now with live progress and lists the run", STEP, async () => {
    const { progress, outcomes } = await runNow();
    // Live: the bar moved through values between none and all done.
    assert.ok(progress.some((v) => v > 0 && v < 3), `progress seen: ${JSON.stringify(progress)}`);
    assert.equal(progress.at(-1), 3);
    assert.deepEqual(outcomes, ["new", "new", "new"]);
    const history = page.locator("[data-watch-runs] tbody tr");
    await history.first().waitFor();
    assert.equal(await history.count(), 1);
    assert.match(await history.first().innerText(), /завершён/);

    await history.first().locator("a").click();
    await app.expectShown("[data-watch-run-rows]");
    const rowOutcomes = await page.locator("[data-watch-run-rows] tbody tr").evaluateAll((els) => els.map((e) => e.dataset.outcome));
    assert.deepEqual(rowOutcomes, ["new", "new", "new"]);
    assert.match(await page.locator("[data-watch-run-rows] tbody tr").first().innerText(), /200/);

    // The first check of /guide found the mistake in the paragraph that will
    // stay: so its absence from the later diff means something.
    const guide = left.find((p) => p.url.endsWith("/guide"));
    const first = await remarksOf(guide.id);
    assert.ok(first.some((b) => (b.to_text ?? "").includes("сохранить файл") && b.remarks.length > 0), JSON.stringify(first));
  });

  it("shows a changed page's diff with the remarks on its new text only", STEP, async () => {
    pages["/guide"] = `<h1>Руководство</h1><p>${KEPT}</p><p>${AFTER}</p>`;
    await app.open(`#/watch/group/${groupId}`, "[data-watch-run]");
    const { outcomes } = await runNow();
    assert.deepEqual(outcomes.sort(), ["changed", "unchanged", "unchanged"]);
    await page.locator("[data-watch-runs] tbody tr").nth(1).waitFor();
    assert.equal(await page.locator("[data-watch-runs] tbody tr").count(), 2);

    await page.locator("[data-watch-runs] tbody tr").first().locator("a").click();
    await app.expectShown("[data-watch-run-rows]");
    const changed = page.locator("[data-watch-run-rows] tbody tr[data-outcome=changed]");
    assert.equal(await changed.count(), 1);
    await changed.getByRole("link", { name: "Изменения" }).click();
    await app.expectShown("[data-watch-diff]");
    // The check of the new text may still run; the screen looks again.
    await page.waitForFunction(() => !(document.querySelector("[data-watch-diff-summary]")?.textContent ?? "проверяется").includes("проверяется"), null, { timeout: 120_000 });

    const blocks = await page.locator("[data-watch-diff] [data-op]").evaluateAll((els) =>
      els.map((e) => ({
        op: e.dataset.op,
        inserted: [...e.querySelectorAll("ins")].map((i) => i.textContent).join(" "),
        remarks: [...e.querySelectorAll("[data-watch-remarks] mark")].map((m) => m.textContent),
      })),
    );
    assert.deepEqual(blocks.map((b) => b.op), ["equal", "equal", "changed"], JSON.stringify(blocks));
    const [heading, kept, edited] = blocks;
    assert.match(edited.inserted, /-/);
    assert.ok(edited.remarks.length > 0, "no remark on the new text");
    for (const fragment of edited.remarks) assert.ok(AFTER.includes(fragment), fragment);
    assert.deepEqual([heading.remarks, kept.remarks], [[], []]);
    const summary = await page.locator("[data-watch-diff-summary]").innerText();
    assert.match(summary, new RegExp(`новых замечаний: ${edited.remarks.length}\\b`));
    await shoot(page, "watch-diff");

    // Side by side: before on the left, after with the remarks on the right.
    await page.getByLabel("рядом").check();
    const side = page.locator("table[data-watch-diff] tr[data-op=changed] td");
    assert.match(await side.nth(0).innerText(), /этапа: сначала задаются параметры, затем/);
    assert.equal(await side.nth(1).locator("[data-watch-remarks] li").count(), edited.remarks.length);
    assert.deepEqual(seen.errors, []);
    assert.deepEqual(seen.csp, []);
  });

  it("with FEATURE_WATCH=false has no menu item and /api/watch answers 404", { timeout: 10 * 60_000 }, async () => {
    await stack.start(watchEnv(false));
    await app.expectSectionOff("watch", "[data-watch-groups], [data-watch-group-form]");
    for (const path of ["/api/watch/groups", "/api/watch/status", "/api/watch/runs"]) {
      const r = await page.request.get(stack.baseUrl + path);
      assert.equal(r.status(), 404, path);
    }
    const config = await (await page.request.get(stack.baseUrl + "/api/config")).json();
    assert.ok(!config.menu.some((m) => m.id === "watch"));
  });
});
