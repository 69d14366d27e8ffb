// The check's text looks like the document (issue 37, item 8): an uploaded
// Markdown file's heading, bold words, list and table are drawn as a heading,
// <strong>, a list and a real <table>, with the remarks' marks over them — one
// inside a table cell, and one that crosses the end of a bold phrase and is
// still marked whole (in two pieces, one bold). The same on the report.
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { outputDir, shoot } from "./support/browser.js";
import { openApp } from "./support/session.js";
import { Stack } from "./support/stack.js";

const STEP = { timeout: 180_000 };
// The style engine marks the space before each comma (one of them in a table
// cell); the writer's own rule marks «важные настройки», whose first word is bold.
const DOCUMENT = [
  "## Настройка",
  "Сначала **проверьте важные** настройки , затем сохраните.",
  "- первый пункт\n- второй пункт",
  "| Параметр | Значение |\n|---|---|\n| порт | Войдите администратором , затем выйдите. |",
].join("\n\n");
const CROSSING = "важные настройки";

const stack = await Stack.create();
let browser;
let page;
let app;

// What the text pane shows: the parts the test asserts on.
async function expectLayout(report) {
  const pane = page.locator(".document");
  assert.equal(await pane.locator("h3.block").first().textContent(), "Настройка");
  // The bold phrase, cut where the crossing remark starts.
  assert.equal((await pane.locator("p.block strong").allTextContents()).join(""), "проверьте важные");
  assert.deepEqual(await pane.locator("ul.doc-list > li .block").allTextContents(), ["первый пункт", "второй пункт"]);
  const cells = pane.locator("table.doc-table tr td.block");
  assert.deepEqual(await cells.allTextContents(), ["Параметр", "Значение", "порт", "Войдите администратором , затем выйдите."]);
  assert.equal(await pane.locator("table.doc-table tr").count(), 2);
  assert.ok((await pane.locator("table.doc-table td mark").count()) > 0, "a remark marked inside a table cell");

  const crossing = report.remarks.find((r) => r.fragment === CROSSING);
  assert.ok(crossing, JSON.stringify(report.remarks.map((r) => r.fragment)));
  const pieces = pane.locator(`mark[data-covers~="${crossing.id}"]`);
  // In pieces (another remark may cut it further): together the fragment, the first bold, the last not.
  assert.equal((await pieces.allTextContents()).join(""), CROSSING);
  assert.ok((await pieces.count()) >= 2);
  assert.equal(await pieces.first().locator("strong").textContent(), "важные");
  assert.equal(await pieces.last().locator("strong").count(), 0);
  assert.equal(await pane.locator(`mark[data-starts~="${crossing.id}"]`).count(), 1);
}

describe("the check's text laid out as the document", () => {
  before(async () => {
    ({ browser, page, app } = await openApp(stack, {}));
  }, { timeout: 20 * 60_000 });

  after(async () => {
    await browser?.close();
    await stack.stop();
  }, { timeout: 120_000 });

  it("shows a heading, bold words, a list and a table with remarks marked in them, on the check and the report", STEP, async () => {
    await app.login();
    await page.waitForURL(/#\/check$/);
    const rule = await page.request.post(`${stack.baseUrl}/api/rules`, {
      headers: { Origin: stack.baseUrl },
      data: { pattern: CROSSING, message: "Уточните, какие именно" },
    });
    assert.equal(rule.status(), 201, await rule.text());

    await app.open("#/check", "textarea[name=text]");
    await page.getByLabel(/^(Файл|File)$/).check();
    const file = join(outputDir, "layout.md");
    writeFileSync(file, DOCUMENT + "\n");
    await page.locator("input[name=file]").setInputFiles(file);
    await page.getByRole("button", { name: /^(Проверить|Check)$/ }).click();
    await page.locator(".live[data-status=done]").waitFor({ timeout: 120_000 });
    const reportLink = await page.getByRole("link", { name: /Открыть отчёт|Open report/ }).getAttribute("href");
    const jobId = decodeURIComponent(reportLink.split("#/review/")[1]);
    const report = await (await page.request.get(`${stack.baseUrl}/api/jobs/${jobId}/report`)).json();
    await expectLayout(report);

    await app.open(reportLink, ".document mark");
    await expectLayout(report);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), "no sideways scrolling");
    await shoot(page, "review-layout");
  });
});
