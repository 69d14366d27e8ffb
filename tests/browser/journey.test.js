// A writer's whole journey with a real DOCX (issue 37): check it, accept a
// fix, dismiss a remark, reload, download the three files, and open the
// corrected one in LibreOffice: the fix is in its text and no change is left
// pending there.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { shoot } from "./support/browser.js";
import { openApp } from "./support/session.js";
import { Stack } from "./support/stack.js";

const STEP = { timeout: 240_000 };
const stack = await Stack.create();
let browser, page, seen, app;
const work = mkdtempSync(join(tmpdir(), "journey-"));
const profile = `-env:UserInstallation=file://${join(work, "profile")}`;
const soffice = (file, target, outdir = work) =>
  execFileSync("soffice", [profile, "--headless", "--convert-to", target, "--outdir", outdir, file], { timeout: 120_000 });
// A part of a DOCX (a zip), as text.
const part = (docx, name) =>
  execFileSync("python3", ["-c", "import sys, zipfile; sys.stdout.write(zipfile.ZipFile(sys.argv[1]).read(sys.argv[2]).decode())", docx, name]).toString();
const pending = (xml) => /<w:(ins|del|moveFrom|moveTo)\b/.test(xml);

// A Russian DOCX as LibreOffice writes one: a heading, bold text, a table, and planted errors.
function makeDocx() {
  const html = join(work, "doc.html");
  writeFileSync(
    html,
    "<html><body><h1>Установка</h1>" +
      "<p><b>Сохраните файл</b> , затем откройте настройки программы.</p>" +
      "<p>Если Вы хотите обновить систему, откройте раздел справки.</p>" +
      "<table><tr><td>Параметр</td><td>Значение</td></tr><tr><td>Нажмите кнопку , чтобы продолжить работу.</td><td>Да</td></tr></table>" +
      "</body></html>",
  );
  soffice(html, "docx:MS Word 2007 XML");
  return join(work, "doc.docx");
}

async function downloadFile(name, previewed) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    (async () => {
      await page.getByRole("button", { name, exact: true }).click();
      if (previewed) await page.locator("[data-fix-preview] [data-confirm]").click();
    })(),
  ]);
  const file = join(work, name.replace(/\s+/g, "-") + ".docx");
  await download.saveAs(file);
  return file;
}

describe("a writer's journey with a DOCX", () => {
  before(async () => {
    ({ browser, page, seen, app } = await openApp(stack, {}));
    await app.login();
    await page.waitForURL(/#\/check$/);
  }, { timeout: 20 * 60_000 });

  after(async () => {
    await browser?.close();
    await stack.stop();
    rmSync(work, { recursive: true, force: true });
  }, { timeout: 120_000 });

  let accepted, dismissed;

  it("checks the file, accepts one fix and dismisses one remark, and a reload keeps both", STEP, async () => {
    const docx = makeDocx();
    await page.getByLabel(/^(Файл|File)$/).check();
    await page.locator("input[name=file]").setInputFiles(docx);
    await page.getByRole("button", { name: /^(Проверить|Check)$/ }).click();
    await page.locator(".live[data-status=done]").waitFor({ timeout: 120_000 });
    await page.waitForURL(/#\/check\/[0-9a-f]+$/);
    const cards = page.locator(".live .remark");
    assert.ok((await cards.count()) >= 3, `${await cards.count()} remarks`);
    // The text pane shows the document: its heading, the bold run and the table.
    await page.locator(".document h2, .document h3").filter({ hasText: "Установка" }).first().waitFor();
    await page.locator(".document strong", { hasText: "Сохраните файл" }).waitFor();
    await page.locator(".document table").waitFor();

    // A fix that puts text in (one that only deletes has nothing to mark).
    const report = await (await page.request.get(`${stack.baseUrl}/api/jobs/${page.url().split("/").pop()}/report`)).json();
    const acceptedRemark = report.remarks.find((r) => r.suggestions.length > 0 && r.suggestions[0].trim() && r.fragment);
    assert.ok(acceptedRemark, JSON.stringify(report.remarks));
    accepted = acceptedRemark.id;
    const card = page.locator(`.live [data-remark="${accepted}"]`);
    await card.getByRole("button", { name: /^(Принять|Accept)$/ }).click();
    await card.waitFor({ state: "detached" });
    await page.locator(".document ins.accepted-fix", { hasText: acceptedRemark.suggestions[0].trim() }).first().waitFor();

    dismissed = await cards.first().getAttribute("data-remark");
    const kept = page.waitForResponse((r) => r.url().includes("/dismissals/") && r.request().method() === "PUT");
    await cards.first().getByRole("button", { name: /^(Отклонить|Dismiss)$/ }).click();
    await page.locator(`.live [data-remark="${dismissed}"]`).waitFor({ state: "detached" });
    assert.equal((await kept).status(), 200);
    const open = await cards.count();

    await page.reload();
    await page.locator(".live[data-status=done]").waitFor({ timeout: 60_000 });
    await page.locator(".document ins.accepted-fix").first().waitFor();
    await page.waitForFunction((n) => document.querySelectorAll(".live .remark").length === n, open);
    assert.equal(await page.locator(`.live [data-remark="${accepted}"]`).count(), 0);
    assert.equal(await page.locator(`.live [data-remark="${dismissed}"]`).count(), 0);
    await shoot(page, "journey-after-reload");
    accepted = acceptedRemark;
  });

  it("downloads the three files: comments, tracked changes, and a corrected file LibreOffice opens with nothing pending", STEP, async () => {
    const commented = await downloadFile("DOCX с комментариями", false);
    assert.ok(part(commented, "word/comments.xml").includes("<w:comment "));

    const tracked = await downloadFile("DOCX с правками", true);
    assert.ok(pending(part(tracked, "word/document.xml")), "the tracked-changes file has no tracked change");

    const corrected = await downloadFile("Исправленный DOCX", true);
    assert.ok(!pending(part(corrected, "word/document.xml")), "the corrected file still has tracked changes");
    // LibreOffice reads it: the accepted fix is in the text, the errors not accepted are still there.
    const out = mkdtempSync(join(work, "txt-"));
    soffice(corrected, "txt:Text (encoded):UTF8", out);
    const text = readFileSync(join(out, "Исправленный-DOCX.txt"), "utf8");
    const before = accepted.fragment, after = accepted.suggestions[0];
    assert.ok(text.includes("Установка") && text.includes("Параметр"), text);
    const fixedContext = (s) => s.replace(before, after);
    const original = ["Сохраните файл , затем откройте настройки программы.", "Если Вы хотите обновить систему, откройте раздел справки.", "Нажмите кнопку , чтобы продолжить работу."];
    const changed = original.filter((line) => line.includes(before)).map(fixedContext);
    assert.ok(changed.some((line) => text.includes(line)), `no line with «${after}» in place of «${before}»:\n${text}`);
    // Only the accepted fix went in: a line with errors left alone is there as it was.
    assert.ok(original.some((line) => text.includes(line)), `every line was changed:\n${text}`);
    // Saved again by LibreOffice, it still has no change to accept or reject.
    const resaved = mkdtempSync(join(work, "resaved-"));
    soffice(corrected, "docx:MS Word 2007 XML", resaved);
    assert.ok(!pending(part(join(resaved, "Исправленный-DOCX.docx"), "word/document.xml")), "LibreOffice sees pending changes");
  });

  it("saw no console errors, CSP violations or server errors", () => {
    assert.deepEqual(seen.errors, []);
    assert.deepEqual(seen.csp, []);
    assert.deepEqual(seen.responses.filter((r) => r.status >= 500), []);
  });
});
