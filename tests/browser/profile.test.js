// #/profile (issue 32): a user makes a named personal API key, sees it once,
// sees it listed with the time it was last used, and revokes it; an
// administrator sees another user's key among everyone's and revokes it. The
// key is used from the test itself (Node's fetch, no session cookie) on
// LanguageTool's /v2/check and as a Bearer token on the REST API.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { shoot } from "./support/browser.js";
import { openApp } from "./support/session.js";
import { Stack } from "./support/stack.js";

const STEP = { timeout: 180_000 };
const WRITER = { login: "writer", password: "writer-password-1" };

const stack = await Stack.create();
let browser;
let page;
let seen;
let app;

// LanguageTool's request as LibreOffice sends it: a form with username + apiKey.
const ltCheck = (key, login = WRITER.login) =>
  fetch(stack.baseUrl + "/v2/check", {
    method: "POST",
    body: new URLSearchParams({ text: "Если Вы хотите сохранить файл , нажмите кнопку.", language: "ru-RU", username: login, apiKey: key }),
  });
const asBearer = (key) => fetch(stack.baseUrl + "/api/auth/me", { headers: { Authorization: `Bearer ${key}` } });

const keysCard = () => page.locator("[data-testid=api-keys]");
const keyRow = (name) => keysCard().locator("tbody tr", { has: page.locator("th", { hasText: name }) });
const lastUsed = (name) => keyRow(name).locator('td[data-label="Последнее использование"]').innerText();

async function loginAs(password, name) {
  if (await page.getByRole("button", { name: "Выйти" }).count()) {
    await page.getByRole("button", { name: "Выйти" }).click();
    await page.waitForURL(/#\/login/);
  }
  await app.login(password, name);
  await page.waitForURL(/#\/check$/);
}

async function openProfile() {
  await app.reload("#/profile");
  await app.expectShown('[data-testid=api-keys] table, [data-testid=api-keys] p:text-is("Ключей нет")');
}

async function createKey(name) {
  await keysCard().getByLabel("Название").fill(name);
  const [made] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/keys") && r.request().method() === "POST"),
    keysCard().getByRole("button", { name: "Создать ключ" }).click(),
  ]);
  assert.equal(made.status(), 201, await made.text());
  await keyRow(name).waitFor();
  return page.locator("[data-testid=api-key-made] code").first().innerText();
}

async function revoke(name) {
  await keyRow(name).getByRole("button", { name: `Отозвать ${name}` }).click();
  await keyRow(name).getByRole("button").waitFor({ state: "detached" });
  assert.match(await keyRow(name).locator("td").last().innerText(), /^Отозван \S/);
}

async function expectNoSidewaysScroll(width) {
  const scrolled = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrolled <= width, `#/profile is ${scrolled} px wide at ${width} px`);
}

describe("personal API keys on #/profile", () => {
  before(async () => {
    ({ browser, page, seen, app } = await openApp(stack, {}));
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginAs(stack.adminPassword, "admin");
    const made = await page.request.post(`${stack.baseUrl}/api/users`, {
      headers: { Origin: stack.baseUrl },
      data: { ...WRITER, role: "user" },
    });
    assert.equal(made.status(), 201, await made.text());
  }, { timeout: 20 * 60_000 });

  after(async () => {
    await browser?.close();
    await stack.stop();
  }, { timeout: 120_000 });

  it("makes a named key, shows it once with LibreOffice's settings, lists it", STEP, async () => {
    await loginAs(WRITER.password, WRITER.login);
    await page.locator("header a[href='#/profile']").click();
    await page.getByRole("heading", { level: 1, name: "Профиль" }).waitFor();
    await keysCard().getByText("Ключей нет").waitFor();

    const key = await createKey("LibreOffice Writer");
    assert.match(key, /^prk_[0-9a-f]{64}$/);
    const made = page.locator("[data-testid=api-key-made]");
    assert.match(await made.innerText(), /Скопируйте ключ сейчас: он показывается только один раз\./);
    assert.deepEqual(await made.locator("dd").allInnerTexts(), [stack.baseUrl + "/v2", WRITER.login]);
    assert.equal(await keyRow("LibreOffice Writer").locator('td[data-label="Ключ"]').innerText(), key.slice(0, 12) + "…");
    assert.equal(await lastUsed("LibreOffice Writer"), "—");
    assert.equal(await keysCard().getByLabel("Название").inputValue(), "", "the name field is emptied for the next key");

    await expectNoSidewaysScroll(1280);
    await shoot(page, "profile");
    // The 68 characters of the key fit a phone's width too.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(390);
    await shoot(page, "profile-390");
    await page.setViewportSize({ width: 1280, height: 800 });
    assert.equal(await page.evaluate(() => document.documentElement.lang), "ru");

    // Shown once: neither the screen after a reload nor the list has it.
    await openProfile();
    await keyRow("LibreOffice Writer").waitFor();
    assert.equal(await page.locator("[data-testid=api-key-made]").count(), 0);
    assert.ok(!(await page.content()).includes(key), "the key is shown again after a reload");
    const listed = await (await page.request.get(stack.baseUrl + "/api/keys")).text();
    assert.ok(!listed.includes(key), listed);
  });

  it("shows when the key was last used, on /v2/check and as a Bearer token", STEP, async () => {
    const key = await createKey("Скрипт");
    assert.equal(await lastUsed("Скрипт"), "—");
    const checked = await ltCheck(key);
    assert.equal(checked.status, 200, await checked.clone().text());
    assert.ok((await checked.json()).matches.length > 0);
    const me = await asBearer(key);
    assert.equal(me.status, 200);
    assert.equal((await me.json()).user.login, WRITER.login);

    await openProfile();
    const used = await lastUsed("Скрипт");
    assert.notEqual(used, "—");
    // The time is the reader's own, as on the other screens, not the backend's UTC text.
    const { last_used_at } = (await (await page.request.get(stack.baseUrl + "/api/keys")).json()).items.find((k) => k.name === "Скрипт");
    assert.equal(used, await page.evaluate((at) => new Date(at).toLocaleString("ru"), last_used_at));
    assert.equal(await lastUsed("LibreOffice Writer"), "—", "only the key used is marked");
  });

  it("revokes the own key, which is refused from then on", STEP, async () => {
    const key = await createKey("На выброс");
    assert.equal((await ltCheck(key)).status, 200);
    await revoke("На выброс");
    await openProfile();
    assert.equal(await keyRow("На выброс").getByRole("button").count(), 0);
    const refused = await ltCheck(key);
    assert.equal(refused.status, 401, await refused.text());
    assert.equal((await asBearer(key)).status, 401);
  });

  it("lets an administrator see and revoke another user's key", STEP, async () => {
    const key = await createKey("Ноутбук");
    // A user has no "everyone's keys" switch.
    assert.equal(await keysCard().getByLabel("Ключи всех пользователей").count(), 0);
    await loginAs(stack.adminPassword, "admin");
    await openProfile();
    assert.equal(await keyRow("Ноутбук").count(), 0, "the admin's own list has only the admin's keys");
    await keysCard().getByLabel("Ключи всех пользователей").check();
    await keyRow("Ноутбук").waitFor();
    assert.equal(await keyRow("Ноутбук").locator('td[data-label="Логин"]').innerText(), WRITER.login);
    await expectNoSidewaysScroll(1280);
    await shoot(page, "profile-everyone");
    await revoke("Ноутбук");
    assert.equal((await ltCheck(key)).status, 401);
    assert.equal((await asBearer(key)).status, 401);
  });

  it("logged no errors and no CSP violations", STEP, () => {
    assert.deepEqual(seen.errors, []);
    assert.deepEqual(seen.csp, []);
    assert.ok(!seen.responses.some((r) => r.status >= 500), JSON.stringify(seen.responses.filter((r) => r.status >= 500)));
  });
});
