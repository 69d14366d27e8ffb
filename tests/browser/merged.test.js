// A remark two engines agree on is one card that says so (issue 23): the host
// merges the grammar server's and the morphology engine's remarks about the
// same words (Remark.merged_from), and the review screen names both engines
// («Морфология и грамматика согласны»); a card from one engine names it alone.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { shoot } from "./support/browser.js";
import { openApp } from "./support/session.js";
import { Stack } from "./support/stack.js";

const STEP = { timeout: 180_000 };
// «свою памяти»: both engines find the disagreement; «Вы» inside a sentence
// only the morphology engine remarks on.
const TEXT = "Программа освобождает свою памяти при выходе.\n\nЕсли Вы хотите сохранить файл, нажмите кнопку.";

const stack = await Stack.create();
let browser;
let page;
let app;

describe("merged remarks on the review screen", () => {
  before(async () => {
    ({ browser, page, app } = await openApp(stack, {}));
  }, { timeout: 20 * 60_000 });

  after(async () => {
    await browser?.close();
    await stack.stop();
  }, { timeout: 120_000 });

  it("shows «Морфология и грамматика согласны» on a card merged from two engines", STEP, async () => {
    await app.login();
    await page.waitForURL(/#\/check$/);
    await app.open("#/check", "textarea[name=text]");
    await page.locator("textarea[name=text]").fill(TEXT);
    await page.getByRole("button", { name: /^(Проверить|Check)$/ }).click();
    await page.locator(".live[data-status=done]").waitFor({ timeout: 120_000 });
    await page.getByRole("link", { name: /Открыть отчёт|Open report/ }).click();
    await page.waitForURL(/#\/review\/[0-9a-f]+/);
    await page.locator(".document mark").first().waitFor();
    const jobId = decodeURIComponent(page.url().split("#/review/")[1]);
    const report = await (await page.request.get(`${stack.baseUrl}/api/jobs/${jobId}/report`)).json();
    const merged = report.remarks.filter((r) => (r.merged_from ?? []).length > 0);
    assert.ok(merged.length > 0, JSON.stringify(report.remarks.map((r) => [r.engine, r.fragment, r.merged_from])));
    for (const r of merged) {
      const card = page.locator(`#card-${r.id}`);
      assert.equal(await card.locator(".meta .merged").innerText(), "Морфология и грамматика согласны");
      const title = await card.locator(".meta .merged").getAttribute("title");
      for (const m of r.merged_from) assert.ok(title.includes(m.engine), title);
    }
    await shoot(page, "merged-card");
    for (const r of report.remarks.filter((r) => !(r.merged_from ?? []).length)) {
      const card = page.locator(`#card-${r.id}`);
      assert.equal(await card.locator(".meta .merged").count(), 0, r.id);
    }
  });
});
