// #/documents in a real browser against the real stack with the document
// repository section: folders, upload by button and by drag and drop with the
// progress bar, the file list and versions, download, the version diff,
// search with highlighted snippets, "check this version" opening the report,
// a checked version back corrected (what goes in previewed first) and saved
// as the next version, archive and restore, a comma put in framed in the
// diff; and with FEATURE_DOCUMENTS=false the section is gone
// from the menu, /api/repo answers 404 and the library was never opened.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { shoot } from "./support/browser.js";
import { openApp } from "./support/session.js";
import { Stack } from "./support/stack.js";

const STEP = { timeout: 180_000 };
const WITH_DOCUMENTS = { PROOFREADER_SECTIONS: "documents" };
const NAME = "Руководство администратора.txt";
const FIRST = "Установка сервера.\n\nСкопируйте файлы на сервер командой copy.\n\nПрежняя глава про настройку портов.";
// Its last paragraph has two typography errors with one fix each (a space before a comma, a double space).
const SECOND = "Установка сервера.\n\nСкопируйте файлы на сервер командой sync сразу.\n\nНовый раздел о журналах , и  логах.";
// Big enough that the upload takes more than one progress event.
const LARGE = "Большой файл для проверки индикатора загрузки.\n\n".repeat(120_000);

const stack = await Stack.create();
let browser;
let page;
let seen;
let app;

const fileRow = (name) => page.locator(`tr[data-file="${name}"]`);
const details = () => page.locator(`[data-file-details="${NAME}"]`);

// Records the largest value the upload progress bar showed, from the moment
// this is called.
async function recordProgress() {
  await page.evaluate(() => {
    window.__progress = { shown: false, max: 0 };
    new MutationObserver(() => {
      const bar = document.querySelector(".dropzone progress");
      if (!bar) return;
      window.__progress.shown = true;
      window.__progress.max = Math.max(window.__progress.max, Number(bar.value));
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

// Drops a file onto the drop zone as a user's drag and drop would.
async function dropFile(name, text) {
  await page.locator("[data-testid=repo-dropzone]").evaluate(
    (zone, [fileName, content]) => {
      const data = new DataTransfer();
      data.items.add(new File([content], fileName, { type: "text/plain" }));
      zone.dispatchEvent(new DragEvent("dragover", { dataTransfer: data, bubbles: true, cancelable: true }));
      zone.dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true }));
    },
    [name, text],
  );
}

// Sends the chosen or dropped files: nothing goes before «Загрузить».
const upload = () => page.getByRole("button", { name: /^(Загрузить|Upload)$/ }).click();

// Reloads the open file's versions until the text of `cell` passes `ok`.
async function refreshUntil(cell, ok, what) {
  for (let i = 0; i < 240; i++) {
    if (ok(await cell.innerText())) return;
    await details().getByRole("button", { name: /Обновить|Refresh/ }).click();
    await page.waitForTimeout(250);
  }
  assert.fail(`${what}: ${await cell.innerText()}`);
}

describe("#/documents", () => {
  before(async () => {
    ({ browser, page, seen, app } = await openApp(stack, WITH_DOCUMENTS));
    await app.login();
    await page.waitForURL(/#\/check$/);
  }, { timeout: 20 * 60_000 });

  after(async () => {
    await browser?.close();
    await stack.stop();
  }, { timeout: 120_000 });

  it("is in the menu and shows the folder tree; a new folder appears in it", STEP, async () => {
    await page.locator("nav [data-menu=documents]").click();
    await page.waitForURL(/#\/documents$/);
    await app.expectShown(".documents .folder-tree");
    await page.getByPlaceholder(/Новая папка|New folder/).fill("Руководства");
    await page.getByRole("button", { name: /^(Создать|Create)$/ }).click();
    await page.locator('[data-folder="Руководства"]').click();
    assert.equal(await page.locator('[data-folder="Руководства"]').getAttribute("aria-current"), "true");
    await page.locator(".folder-content .muted").waitFor();
  });

  it("uploads by button with a progress bar, and by drag and drop as the next version", STEP, async () => {
    await recordProgress();
    await page.getByLabel(/^(Комментарий|Comment)$/).fill("черновик");
    await page.locator("input[name=file]").setInputFiles({ name: NAME, mimeType: "text/plain", buffer: Buffer.from(FIRST) });
    await upload();
    await page.getByRole("status").filter({ hasText: /загружена версия 1|uploaded as version 1/ }).waitFor();
    await fileRow(NAME).waitFor();

    await dropFile(NAME, SECOND);
    await upload();
    await page.getByRole("status").filter({ hasText: /загружена версия 2|uploaded as version 2/ }).waitFor();
    // The file list and the open file both show the new version.
    await page.waitForFunction((name) => document.querySelector(`tr[data-file="${name}"] td:nth-child(2)`)?.textContent === "2", NAME);
    await details().locator('tr[data-version="2"]').waitFor();

    await page.locator("input[name=file]").setInputFiles({ name: "big.txt", mimeType: "text/plain", buffer: Buffer.from(LARGE) });
    await upload();
    await page.getByRole("status").filter({ hasText: /big\.txt/ }).waitFor();
    const progress = await page.evaluate(() => window.__progress);
    assert.ok(progress.shown, "the progress bar was never shown");
    assert.equal(progress.max, 1, JSON.stringify(progress));
    await fileRow("big.txt").waitFor();
    await shoot(page, "documents-files");
  });

  it("lists a file's versions and downloads a version as uploaded", STEP, async () => {
    await fileRow(NAME).getByRole("button").click();
    await details().locator('tr[data-version="2"]').waitFor();
    const first = details().locator('tr[data-version="1"]');
    assert.match(await first.innerText(), /черновик/);
    const downloading = page.waitForEvent("download");
    await first.getByRole("link", { name: /Скачать|Download/ }).click();
    const download = await downloading;
    assert.equal(download.suggestedFilename(), NAME);
    const chunks = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk);
    assert.equal(Buffer.concat(chunks).toString("utf8"), FIRST);
  });

  it("compares two versions block by block and word by word", STEP, async () => {
    const diff = details().locator("[data-version-diff]");
    await diff.getByLabel(/^(Версия|Version)/).selectOption("1");
    await diff.getByLabel(/^(с версией|against version)/).selectOption("2");
    await diff.getByRole("button", { name: /Сравнить|Compare/ }).click();
    await diff.locator("[data-diff-summary]").waitFor();
    const changed = diff.locator('.diff-block[data-op="changed"]');
    assert.equal(await changed.count(), 1);
    assert.equal(await changed.locator("del").innerText(), "copy");
    assert.equal(await changed.locator("ins").innerText(), "sync сразу");
    assert.equal(await diff.locator('.diff-block[data-op="removed"] del').innerText(), "Прежняя глава про настройку портов.");
    assert.equal(await diff.locator('.diff-block[data-op="added"] ins').textContent(), "Новый раздел о журналах , и  логах.");
    assert.equal(await diff.locator('.diff-block[data-op="equal"]').count(), 1);
    await shoot(page, "documents-diff");

    // The same version twice is refused with the backend's message.
    await diff.getByLabel(/^(Версия|Version)/).selectOption("2");
    await diff.getByRole("button", { name: /Сравнить|Compare/ }).click();
    await diff.locator(".notice.error").filter({ hasText: /сама с собой|same version/ }).waitFor();
  });

  it("finds word forms and highlights them in the snippet", STEP, async () => {
    const searchState = details().locator('tr[data-version="2"] td').nth(6);
    await refreshUntil(searchState, (text) => /^(в поиске|searchable)$/.test(text), "version 2 never became searchable");
    await page.getByRole("searchbox").fill("журналом");
    await page.getByRole("button", { name: /^(Найти|Search)$/ }).click();
    const hit = page.locator(`[data-hit="Руководства/${NAME}"]`);
    await hit.waitFor();
    assert.equal(await page.locator("[data-hit]").count(), 1);
    assert.equal(await hit.locator(".snippet mark").innerText(), "журналах");
    await shoot(page, "documents-search");
    // The old version's words are not searched any more.
    await page.getByRole("searchbox").fill("настройкой");
    await page.getByRole("button", { name: /^(Найти|Search)$/ }).click();
    await page.locator("#hits-title", { hasText: /: 0$/ }).waitFor();
  });

  it("checks a version, follows the check and then opens the normal report", STEP, async () => {
    await details().locator('tr[data-version="2"]').getByRole("button", { name: /Проверить эту версию|Check this version/ }).click();
    await page.waitForURL(/#\/review\/[0-9a-f]+/, { timeout: 120_000 });
    await app.expectShown(".document.card");
    assert.match(await page.locator("h1").innerText(), new RegExp(NAME));
    assert.match(await page.locator(".document.card").innerText(), /командой sync сразу/);
    // The version list shows the check's remark count.
    const jobId = decodeURIComponent(page.url().split("#/review/")[1]);
    const report = await (await page.request.get(`${stack.baseUrl}/api/jobs/${jobId}/report`)).json();
    await app.open("#/documents", ".documents .folder-tree");
    await page.locator('[data-folder="Руководства"]').click();
    await fileRow(NAME).getByRole("button").click();
    const remarks = details().locator('tr[data-version="2"] [data-remarks]');
    await refreshUntil(remarks, (text) => /^\d+$/.test(text), "the remark count never came");
    assert.equal(await remarks.innerText(), String(report.remarks.length));
  });

  it("gives a checked version back corrected, and saved corrected as the next version its count falls", STEP, async () => {
    const row = details().locator('tr[data-version="2"]');
    const before = Number(await row.locator("[data-remarks]").innerText());
    await row.locator("[data-version-more]").click();  // the version's other actions, in a row under it
    const more = details().locator('tr[data-version-actions="2"]');
    // What goes into the file is shown first: the count and each fix, its words before and after.
    await more.getByRole("button", { name: /^(Исправленный файл|Corrected file)$/ }).click();
    const preview = more.locator("[data-fix-preview]");
    await preview.locator("[data-fix-counts]").waitFor();
    const going = Number(await preview.locator("[data-fixes-going]").innerText());
    assert.ok(going >= 2, `${going} fixes`);
    assert.equal(await preview.locator("li[data-fix]:not(.skipped)").count(), going);
    assert.match(await preview.innerText(), /журналах , → журналах,/);
    await shoot(page, "documents-fix-preview");
    const [download] = await Promise.all([page.waitForEvent("download"), preview.locator("[data-confirm]").click()]);
    let corrected = "";
    for await (const chunk of await download.createReadStream()) corrected += chunk.toString();
    assert.ok(corrected.includes("Новый раздел о журналах, и логах."), corrected);
    await more.getByRole("button", { name: /Сохранить исправленный|Save corrected/ }).click();
    await more.locator("[data-fix-preview] [data-fixes-going]").waitFor();
    await more.locator("[data-fix-preview] [data-confirm]").click();
    const third = details().locator('tr[data-version="3"] [data-remarks]');
    await third.waitFor({ timeout: 60_000 });
    await refreshUntil(third, (text) => /^\d+$/.test(text), "the new version's check never ended");
    assert.ok(Number(await third.innerText()) <= before - 2, `${before} → ${await third.innerText()}`);
    await shoot(page, "documents-corrected");
  });

  it("archives a file out of the list and restores it", STEP, async () => {
    await details().getByRole("button", { name: /^(В архив|Archive)$/ }).click();
    await fileRow(NAME).waitFor({ state: "detached" });
    await page.getByLabel(/Показывать архив|Show archived/).check();
    await fileRow(NAME).waitFor();
    assert.match(await fileRow(NAME).innerText(), /🗄/);
    await details().getByRole("button", { name: /^(Восстановить|Restore)$/ }).click();
    await page.getByLabel(/Показывать архив|Show archived/).uncheck();
    await fileRow(NAME).waitFor();
    assert.doesNotMatch(await fileRow(NAME).innerText(), /🗄/);
  });

  it("frames a comma put in between two versions, so it is not missed", STEP, async () => {
    const name = "Запятая.txt";
    for (const [n, text] of [[1, "Он сказал что всё готово."], [2, "Он сказал, что всё готово."]]) {
      await page.locator("input[name=file]").setInputFiles({ name, mimeType: "text/plain", buffer: Buffer.from(text) });
      await upload();
      await page.getByRole("status").filter({ hasText: new RegExp(`загружена версия ${n}|uploaded as version ${n}`) }).waitFor();
    }
    await fileRow(name).getByRole("button").click();
    const diff = page.locator(`[data-file-details="${name}"] [data-version-diff]`);
    await diff.getByLabel(/^(Версия|Version)/).selectOption("1");
    await diff.getByLabel(/^(с версией|against version)/).selectOption("2");
    await diff.getByRole("button", { name: /Сравнить|Compare/ }).click();
    const comma = diff.locator('.diff-block[data-op="changed"] ins');
    await comma.waitFor();
    assert.equal(await comma.textContent(), ",");
    assert.equal(await comma.getAttribute("class"), "short");
    const look = await comma.evaluate((el) => {
      const style = getComputedStyle(el);
      return { outline: style.outlineStyle, width: el.getBoundingClientRect().width, background: style.backgroundColor };
    });
    assert.equal(look.outline, "solid");
    assert.ok(look.width >= 10, `the comma's frame is ${look.width}px wide`);
    assert.notEqual(look.background, "rgba(0, 0, 0, 0)");
    await shoot(page, "documents-diff-comma");
  });

  it("had no console errors, CSP violations or server errors", STEP, async () => {
    assert.deepEqual(seen.errors, []);
    assert.deepEqual(seen.csp, []);
    assert.deepEqual(seen.responses.filter((r) => r.status >= 500), []);
  });

  it("with FEATURE_DOCUMENTS=false: no menu item, /api/repo is 404 and the library is never opened", STEP, async () => {
    assert.ok(stack.backendHasMapped("libdocuments.so"), "the section's library is not loaded while it is on");
    await stack.start({ ...WITH_DOCUMENTS, FEATURE_DOCUMENTS: "false" });
    await app.expectSectionOff("documents", ".documents");
    const repo = await page.request.get(`${stack.baseUrl}/api/repo/folders`);
    assert.equal(repo.status(), 404);
    assert.equal((await repo.json()).error.code, "not_found");
    const config = await (await page.request.get(`${stack.baseUrl}/api/config`)).json();
    assert.deepEqual(config.sections.documents, { enabled: false, loaded: false });
    assert.equal(stack.backendHasMapped("libdocuments.so"), false);
  });
});
