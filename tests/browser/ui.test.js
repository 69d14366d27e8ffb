// The web front end in a real browser against the real local stack:
// packaging/run.sh starts grammar server, backend and nginx; chromium drives
// the screens. Screenshots of every screen go to output/ (BROWSER_TEST_OUTPUT).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { gzipSync } from "node:zlib";
import { Validator } from "@seriousme/openapi-schema-validator";
import { outputDir, shoot } from "./support/browser.js";
import { interfaceFields } from "./support/tsInterfaces.js";
import { openApp } from "./support/session.js";
import { repoRoot, Stack } from "./support/stack.js";

const STEP = { timeout: 180_000 };
const WITH_EXAMPLE = { PROOFREADER_SECTIONS: "example" };

// Enough paragraphs that the engines take a moment; each has something for
// the morphology and grammar engines to remark on. The emoji is outside the
// BMP: offsets in code points and in UTF-16 units differ after it.
const PARAGRAPHS = [
  "📄 Если Вы хотите сохранить файл , нажмите кнопку «Сохранить».",
  "Отчёт был сформирован системой  автоматически и был отправлен администратором.",
  "Настройка выполняется в два этапа - сначала задаются параметры, затем они проверяются.",
  "Когда Вы закончите работу,закройте окно программы.",
];
const TEXT = Array.from({ length: 6 }, () => PARAGRAPHS.join("\n\n")).join("\n\n");

const stack = await Stack.create();
let browser;
let page;
let seen;
let reviewRoute;
let app;
const reload = (route) => app.reload(route);
const login = (...args) => app.login(...args);
const open = (route, ready) => app.open(route, ready);
const expectShown = (selector, timeout) => app.expectShown(selector, timeout);

// Uploads a guide on #/guides and waits until its extraction is done.
// Returns every stage the screen showed ({code, text, progress}) and every
// status the backend answered to the screen's polls.
async function extractGuide(file, timeout) {
  await page.evaluate(() => {
    window.__extractStages = [];
    new MutationObserver(() => {
      const state = document.querySelector(".extract-state");
      const shown = state && { code: state.dataset.stage, text: state.querySelector("strong").textContent, progress: state.querySelector("progress").value };
      if (shown && JSON.stringify(shown) !== JSON.stringify(window.__extractStages.at(-1))) window.__extractStages.push(shown);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  const polls = [];
  const onPoll = (r) => {
    if (/\/api\/styleguides\/extract\/[^/]+$/.test(r.url())) polls.push(r.json());
  };
  page.on("response", onPoll);
  await page.locator("input[name=guide]").setInputFiles(file);
  await page.getByRole("button", { name: /Извлечь правила|Extract rules/ }).click();
  await expectShown(".extract-state[data-stage=done]", timeout);
  page.off("response", onPoll);
  return { stages: await page.evaluate(() => window.__extractStages), polled: await Promise.all(polls) };
}

describe("web front end", () => {
  before(async () => {
    ({ browser, page, seen, app } = await openApp(stack, WITH_EXAMPLE));
  }, { timeout: 20 * 60_000 });

  after(async () => {
    await browser?.close();
    await stack.stop();
  }, { timeout: 120_000 });

  it("serves the app under a CSP that allows scripts only from its origin", STEP, async () => {
    const res = await page.goto(stack.baseUrl + "/");
    const csp = res.headers()["content-security-policy"] ?? "";
    assert.match(csp, /script-src 'self'(;|$)/);
    const scripts = await page.locator("script").evaluateAll((els) => els.map((e) => ({ src: e.src, inline: e.textContent.trim().length })));
    assert.ok(scripts.length > 0 && scripts.every((s) => s.src && s.inline === 0), JSON.stringify(scripts));
  });

  it("keeps first-load JavaScript under 200 KB gzipped", STEP, () => {
    const dist = join(repoRoot, "frontend/dist");
    const html = readFileSync(join(dist, "index.html"), "utf8");
    const files = [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    assert.ok(files.length > 0, "index.html names no script");
    const gzipped = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f))).length, 0);
    writeFileSync(join(outputDir, "first-load-js.txt"), `${gzipped} bytes gzipped: ${files.join(", ")}\n`);
    assert.ok(gzipped < 200 * 1024, `${gzipped} bytes`);
  });

  it("shows a provider's refusal from #/login?error=oidc_denied in Russian", STEP, async () => {
    await reload("#/login?error=oidc_denied");
    await page.getByRole("alert").filter({ hasText: "Поставщик входа отказал во входе." }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), "ru");
  });

  it("refuses a wrong password, logs in and builds the menu from /api/config", STEP, async () => {
    await login("wrong-password");
    await page.getByRole("alert").filter({ hasText: /Неверный логин|Wrong login/ }).waitFor();
    await shoot(page, "login");
    await page.getByLabel(/^(Пароль|Password)$/).fill(stack.adminPassword);
    await page.getByRole("button", { name: /^(Войти|Log in)$/ }).click();
    await page.waitForURL(/#\/check$/);
    const config = await (await page.request.get(stack.baseUrl + "/api/config")).json();
    const menu = await page.locator("nav [data-menu]").evaluateAll((els) => els.map((e) => e.dataset.menu));
    assert.deepEqual(menu, config.menu.map((m) => m.id));
    assert.ok(menu.includes("example") && menu.includes("users"));
  });

  it("sends the user to log in on a 401 and back afterwards", STEP, async () => {
    await page.request.post(stack.baseUrl + "/api/auth/logout", { headers: { Origin: stack.baseUrl } });
    await reload("#/history");
    await page.waitForURL(/#\/login\?next=%2Fhistory/);
    await page.getByLabel(/Логин|Login/).fill("admin");
    await page.getByLabel(/^(Пароль|Password)$/).fill(stack.adminPassword);
    await page.getByRole("button", { name: /^(Войти|Log in)$/ }).click();
    await page.waitForURL(/#\/history$/);
  });

  it("checks a pasted text and shows cards before the job ends", STEP, async () => {
    await open("#/check", "textarea[name=text]");
    await page.locator("textarea[name=text]").fill(TEXT);
    await page.evaluate(() => {
      window.__firstCardStatus = null;
      window.__firstMarkStatus = null;
      window.__stages = [];
      new MutationObserver(() => {
        const live = document.querySelector(".live");
        if (live && window.__firstCardStatus === null && live.querySelector(".remark")) window.__firstCardStatus = live.dataset.status;
        if (live && window.__firstMarkStatus === null && live.querySelector(".document mark")) window.__firstMarkStatus = live.dataset.status;
        const stage = live?.querySelector("[data-stage]");
        const seenStage = stage && { code: stage.dataset.stage, text: stage.textContent };
        if (seenStage && JSON.stringify(seenStage) !== JSON.stringify(window.__stages.at(-1))) window.__stages.push(seenStage);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await page.getByRole("button", { name: /^(Проверить|Check)$/ }).click();
    await page.locator(".live[data-status=done]").waitFor({ timeout: 120_000 });
    await page.getByRole("link", { name: /Открыть отчёт|Open report/ }).waitFor();
    await shoot(page, "check");
    assert.equal(await page.evaluate(() => window.__firstCardStatus), "running");
    // The text is shown with its remarks underlined from the first cards on, not only in the report.
    assert.equal(await page.evaluate(() => window.__firstMarkStatus), "running");
    assert.ok((await page.locator(".live .remark").count()) > 0);
    const reportLink = await page.getByRole("link", { name: /Открыть отчёт|Open report/ }).getAttribute("href");
    const checked = await (await page.request.get(`${stack.baseUrl}/api/jobs/${reportLink.split("#/review/")[1]}/report`)).json();
    const shownText = await page.locator(".live .document .block").evaluateAll((els) => els.map((e) => e.textContent));
    assert.deepEqual(shownText, checked.blocks.map((b) => b.text));
    // Cards and underlines are linked both ways here too.
    const card = page.locator(".live .remark").first();
    const cardId = await card.getAttribute("data-remark");
    await card.getByRole("button", { name: /Показать в тексте|Show in text/ }).click();
    await page.waitForFunction((rid) => document.activeElement?.matches(`.live mark[data-starts~="${rid}"]`), cardId);
    await page.locator(`.live mark[data-covers~="${cardId}"]`).first().click();
    await page.waitForFunction((rid) => document.activeElement?.id === "card-" + rid, cardId);
    // Stages are shown in words, not as the backend's codes.
    const stages = await page.evaluate(() => window.__stages);
    assert.ok(stages.length >= 2 && stages.at(-1).code === "done", JSON.stringify(stages));
    for (const { code, text } of stages) assert.ok(/[а-яё]/i.test(text) && !text.includes(code), JSON.stringify({ code, text }));
  });

  it("opens the report and jumps between remarks and their place in the text", STEP, async () => {
    await page.getByRole("link", { name: /Открыть отчёт|Open report/ }).click();
    await page.waitForURL(/#\/review\/[0-9a-f]+/);
    await page.locator(".document mark").first().waitFor();
    const jobId = decodeURIComponent(page.url().split("#/review/")[1]);
    reviewRoute = "#/review/" + encodeURIComponent(jobId);
    const report = await (await page.request.get(`${stack.baseUrl}/api/jobs/${jobId}/report`)).json();
    const misplaced = await page.evaluate(
      (remarks) =>
        remarks
          .filter((r) => r.fragment)
          .filter((r) => {
            const mark = document.querySelector(`mark[data-starts~="${r.id}"]`);
            return !mark || !mark.textContent || !r.fragment.startsWith(mark.textContent);
          })
          .map((r) => `${r.id} "${r.fragment}"`),
      report.remarks,
    );
    assert.deepEqual(misplaced, []);
    const firstCard = page.locator(".remarks .remark").first();
    const id = await firstCard.getAttribute("data-remark");
    await firstCard.getByRole("button", { name: /Показать в тексте|Show in text/ }).click();
    await page.waitForFunction((rid) => document.activeElement?.matches(`mark[data-starts~="${rid}"]`), id);
    assert.ok(await page.locator(`mark.active[data-covers~="${id}"]`).count());
    await shoot(page, "review");

    const active = () => page.evaluate(() => document.querySelector(".remark.active")?.dataset.remark);
    await page.locator("body").press("j");
    const next = await active();
    assert.ok(next && next !== id, `j made ${next} active`);
    await page.waitForFunction((rid) => document.activeElement?.matches(`mark[data-starts~="${rid}"]`), next);
    await page.locator("body").press("k");
    assert.equal(await active(), id);

    const mark = page.locator(`mark[data-covers~="${id}"]`).first();
    await mark.click();
    await page.waitForFunction((rid) => document.activeElement?.id === "card-" + rid, id);
  });

  it("exports the filtered remarks to xlsx", STEP, async () => {
    const severity = page.locator(".filters select").nth(2);
    const firstValue = await severity.locator("option").nth(1).getAttribute("value");
    await severity.selectOption(firstValue);
    const shown = await page.locator(".remarks .remark").count();
    const downloading = page.waitForEvent("download").catch((e) => e);
    const [request, response] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith("/api/report-issues")),
      page.waitForResponse((r) => r.url().endsWith("/api/report-issues")),
      page.getByRole("button", { name: /XLSX/ }).click(),
    ]);
    assert.equal(response.status(), 200, await response.text());
    const download = await downloading;
    assert.ok(!(download instanceof Error), String(download));
    const sent = request.postDataJSON().remarks;
    assert.equal(sent.length, shown);
    assert.ok(sent.every((r) => r.severity === firstValue));
    const file = join(outputDir, "export.xlsx");
    await download.saveAs(file);
    assert.equal(readFileSync(file).subarray(0, 2).toString(), "PK");
    await severity.selectOption("");
  });

  it("filters the report by category and by engine", STEP, async () => {
    const report = await (await page.request.get(`${stack.baseUrl}/api/jobs/${decodeURIComponent(reviewRoute.split("/")[2])}/report`)).json();
    for (const [index, key] of [[0, "category"], [1, "engine"]]) {
      const select = page.locator(".filters select").nth(index);
      const values = await select.locator("option").evaluateAll((os) => os.map((o) => o.value).filter(Boolean));
      assert.deepEqual(values, [...new Set(report.remarks.map((r) => r[key]))].sort(), key);
      const value = values.at(-1);
      await select.selectOption(value);
      const expected = report.remarks.filter((r) => r[key] === value).map((r) => r.id).sort();
      await page.waitForFunction((n) => document.querySelectorAll(".remarks .remark").length === n, expected.length);
      const cards = await page.locator(".remarks .remark").evaluateAll((els) => els.map((e) => e.dataset.remark).sort());
      assert.deepEqual(cards, expected, `${key}=${value}`);
      const marked = await page.locator(".document mark").evaluateAll((els) => els.flatMap((e) => e.dataset.covers.split(" ")));
      assert.ok(marked.length > 0 && marked.every((id) => expected.includes(id)), `${key}=${value}: marks of ${marked}`);
      if (values.length > 1) assert.ok(expected.length < report.remarks.length, `${key}=${value} keeps every remark`);
      await select.selectOption("");
    }
    await page.waitForFunction((n) => document.querySelectorAll(".remarks .remark").length === n, report.remarks.length);
  });

  it("names categories and engines in the interface language, raw ids only as tooltips", STEP, async () => {
    const report = await (await page.request.get(`${stack.baseUrl}/api/jobs/${decodeURIComponent(reviewRoute.split("/")[2])}/report`)).json();
    const categories = new Set(report.remarks.map((r) => r.category));
    const headings = await page.locator(".remarks .group h2").evaluateAll((els) => els.map((e) => ({ id: e.title, text: e.textContent })));
    assert.equal(headings.length, categories.size);
    for (const { id, text } of headings) {
      assert.ok(categories.has(id), id);
      assert.ok(/[а-яё]/i.test(text) && !text.includes(id), JSON.stringify({ id, text }));
    }
    const metas = await page.locator(".remarks .remark .meta span[title]").evaluateAll((els) => els.map((e) => ({ id: e.title, text: e.textContent })));
    assert.ok(metas.length >= 2 * report.remarks.length);
    for (const { id, text } of metas) assert.ok(/[а-яё]/i.test(text) && text !== id, JSON.stringify({ id, text }));
    const options = await page.locator(".filters select").nth(0).locator("option").evaluateAll((os) => os.filter((o) => o.value).map((o) => [o.value, o.textContent]));
    for (const [value, text] of options) assert.notEqual(text, value);
  });

  it("says what a suggestion does: an invisible fix in its surroundings, advice without a false edit", STEP, async () => {
    const report = await (await page.request.get(`${stack.baseUrl}/api/jobs/${decodeURIComponent(reviewRoute.split("/")[2])}/report`)).json();
    const block = (r) => report.blocks.find((b) => b.index === r.block).text;
    const spaces = report.remarks.filter((r) => r.fragment === " " && [...block(r)][r.offset + 1] === ",");
    assert.ok(spaces.length > 0, "no remark on the space before «файл ,»");
    for (const r of spaces) {
      assert.deepEqual(r.suggestions, [""], r.id);
      const card = page.locator(`#card-${r.id}`);
      // The actual characters, as they are and as they would be: «файл ,» → «файл,».
      assert.equal(await card.locator(".fragment del").textContent(), "файл ,");
      assert.deepEqual(await card.locator(".fragment ins").allTextContents(), ["файл,"]);
    }
    // A remark that only advises (no suggestion) quotes its fragment and strikes nothing out.
    const advice = report.remarks.filter((r) => r.fragment.trim() && r.suggestions.length === 0);
    assert.ok(advice.length > 0, "no remark without a suggestion (the passive «был сформирован»)");
    for (const r of advice) {
      const card = page.locator(`#card-${r.id}`);
      assert.equal(await card.locator(".fragment del").count(), 0, r.id);
      assert.equal(await card.locator(".fragment q").textContent(), r.fragment, r.id);
    }
  });

  it("lists the recent checks on #/review without a job id, and opens one", STEP, async () => {
    const jobId = decodeURIComponent(reviewRoute.split("/")[2]);
    await open("#/review", "h1");
    await expectShown(`tr[data-job="${jobId}"]`);
    await shoot(page, "recent-checks");
    await page.locator(`tr[data-job="${jobId}"]`).getByRole("link", { name: /Открыть|Open/ }).click();
    await page.waitForURL((url) => url.hash === reviewRoute);
    await page.locator(".document mark").first().waitFor();
  });

  it("accepts a fix into the text on screen: later remarks keep their places, and u undoes it", STEP, async () => {
    const report = await (await page.request.get(`${stack.baseUrl}/api/jobs/${decodeURIComponent(reviewRoute.split("/")[2])}/report`)).json();
    const accepting = await page
      .locator(".remarks .remark")
      .evaluateAll((els) => els.map((e) => [e.dataset.remark, [...e.querySelectorAll("button")].some((b) => /^(Принять|Accept)$/.test(b.textContent))]));
    assert.equal(accepting.length, report.remarks.length);
    const byId = new Map(report.remarks.map((r) => [r.id, r]));
    for (const [id, hasAccept] of accepting) assert.equal(hasAccept, byId.get(id).suggestions.length > 0, id);
    // A fix with another remark after it in the same block, whose place must move with the text.
    const later = (r) => report.remarks.filter((o) => o.block === r.block && o.offset >= r.offset + r.length && o.fragment);
    const remark = report.remarks.find((r) => r.suggestions.length > 0 && r.fragment && r.suggestions[0].length !== r.length && later(r).length > 0);
    assert.ok(remark, "no fix that changes the length of its text with a remark after it");

    const original = report.blocks.find((b) => b.index === remark.block).text;
    const points = [...original];
    const corrected = points.slice(0, remark.offset).join("") + remark.suggestions[0] + points.slice(remark.offset + remark.length).join("");
    const blockText = () => page.locator(`.document [data-block="${remark.block}"]`).textContent();
    await page.locator(`.remarks [data-remark="${remark.id}"]`).getByRole("button", { name: /^(Принять|Accept)$/ }).click();
    await page.waitForFunction(([b, text]) => document.querySelector(`.document [data-block="${b}"]`)?.textContent === text, [remark.block, corrected]);
    await page.locator(`.remarks [data-remark="${remark.id}"]`).waitFor({ state: "detached" });
    await page.locator(".filters [role=status]").filter({ hasText: /Принято|Accepted/ }).waitFor();
    for (const r of later(remark)) {
      const mark = await page.locator(`mark[data-starts~="${r.id}"]`).first().textContent();
      assert.ok(mark && r.fragment.startsWith(mark), `${r.id}: "${mark}" for "${r.fragment}"`);
    }
    await page.locator("body").press("u");
    await page.waitForFunction(([b, text]) => document.querySelector(`.document [data-block="${b}"]`)?.textContent === text, [remark.block, original]);
    await page.locator(`.remarks [data-remark="${remark.id}"]`).waitFor();
    assert.equal(await blockText(), original);
  });

  it("takes a and d from the keyboard, accepts a whole group in one action and copies the corrected text", STEP, async () => {
    await browser.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: stack.baseUrl });
    const count = () => page.locator(".remarks .remark").count();
    const all = await count();
    const active = () => page.evaluate(() => document.querySelector(".remark.active")?.dataset.remark);
    const ids = () => page.locator(".remarks .remark").evaluateAll((els) => els.map((e) => e.dataset.remark));
    // j then d within one frame, as a quick writer types them: d acts on the
    // remark j made active, not on the one active before (a key handler left
    // from an earlier render until the next frame did that).
    const wasActive = await active();
    const shown = await ids();
    await page.evaluate(async () => {
      const key = (k) => document.body.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true }));
      key("j");
      await new Promise((rendered) => setTimeout(rendered, 0));
      key("d");
    });
    await page.waitForFunction((want) => document.querySelectorAll(".remarks .remark").length === want, all - 1);
    const left = await ids();
    const first = shown.find((id) => !left.includes(id));
    assert.ok(first && first !== wasActive, `dismissed ${first}, active before j: ${wasActive}`);
    await page.locator("body").press("u");
    await page.locator(`.remarks [data-remark="${first}"]`).waitFor();

    // a accepts the active remark when it has a fix.
    const fixable = await page.locator(".remarks .remark").evaluateAll((els) =>
      els.filter((e) => [...e.querySelectorAll("button")].some((b) => /^(Принять|Accept)$/.test(b.textContent))).map((e) => e.dataset.remark));
    await page.locator(`#card-${fixable[0]} button`).filter({ hasText: /Показать в тексте|Show in text/ }).click();
    await page.locator("body").press("a");
    await page.locator(`.remarks [data-remark="${fixable[0]}"]`).waitFor({ state: "detached" });
    await page.locator("body").press("u");
    await page.locator(`.remarks [data-remark="${fixable[0]}"]`).waitFor();

    const before = await page.locator(".document .block").evaluateAll((els) => els.map((e) => e.textContent).join("\n\n"));
    const group = page.locator(".remarks .group").filter({ has: page.locator(".accept-all") }).first();
    const inGroup = await group.locator(".remark").count();
    const label = await group.locator(".accept-all").textContent();
    const n = Number(label.match(/\((\d+)\)/)[1]);
    assert.ok(n > 1, label);
    await group.locator(".accept-all").click();
    await page.waitForFunction(([want]) => document.querySelectorAll(".remarks .remark").length <= want, [all - n]);
    await page.locator(".filters [role=status]").filter({ hasText: String(n) }).waitFor();
    const after = await page.locator(".document .block").evaluateAll((els) => els.map((e) => e.textContent).join("\n\n"));
    assert.notEqual(after, before);
    await page.getByRole("button", { name: /Скопировать исправленный текст|Copy the corrected text/ }).click();
    await page.locator(".filters [role=status]").filter({ hasText: /скопирован|copied/ }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), after);
    assert.ok(inGroup >= n);
    await page.locator("body").press("u");
    await page.waitForFunction((want) => document.querySelectorAll(".remarks .remark").length === want, all);
  });

  it("dismisses a remark: its card and its highlight go away, stay away after a reload and count in the insights until restored", STEP, async () => {
    const card = page.locator(".remarks .remark").first();
    const id = await card.getAttribute("data-remark");
    const count = await page.locator(".remarks .remark").count();
    assert.ok((await page.locator(`mark[data-covers~="${id}"]`).count()) > 0);
    const kept = page.waitForResponse((r) => r.url().includes("/dismissals/") && r.request().method() === "PUT");
    await card.getByRole("button", { name: /^(Отклонить|Dismiss)$/ }).click();
    await page.locator(`.remarks [data-remark="${id}"]`).waitFor({ state: "detached" });
    assert.equal((await kept).status(), 200);
    assert.equal(await page.locator(`mark[data-covers~="${id}"]`).count(), 0);
    assert.equal(await page.locator(".remarks .remark").count(), count - 1);
    await page.waitForFunction(() => document.activeElement?.classList.contains("remark"));

    // Kept with the check: a reload shows it dismissed still, and the insights count it by rule.
    await reload(reviewRoute);
    await page.getByRole("button", { name: /(Вернуть отклонённые|Restore dismissed) \(1\)/ }).waitFor();
    assert.equal(await page.locator(`.remarks [data-remark="${id}"]`).count(), 0);
    const report = await (await page.request.get(`${stack.baseUrl}/api/jobs/${decodeURIComponent(reviewRoute.split("/")[2])}/report`)).json();
    const rule = report.remarks.find((r) => r.id === id).rule_id;
    await open("#/insights", "h1");
    await page.locator("[data-testid=dismissed-by-rule] th", { hasText: rule }).waitFor();
    await open(reviewRoute, ".document mark");

    const restored = page.waitForResponse((r) => r.url().includes("/dismissals/") && r.request().method() === "DELETE");
    await page.getByRole("button", { name: /(Вернуть отклонённые|Restore dismissed) \(1\)/ }).click();
    await page.locator(`.remarks [data-remark="${id}"]`).waitFor();
    assert.equal((await restored).status(), 200);
    assert.ok((await page.locator(`mark[data-covers~="${id}"]`).count()) > 0);
    await reload(reviewRoute);
    await page.locator(`.remarks [data-remark="${id}"]`).waitFor();
  });

  it("keeps an accepted fix with the check: marked in the text, counted live, still accepted after a reload until undone", STEP, async () => {
    const report = await (await page.request.get(`${stack.baseUrl}/api/jobs/${decodeURIComponent(reviewRoute.split("/")[2])}/report`)).json();
    const shown = await page.locator(".remarks .remark").evaluateAll((els) => els.map((e) => e.dataset.remark));
    const remark = report.remarks.find((r) => shown.includes(r.id) && r.suggestions.length > 0 && r.suggestions[0].trim() && r.fragment);
    assert.ok(remark, "no fix that puts text in");
    const openCount = () => page.locator(".summary .open-count").textContent().then(Number);
    const openIs = (n) => page.waitForFunction((want) => Number(document.querySelector(".summary .open-count")?.textContent) === want, n);
    const fixed = () => page.locator(`.document [data-block="${remark.block}"] ins.accepted-fix`).allTextContents().then((t) => t.join(""));
    const before = await openCount();
    assert.equal(before, await page.locator(".remarks .remark").count());

    const kept = page.waitForResponse((r) => r.url().includes("/acceptances/") && r.request().method() === "PUT");
    await page.locator(`.remarks [data-remark="${remark.id}"]`).getByRole("button", { name: /^(Принять|Accept)$/ }).click();
    assert.equal((await kept).status(), 200);
    await openIs(before - 1);
    assert.ok((await fixed()).includes(remark.suggestions[0]), await fixed());

    // Another screen of the same check (here: a reload) shows it applied, marked, its card gone; the server has it.
    await reload(reviewRoute);
    await page.locator(`.document [data-block="${remark.block}"] ins.accepted-fix`).first().waitFor();
    await page.locator(".remarks .remark").first().waitFor();
    assert.equal(await page.locator(`.remarks [data-remark="${remark.id}"]`).count(), 0);
    assert.ok((await fixed()).includes(remark.suggestions[0]));
    await openIs(before - 1);
    const stored = await (await page.request.get(`${stack.baseUrl}/api/checks/history/${report.history_id}/acceptances`)).json();
    assert.deepEqual(stored.remark_ids, [remark.id]);

    // u undoes it after the reload too, and the server forgets it.
    const undone = page.waitForResponse((r) => r.url().includes("/acceptances/") && r.request().method() === "DELETE");
    await page.locator("body").press("u");
    assert.equal((await undone).status(), 200);
    await page.locator(`.remarks [data-remark="${remark.id}"]`).waitFor();
    await openIs(before);
    assert.equal(await page.locator(".document ins.accepted-fix").count(), 0);
    await reload(reviewRoute);
    await page.locator(`.remarks [data-remark="${remark.id}"]`).waitFor();
  });

  it("names the job in the check screen's address: a reload returns to the same check with its remarks, accepts and dismissals", STEP, async () => {
    await open("#/check", "textarea[name=text]");
    await page.locator("textarea[name=text]").fill(PARAGRAPHS.join("\n\n"));
    await page.getByRole("button", { name: /^(Проверить|Check)$/ }).click();
    await page.waitForURL(/#\/check\/[^/]+$/);
    const route = new URL(page.url()).hash;
    const jobId = decodeURIComponent(route.split("/")[2]);
    await page.locator(".live[data-status=done]").waitFor({ timeout: 120_000 });
    await page.getByRole("link", { name: /Открыть отчёт|Open report/ }).waitFor();
    const report = await (await page.request.get(`${stack.baseUrl}/api/jobs/${encodeURIComponent(jobId)}/report`)).json();
    const fix = report.remarks.find((r) => r.suggestions.length > 0 && r.suggestions[0].trim());
    const other = report.remarks.find((r) => r.id !== fix.id);
    assert.ok(fix && other, JSON.stringify(report.remarks.map((r) => r.id)));
    const openIs = (n) => page.waitForFunction((want) => Number(document.querySelector(".live .open-count")?.textContent) === want, n);
    await openIs(report.remarks.length);

    const accepted = page.waitForResponse((r) => r.url().includes("/acceptances/") && r.request().method() === "PUT");
    await page.locator(`.live [data-remark="${fix.id}"]`).getByRole("button", { name: /^(Принять|Accept)$/ }).click();
    assert.equal((await accepted).status(), 200);
    await openIs(report.remarks.length - 1);
    const dismissed = page.waitForResponse((r) => r.url().includes("/dismissals/") && r.request().method() === "PUT");
    await page.locator(`.live [data-remark="${other.id}"]`).getByRole("button", { name: /^(Отклонить|Dismiss)$/ }).click();
    assert.equal((await dismissed).status(), 200);
    await openIs(report.remarks.length - 2);

    await page.reload();
    await page.locator(".live[data-status=done]").waitFor({ timeout: 60_000 });
    assert.equal(new URL(page.url()).hash, route);
    await page.locator(`.live .document [data-block="${fix.block}"] ins.accepted-fix`).first().waitFor();
    await openIs(report.remarks.length - 2);
    assert.equal(await page.locator(`.live [data-remark="${fix.id}"]`).count(), 0);
    assert.equal(await page.locator(`.live [data-remark="${other.id}"]`).count(), 0);
    const shownText = await page.locator(".live .document .block").count();
    assert.equal(shownText, report.blocks.length);
    // An unknown job says so, in words.
    await reload("#/check/no-such-job");
    await page.locator("main .notice.unavailable").filter({ hasText: /Такой проверки нет|no such check/ }).waitFor();
    await reload(reviewRoute);
    await page.locator(".document mark").first().waitFor();
  });

  it("makes «never for this term» of a remark, which an admin reviews and deletes on #/guides", STEP, async () => {
    const card = page.locator(".remarks .remark").filter({ has: page.getByRole("button", { name: /Никогда для этого термина|Never for this term/ }) }).first();
    const id = await card.getAttribute("data-remark");
    const report = await (await page.request.get(`${stack.baseUrl}/api/jobs/${decodeURIComponent(reviewRoute.split("/")[2])}/report`)).json();
    const remark = report.remarks.find((r) => r.id === id);
    const same = report.remarks.filter((r) => r.rule_id === remark.rule_id && r.fragment.toLowerCase() === remark.fragment.toLowerCase());
    const made = page.waitForResponse((r) => r.url().includes("/exceptions/") && r.request().method() === "POST");
    await card.getByRole("button", { name: /Никогда для этого термина|Never for this term/ }).click();
    assert.equal((await made).status(), 201);
    for (const r of same) await page.locator(`.remarks [data-remark="${r.id}"]`).waitFor({ state: "detached" });
    await page.locator(".filters [role=status]").filter({ hasText: remark.fragment }).waitFor();

    await open("#/guides", "h1");
    const row = page.locator("[data-testid=rule-exceptions] tr", { hasText: remark.rule_id });
    await row.waitFor();
    assert.equal(await row.locator("th").textContent(), remark.fragment.toLowerCase());
    await row.getByRole("button", { name: /Удалить|Delete/ }).click();
    await row.waitFor({ state: "detached" });
    const left = await (await page.request.get(`${stack.baseUrl}/api/rule-exceptions`)).json();
    assert.equal(left.exceptions.length, 0);
    await open(reviewRoute, ".document mark");
  });

  it("adds a spelling card's word to the team dictionary: its cards go, and everyone's next check accepts every form", STEP, async () => {
    const WORDS = "Кластер кубернетеса упал. Мы управляем кубернетесом.";
    const team = (r) => r.category === "spelling" && r.fragment.toLowerCase().startsWith("кубернетес");
    // Checks WORDS on #/check and returns the report once the screen shows it.
    const check = async () => {
      await open("#/check", "textarea[name=text]");
      await page.locator("textarea[name=text]").fill(WORDS);
      // The screen may still show the previous run: wait for this job's own report link.
      const [submitted] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith("/api/jobs") && r.request().method() === "POST"),
        page.getByRole("button", { name: /^(Проверить|Check)$/ }).click(),
      ]);
      const job = (await submitted.json()).job_id;
      await page.locator(`.live[data-status=done] a[href="#/review/${encodeURIComponent(job)}"]`).waitFor({ timeout: 120_000 });
      return (await page.request.get(`${stack.baseUrl}/api/jobs/${job}/report`)).json();
    };
    const first = (await check()).remarks.filter(team);
    assert.equal(first.length, 2, JSON.stringify(first));
    const card = page.locator(`.live .remark[data-remark="${first[0].id}"]`);
    const added = page.waitForResponse((r) => r.url().endsWith("/api/dictionary") && r.request().method() === "POST");
    await card.getByRole("button", { name: /Добавить в словарь|Add to dictionary/ }).click();
    assert.equal((await added).status(), 201);
    // Both forms' cards leave at once.
    for (const r of first) await page.locator(`.live .remark[data-remark="${r.id}"]`).waitFor({ state: "detached" });
    await page.locator(".filters [role=status]").filter({ hasText: /кубернетес/ }).waitFor();
    assert.deepEqual((await check()).remarks.filter(team), []);
    assert.equal(await page.locator(".live .group[data-category=spelling] .remark", { hasText: /кубернетес/i }).count(), 0);

    // Another user's check, with no dictionary of their own: clean too.
    const made = await page.request.post(`${stack.baseUrl}/api/users`, {
      headers: { Origin: stack.baseUrl },
      data: { login: "dictionary-reader", password: "dictionary-reader-1", role: "user" },
    });
    assert.equal(made.status(), 201);
    await page.getByRole("button", { name: /^(Выйти|Log out)$/ }).click();
    await page.waitForURL(/#\/login/);
    await login("dictionary-reader-1", "dictionary-reader");
    await page.waitForURL(/#\/check$/);
    assert.deepEqual((await check()).remarks.filter(team), []);
    await page.getByRole("button", { name: /^(Выйти|Log out)$/ }).click();
    await page.waitForURL(/#\/login/);
    await login();
    await page.waitForURL(/#\/check$/);

    // The admin sees the word with its forms on #/guides and deletes it.
    await open("#/guides", "h1");
    const row = page.locator("[data-testid=team-dictionary] tr[data-word]");
    await row.first().waitFor();
    assert.equal(await row.count(), 1);
    assert.match(await row.first().getAttribute("data-word"), /^кубернетес/);
    await shoot(page, "team-dictionary");
    // Moved to a guide's dictionary and back to the global one.
    for (const scope of ["default-ru", ""]) {
      const moved = page.waitForResponse((r) => /\/api\/dictionary\/\d+$/.test(r.url()) && r.request().method() === "PATCH");
      await row.first().locator("select").selectOption(scope);
      assert.equal((await moved).status(), 200);
      const listed = await (await page.request.get(`${stack.baseUrl}/api/dictionary`)).json();
      assert.equal(listed.words[0].styleguide_id, scope);
    }
    await row.first().getByRole("button", { name: /Удалить|Delete/ }).click();
    await row.first().waitFor({ state: "detached" });
    const left = await (await page.request.get(`${stack.baseUrl}/api/dictionary`)).json();
    assert.equal(left.words.length, 0);
    await open(reviewRoute, ".document mark");
  });

  it("checks an uploaded Markdown file", STEP, async () => {
    await open("#/check", "textarea[name=text]");
    await page.getByLabel(/^(Файл|File)$/).check();
    const doc = join(outputDir, "document.md");
    writeFileSync(doc, "# Установка\n\n" + PARAGRAPHS.join("\n\n") + "\n");
    await page.locator("input[name=file]").setInputFiles(doc);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith("/api/jobs") && r.method() === "POST"),
      page.getByRole("button", { name: /^(Проверить|Check)$/ }).click(),
    ]);
    assert.match(request.headers()["content-type"], /^multipart\/form-data/);
    await page.locator(".live[data-status=done]").waitFor({ timeout: 120_000 });
    assert.ok((await page.locator(".live .remark").count()) > 0);
    // A file's blocks say where they are: the paragraph's number (or the heading, or the table cell).
    const reportLink = await page.getByRole("link", { name: /Открыть отчёт|Open report/ }).getAttribute("href");
    const checked = await (await page.request.get(`${stack.baseUrl}/api/jobs/${reportLink.split("#/review/")[1]}/report`)).json();
    const located = checked.blocks.filter((b) => b.location?.paragraph);
    assert.ok(located.length > 0, JSON.stringify(checked.blocks.map((b) => b.location)));
    for (const b of located)
      assert.equal(await page.locator(`.live .located:has([data-block="${b.index}"]) .location`).textContent(), "¶ " + b.location.paragraph);
  });

  it("gives the checked Markdown file back corrected, with the fixes accepted on screen, and as a diff", STEP, async () => {
    // Still on the check screen of the uploaded file.
    // A download with fixes shows what goes in first; a diff comes at once.
    const save = async (name) => {
      const button = page.getByRole("button", { name, exact: true });
      const previewed = !name.includes("diff");
      if (previewed) {
        await button.click();
        await page.locator("[data-fix-preview] [data-fix-counts]").waitFor();
      }
      const confirm = page.locator("[data-fix-preview] [data-confirm]");
      const [download] = await Promise.all([page.waitForEvent("download"), previewed ? confirm.click() : button.click()]);
      const file = join(outputDir, download.suggestedFilename());
      await download.saveAs(file);
      return { name: download.suggestedFilename(), text: readFileSync(file, "utf8") };
    };
    const corrected = await save("Исправленный файл");
    assert.equal(corrected.name, "document (исправлено).md");
    assert.match(corrected.text, /^# Установка\n\n/);
    assert.ok(corrected.text.includes("сохранить файл, нажмите"), corrected.text);
    assert.ok(!corrected.text.includes("файл , нажмите"), corrected.text);
    const diff = await save("Разница (diff)");
    assert.match(diff.text, /^--- a\/document\.md\n\+\+\+ b\/document\.md\n@@ /);
    assert.ok(diff.text.includes("-📄 Если Вы хотите сохранить файл , нажмите"), diff.text);

    // Accepting one fix on screen sends that one alone.
    const fixable = page.locator(".live .remark").filter({ has: page.getByRole("button", { name: /^(Принять|Accept)$/ }) }).first();
    const acceptedId = await fixable.getAttribute("data-remark");
    await fixable.getByRole("button", { name: /^(Принять|Accept)$/ }).click();
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().includes("/document?")),
      save("Исправленный файл"),
    ]);
    const accepted = new URL(request.url()).searchParams.get("accept");
    assert.equal(accepted, acceptedId);
  });

  it("gives an uploaded DOCX back with Word comments that LibreOffice opens and renders", STEP, async () => {
    // A DOCX as LibreOffice writes one (from HTML), with a remark in a bold run and in a table cell.
    const work = mkdtempSync(join(tmpdir(), "docx-round-trip-"));
    const profile = `-env:UserInstallation=file://${join(work, "profile")}`;
    const soffice = (file, target) =>
      execFileSync("soffice", [profile, "--headless", "--convert-to", target, "--outdir", work, file], { timeout: 120_000 });
    const html = join(work, "guide.html");
    writeFileSync(html, '<html><body><p><b>Войдите администратором</b> , затем откройте файл "Настройки".</p>' +
      '<table><tr><td>Нажмите "Сохранить" , и закройте окно.</td></tr></table></body></html>');
    soffice(html, "docx:MS Word 2007 XML");
    await reload("#/check");
    await page.locator("textarea[name=text]").waitFor();
    await page.getByLabel(/^(Файл|File)$/).check();
    await page.locator("input[name=file]").setInputFiles(join(work, "guide.docx"));
    await page.getByRole("button", { name: /^(Проверить|Check)$/ }).click();
    await page.locator(".live[data-status=done]").waitFor({ timeout: 120_000 });
    const cards = await page.locator(".live .remark").count();
    assert.ok(cards >= 3, `${cards} remarks`);

    const [download, response] = await Promise.all([
      page.waitForEvent("download"),
      page.waitForResponse((r) => r.url().includes("/document?mode=comments")),
      page.getByRole("button", { name: "DOCX с комментариями", exact: true }).click(),
    ]);
    // Every remark is placed, or skipped and counted (never lost).
    const placed = Number(response.headers()["x-proofreader-placed"]);
    const skipped = Number(response.headers()["x-proofreader-skipped"]);
    assert.equal(placed + skipped, cards);
    assert.ok(placed >= 3, `placed ${placed}, skipped ${skipped}`);
    const commented = join(work, "commented.docx");
    await download.saveAs(commented);

    // LibreOffice opens it without complaint and renders its first page.
    soffice(commented, "pdf");
    execFileSync("pdftoppm", ["-png", "-r", "50", "-f", "1", "-l", "1", join(work, "commented.pdf"), join(work, "page")]);
    const png = readdirSync(work).find((f) => /^page.*\.png$/.test(f));
    assert.ok(png && statSync(join(work, png)).size > 1000, readdirSync(work).join(", "));
    copyFileSync(join(work, png), join(outputDir, "docx-with-comments.png"));
    // Every placed remark is a comment, anchored in the text.
    const part = (name) =>
      execFileSync("python3", ["-c", "import sys, zipfile; sys.stdout.write(zipfile.ZipFile(sys.argv[1]).read(sys.argv[2]).decode())", commented, name]).toString();
    const comments = part("word/comments.xml");
    const document = part("word/document.xml");
    const count = (text, what) => text.split(what).length - 1;
    assert.equal(count(comments, "<w:comment "), placed);
    assert.equal(count(comments, 'w:author="Корректор"'), placed);
    for (const anchor of ["<w:commentRangeStart ", "<w:commentRangeEnd ", "<w:commentReference "])
      assert.equal(count(document, anchor), placed, anchor);
    rmSync(work, { recursive: true, force: true });
  });

  it("uploads a guide for extraction and shows its stages", STEP, async () => {
    await open("#/guides", "#extract-title");
    const before = await page.locator("tr[data-guide]").count();
    const guide = join(outputDir, "guide.md");
    writeFileSync(
      guide,
      "# Руководство по стилю\n\n## Термины\n\n- Пишите «нажмите», а не «кликните».\n- Не используйте слово «юзер»: пишите «пользователь».\n\n" +
        "## Оформление\n\n- Не ставьте точку в конце заголовка.\n\n" +
        "## Глоссарий\n\n| Термин | Определение |\n|---|---|\n| Кластер | Группа серверов, работающих вместе |\n",
    );
    const { stages, polled: statuses } = await extractGuide(guide, 120_000);
    await page.waitForFunction((n) => document.querySelectorAll("tr[data-guide]").length > n, before);
    await shoot(page, "guides");
    // The backend extracts a guide this small within one poll, so the stage
    // before "done" that can be seen is the one the job starts in (queued,
    // per the 202 answer), shown in words with its progress; later stages
    // appear only if a poll catches them (recorded in output/).
    const polled = statuses.map((body) => body.stage);
    writeFileSync(join(outputDir, "extraction-stages.json"), JSON.stringify({ shown: stages, polled }, null, 2) + "\n");
    assert.equal(stages[0].code, "queued", JSON.stringify(stages));
    assert.equal(stages[0].text, "В очереди");
    assert.equal(stages[0].progress, 0);
    assert.deepEqual(stages.at(-1), { code: "done", text: "Готово", progress: 1 });
    assert.ok(polled.length > 0 && polled.at(-1) === "done", JSON.stringify(polled));
    // The statements that gave no rule are listed; the glossary entry is marked as one.
    const warnings = page.locator(".extract-state li");
    assert.ok((await warnings.count()) >= 2);
    const glossary = page.locator(".extract-state li[data-glossary=true]");
    assert.equal(await glossary.count(), 1);
    assert.match(await glossary.textContent(), /Кластер/);
    assert.equal(await glossary.locator(".badge").textContent(), "термин глоссария");
  });

  it("switches the active guide", STEP, async () => {
    await expectShown("tr[data-guide]:not(.active)");
    const row = page.locator("tr[data-guide]:not(.active)").first();
    const id = await row.getAttribute("data-guide");
    await row.getByRole("button", { name: /Использовать|Use/ }).click();
    await page.locator(`tr[data-guide="${id}"].active`).waitFor();
    const list = await (await page.request.get(stack.baseUrl + "/api/styleguides")).json();
    assert.deepEqual(list.items.filter((g) => g.active).map((g) => String(g.id)), [id]);
    await page.locator(`tr[data-guide="${id}"] th button`).click();
    await page.locator("#rules-title").waitFor();
    await shoot(page, "guide-rules");
  });

  it("lets an admin rename a guide", STEP, async () => {
    await page.getByRole("button", { name: /^(Изменить|Edit)$/ }).click();
    await page.getByLabel(/^(Название|Name)$/).fill("Руководство из браузерного теста");
    await page.getByRole("button", { name: /^(Сохранить|Save)$/ }).click();
    await page.locator("tr[data-guide] th button", { hasText: "Руководство из браузерного теста" }).waitFor();
  });

  it("searches the rules of a guide", STEP, async () => {
    const list = await (await page.request.get(stack.baseUrl + "/api/styleguides")).json();
    const builtIn = list.items.find((g) => g.is_default);
    const guide = await (await page.request.get(`${stack.baseUrl}/api/styleguides/${builtIn.id}`)).json();
    await page.locator(`tr[data-guide="${builtIn.id}"] th button`).click();
    await page.locator("#rules-title", { hasText: guide.name }).waitFor();
    const items = page.locator(".rule-list > li");
    await page.waitForFunction((n) => document.querySelectorAll(".rule-list > li").length === n, guide.rules.length);
    // A word of one rule's message that not every rule contains.
    const text = (r) => [r.message, r.explanation, r.category, ...(r.good ?? []), ...(r.bad ?? [])].join(" ").toLowerCase();
    const word = guide.rules
      .flatMap((r) => r.message.toLowerCase().match(/[а-яё]{6,}/g) ?? [])
      .find((w) => guide.rules.some((r) => !text(r).includes(w)));
    assert.ok(word, "no word to search for");
    const search = page.getByRole("searchbox", { name: /Поиск по правилам|Search rules/ });
    await search.fill(word);
    const expected = guide.rules.filter((r) => text(r).includes(word)).length;
    await page.waitForFunction((n) => document.querySelectorAll(".rule-list > li").length === n, expected);
    assert.ok(expected > 0 && expected < guide.rules.length);
    for (const li of await items.allInnerTexts()) assert.ok(li.toLowerCase().includes(word), `"${li}" lacks "${word}"`);
    await search.fill("нет-такого-правила");
    await page.waitForFunction(() => document.querySelectorAll(".rule-list > li").length === 0);
    await search.fill("");
    await page.waitForFunction((n) => document.querySelectorAll(".rule-list > li").length === n, guide.rules.length);
  });

  it("lets an admin delete a copy of the built-in guide", STEP, async () => {
    const list = await (await page.request.get(stack.baseUrl + "/api/styleguides")).json();
    const builtIn = await (await page.request.get(`${stack.baseUrl}/api/styleguides/${list.items.find((g) => g.is_default).id}`)).json();
    const copy = { name: "Копия для удаления", description: builtIn.description, parameters: builtIn.parameters, rules: builtIn.rules };
    const put = await page.request.put(stack.baseUrl + "/api/styleguides/browser-copy", { data: copy, headers: { Origin: stack.baseUrl } });
    assert.equal(put.status(), 201, await put.text());
    await open("#/history", "h1");
    await open("#/guides", 'tr[data-guide="browser-copy"]');
    const row = page.locator('tr[data-guide="browser-copy"]');
    page.once("dialog", (d) => d.accept());
    await row.getByRole("button", { name: /^(Удалить|Delete) Копия для удаления$/ }).click();
    await row.waitFor({ state: "detached" });
    assert.equal((await page.request.get(stack.baseUrl + "/api/styleguides/browser-copy")).status(), 404);
  });

  it("shows the stages of a long extraction while it runs", STEP, async () => {
    // Large enough (as in tests/integration/guides_test.cpp) that a stage
    // outlasts the screen's 700 ms poll.
    const guide = join(outputDir, "large-guide.txt");
    writeFileSync(guide, Array.from({ length: 60_000 }, (_, i) => `Не используйте «слово${i}».`).join("\n\n") + "\n");
    const { stages, polled } = await extractGuide(guide, 170_000);
    writeFileSync(join(outputDir, "extraction-stages-large.json"), JSON.stringify({ shown: stages, polled: polled.map((p) => [p.stage, p.progress]) }, null, 2) + "\n");
    // A stage the backend reported before the end (its progress is above the
    // 0 the screen starts with), shown in words.
    const during = stages.filter((st) => st.code !== "done" && st.progress > 0);
    assert.ok(during.length > 0, JSON.stringify(stages));
    for (const st of during) assert.ok(/[а-яё]/i.test(st.text) && !st.text.includes(st.code), JSON.stringify(st));
    const id = String(polled.at(-1).guide_id);
    const row = page.locator(`tr[data-guide="${id}"]`);
    await row.waitFor();
    assert.equal(await row.locator("td").first().innerText(), "60000");
    page.once("dialog", (d) => d.accept());
    await row.getByRole("button", { name: /^(Удалить|Delete)/ }).click();
    await row.waitFor({ state: "detached" });
  });

  it("lists the check in the history and draws insights", STEP, async () => {
    await open("#/history", "h1");
    await expectShown("main table tbody tr");
    await shoot(page, "history");
    await open("#/insights", "h1");
    await expectShown(".charts canvas");
    await shoot(page, "insights");
  });

  it("lets an admin create a user and change the model settings", STEP, async () => {
    await open("#/users", "table tbody tr");
    await page.getByLabel(/^(Логин|Login)$/).fill("editor");
    await page.getByLabel(/^(Имя|Name)$/).last().fill("Редактор");
    await page.getByLabel(/^(Пароль|Password)$/).fill("editor-password-1");
    await page.getByRole("button", { name: /^(Создать|Create)$/ }).click();
    await page.locator("tbody th", { hasText: /^editor$/ }).waitFor();
    await shoot(page, "users");
    await open("#/settings", "h1");
    await expectShown("form input[name=llm_model]");
    // Fields are labelled in words, not with the settings' keys.
    const labels = await page.locator("form input[name]").evaluateAll((els) => els.map((e) => [e.name, e.labels[0]?.textContent]));
    for (const [name, label] of labels) assert.ok(/[а-яё]/i.test(label) && !label.includes(name), `${name}: "${label}"`);
    await page.locator("input[name=llm_model]").fill("browser-test-model");
    await page.getByRole("button", { name: /^(Сохранить|Save)$/ }).click();
    await page.getByRole("status").filter({ hasText: /Сохранено|Saved/ }).waitFor();
    const settings = await (await page.request.get(stack.baseUrl + "/api/settings")).json();
    assert.equal(settings.llm_model.value, "browser-test-model");
    assert.equal(settings.llm_api_key.value, "", "the masked key must not be written back");
    await page.getByRole("button", { name: /Проверить подключение|Test connection/ }).click();
    await page.getByRole("status").filter({ hasText: /"chat"/ }).waitFor();
    await shoot(page, "settings");
  });

  it("shows the server's error messages in the interface language", STEP, async () => {
    await open("#/users", "table tbody tr");
    const createEditorAgain = async (button) => {
      await page.getByLabel(/^(Логин|Login)$/).fill("editor");
      await page.getByLabel(/^(Пароль|Password)$/).fill("editor-password-1");
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.url().endsWith("/api/users") && r.method() === "POST"),
        page.getByRole("button", { name: button }).click(),
      ]);
      return request.headerValue("accept-language");
    };
    assert.equal(await createEditorAgain("Создать"), "ru");
    await page.getByRole("alert").filter({ hasText: "Пользователь с таким логином уже есть" }).waitFor();
    await page.getByRole("button", { name: "English" }).click();
    assert.equal(await createEditorAgain("Create"), "en");
    await page.getByRole("alert").filter({ hasText: "a user with this login exists" }).waitFor();
    await page.getByRole("button", { name: "Русский" }).click();
    await page.getByRole("heading", { name: "Пользователи" }).waitFor();
  });

  it("lets an admin change a role, reset a password in a form and delete a user", STEP, async () => {
    const users = async () => (await (await page.request.get(stack.baseUrl + "/api/users")).json()).items;
    await open("#/users", "table tbody tr");
    await page.getByLabel(/^(Логин|Login)$/).fill("reviewer");
    await page.getByLabel(/^(Пароль|Password)$/).fill("reviewer-password-1");
    await page.getByRole("button", { name: "Создать" }).click();
    await page.locator("tbody th", { hasText: /^reviewer$/ }).waitFor();

    const [patched] = await Promise.all([
      page.waitForResponse((r) => /\/api\/users\/\d+$/.test(r.url()) && r.request().method() === "PATCH"),
      page.getByLabel("Роль: reviewer").selectOption("admin"),
    ]);
    assert.equal(patched.status(), 200, await patched.text());
    assert.equal((await users()).find((u) => u.login === "reviewer")?.role, "admin");

    // The reset form: a labelled password field that takes focus; cancel and
    // confirm both give focus back to the button that opened it.
    const opener = page.getByRole("button", { name: "Сбросить пароль editor" });
    const field = page.getByLabel("Новый пароль для editor");
    await opener.click();
    assert.equal(await opener.getAttribute("aria-expanded"), "true");
    await page.waitForFunction(() => document.activeElement?.getAttribute("autocomplete") === "new-password" && document.activeElement.type === "password");
    assert.ok(await field.evaluate((e) => e === document.activeElement));
    await page.getByRole("button", { name: "Отмена" }).click();
    await field.waitFor({ state: "detached" });
    const openerFocused = () => page.waitForFunction(() => document.activeElement?.textContent === "Сбросить пароль editor");
    await openerFocused();
    await opener.click();
    await field.fill("editor-reset-password");
    await shoot(page, "users-reset");
    await page.getByRole("button", { name: "Задать пароль" }).click();
    await page.getByRole("status").filter({ hasText: "Пароль изменён: editor" }).waitFor();
    await field.waitFor({ state: "detached" });
    await openerFocused();

    page.once("dialog", (d) => d.accept());
    await page.getByRole("button", { name: "Удалить reviewer" }).click();
    await page.locator("tbody th", { hasText: /^reviewer$/ }).waitFor({ state: "detached" });
    assert.ok(!(await users()).some((u) => u.login === "reviewer"));
  });

  it("hides the admin screens from another user and explains them", STEP, async () => {
    await page.getByRole("button", { name: "Выйти" }).click();
    await page.waitForURL(/#\/login/);
    await login("editor-reset-password", "editor");
    await page.waitForURL(/#\/check$/);
    await page.locator("nav [data-menu=check]").waitFor();
    const menu = await page.locator("nav [data-menu]").evaluateAll((els) => els.map((e) => e.dataset.menu));
    assert.ok(menu.includes("history") && !menu.includes("users") && !menu.includes("settings"), String(menu));
    const refused = () => seen.responses.filter((r) => r.status === 403).length;
    const before = refused();
    for (const [route, title] of [["#/users", "Пользователи"], ["#/settings", "Настройки модели"]]) {
      await open(route, "[data-admin-only]");
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      assert.equal(await page.locator("[data-admin-only]").innerText(), "Этот раздел доступен только администраторам.");
      assert.equal(await page.locator("main table, main form").count(), 0);
    }
    await shoot(page, "admin-only");
    assert.equal(refused(), before, "a non-admin screen asked for an admin route");
    await page.getByRole("button", { name: "Выйти" }).click();
    await page.waitForURL(/#\/login/);
    await login();
    await page.waitForURL(/#\/check$/);
  });

  it("changes the own password, logs out and in with the new one", STEP, async () => {
    const change = async (from, to) => {
      await open("#/password", "h1");
      await page.getByLabel(/Текущий пароль|Current password/).fill(from);
      await page.getByLabel(/Новый пароль|New password/).fill(to);
      await page.getByRole("button", { name: /^(Сохранить|Save)$/ }).click();
      await page.getByRole("status").filter({ hasText: /Пароль изменён|Password changed/ }).waitFor();
    };
    const changed = stack.adminPassword + "-changed";
    await change(stack.adminPassword, changed);
    await page.getByRole("button", { name: /^(Выйти|Log out)$/ }).click();
    await page.waitForURL(/#\/login/);
    await login(changed);
    await page.waitForURL(/#\/check$/);
    await change(changed, stack.adminPassword);
  });

  it("switches the interface language", STEP, async () => {
    await open("#/check", "textarea[name=text]");
    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("heading", { name: "Check a text" }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), "en");
    await shoot(page, "check-en");
    await page.getByRole("button", { name: "Русский" }).click();
    await page.getByRole("heading", { name: "Проверка текста" }).waitFor();
  });

  it("is usable at 390 px: no sideways scrolling, every field labelled, skip link first", STEP, async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Layout is checked whether or not a screen's backend answers.
    const screens = {
      check: "textarea[name=text]",
      review: ".document mark, main .notice",
      guides: "#extract-title",
      history: "main table, main .notice",
      insights: ".charts canvas, main .notice",
      users: "main table",
      settings: "form input[name=llm_base_url], main .notice",
    };
    for (const [name, ready] of Object.entries(screens)) {
      await open(name === "review" ? reviewRoute : "#/" + name, ready);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 390, `#/${name} is ${width} px wide`);
      const unlabelled = await page.evaluate(() =>
        [...document.querySelectorAll("input, select, textarea")]
          .filter((e) => !(e.labels?.length || e.getAttribute("aria-label")))
          .map((e) => e.outerHTML.slice(0, 80)),
      );
      assert.deepEqual(unlabelled, [], `#/${name}`);
      await shoot(page, name + "-390");
    }
    await reload("#/check");
    await page.locator("textarea[name=text]").waitFor();
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement?.className), "skip");
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("drops a section from the menu when its flag is off", STEP, async () => {
    await open("#/example", "[data-section=example]");
    await shoot(page, "section-example");
    await stack.start({ ...WITH_EXAMPLE, FEATURE_EXAMPLE: "false" });
    await app.expectSectionOff("example", "[data-section=example]");
    await shoot(page, "section-off");
  });

  it("keeps a dismissal made while the check still runs, once the check is saved", STEP, async () => {
    // The test engine takes 300 ms a block, so cards are on screen long before the end.
    await stack.start({ ...WITH_EXAMPLE, PROOFREADER_ENGINES: "style,slow-engine", PROOFREADER_TEST_SLOW_MS: "300" });
    await login();
    await page.waitForURL(/#\/check$/);
    await page.locator("textarea[name=text]").fill(Array.from({ length: 12 }, (_, i) => `Абзац ${i + 1}: нажмите "Сохранить" , затем закройте окно.`).join("\n\n"));
    await page.getByRole("button", { name: /^(Проверить|Check)$/ }).click();
    const card = page.locator(".live[data-status=running] .remark").first();
    await card.waitFor({ timeout: 60_000 });
    const id = await card.getAttribute("data-remark");
    await card.getByRole("button", { name: /^(Отклонить|Dismiss)$/ }).click();
    assert.equal(await page.locator(".live[data-status=running]").count(), 1, "the check ended before the dismissal");
    const kept = page.waitForResponse((r) => r.url().endsWith("/dismissals/" + id) && r.request().method() === "PUT");
    await page.locator(".live[data-status=done]").waitFor({ timeout: 120_000 });
    assert.equal((await kept).status(), 200);
    const reportLink = await page.getByRole("link", { name: /Открыть отчёт|Open report/ }).getAttribute("href");
    const report = await (await page.request.get(`${stack.baseUrl}/api/jobs/${reportLink.split("#/review/")[1]}/report`)).json();
    const dismissed = await (await page.request.get(`${stack.baseUrl}/api/checks/history/${report.history_id}/dismissals`)).json();
    assert.deepEqual(dismissed.remark_ids, [id]);
  });

  it("serves /api/openapi.json valid against the OpenAPI 3.0 schema, with bodies that frontend/src/types.ts agrees with", STEP, async () => {
    await stack.start({ ...WITH_EXAMPLE, PROOFREADER_DOCS: "true" });
    await login();
    await page.waitForURL(/#\/check$/);
    const doc = await (await page.request.get(`${stack.baseUrl}/api/openapi.json`)).json();
    const validation = await new Validator().validate(doc);
    assert.ok(validation.valid, JSON.stringify(validation.errors, null, 1));
    assert.equal(doc.openapi.split(".")[0], "3");
    // Request and response bodies of the proofreading, guides and history routes.
    const body = (path, method, status = "200") => doc.paths[path]?.[method]?.responses?.[status]?.content?.["application/json"]?.schema?.$ref;
    assert.equal(body("/api/jobs/{id}/report", "get"), "#/components/schemas/Report");
    assert.equal(body("/api/checks/history", "get"), "#/components/schemas/HistoryPage");
    assert.equal(body("/api/styleguides/{id}", "get"), "#/components/schemas/Guide");
    assert.equal(body("/api/jobs", "post", "202"), "#/components/schemas/JobCreated");
    assert.ok(doc.paths["/api/jobs"].post.requestBody.content["multipart/form-data"]);
    assert.ok(doc.paths["/api/check-text"].post.requestBody.content["application/json"]);
    // Every field the front end reads is in the schema it mirrors.
    const schemas = doc.components.schemas;
    const properties = (name) => {
      const s = schemas[name];
      return new Set((s.allOf ?? [s]).flatMap((part) => Object.keys((part.$ref ? schemas[part.$ref.split("/").at(-1)] : part).properties ?? {})));
    };
    const ts = interfaceFields(readFileSync(join(repoRoot, "frontend/src/types.ts"), "utf8"));
    const mirrors = { Remark: "Remark", Block: "Block", Source: "Source", Report: "Report", JobSummary: "Job", HistoryItem: "HistoryItem",
      GuideSummary: "GuideSummary", GuideRule: "GuideRule", Guide: "Guide", ExtractionState: "Extraction" };
    for (const [tsName, schema] of Object.entries(mirrors)) {
      assert.ok(ts.has(tsName), `types.ts has no ${tsName}`);
      const missing = ts.get(tsName).filter((f) => !properties(schema).has(f));
      assert.deepEqual(missing, [], `${tsName} fields not in schema ${schema}`);
    }
  });

  it("serves Swagger UI at /api/docs from this origin, and Try it out answers with the session", STEP, async () => {
    const res = await page.goto(stack.baseUrl + "/api/docs");
    assert.match(res.headers()["content-security-policy"] ?? "", /script-src 'self';/);
    const path = page.locator('.opblock-summary-path[data-path="/api/checks/history"]').first();
    await path.waitFor({ timeout: 60_000 });
    await shoot(page, "api-docs");
    await path.click();
    const operation = page.locator(".opblock.is-open").first();
    await operation.getByRole("button", { name: "Try it out" }).click();
    const [answer] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === "/api/checks/history"),
      operation.getByRole("button", { name: "Execute" }).click(),
    ]);
    assert.equal(answer.status(), 200);
    assert.ok(Array.isArray((await answer.json()).items));
    const shown = operation.locator(".live-responses-table tbody .response-col_status").first();
    await shown.waitFor();
    assert.equal((await shown.innerText()).trim(), "200");
  });

  it("serves ReDoc at /api/redoc from this origin", STEP, async () => {
    await page.goto(stack.baseUrl + "/api/redoc");
    await page.getByRole("heading", { name: /Proofreader API/ }).first().waitFor({ timeout: 60_000 });
    await page.getByText("/api/jobs/{id}/report").first().waitFor();
    await shoot(page, "api-redoc");
    const elsewhere = seen.responses.filter((r) => !r.url.startsWith(stack.baseUrl) && !/^(data|blob):/.test(r.url));
    assert.deepEqual(elsewhere, []);
  });

  it("saw no console errors, CSP violations or server errors", () => {
    assert.deepEqual(seen.errors, []);
    assert.deepEqual(seen.csp, []);
    assert.deepEqual(seen.responses.filter((r) => r.status >= 500), []);
  });
});
