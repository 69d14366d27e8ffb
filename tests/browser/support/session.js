// What every browser test does with a page of the app: load a route afresh,
// log in, open a screen and wait for what it shows when its request succeeded.
import assert from "node:assert/strict";
import { launch, watch } from "./browser.js";

// Starts the stack with `settings`, launches chromium and opens one page on
// it whose problems are recorded (`seen`); close() ends both.
export async function openApp(stack, settings) {
  await stack.start(settings);
  const browser = await launch();
  const page = await browser.context.newPage();
  return {
    browser,
    page,
    seen: watch(page),
    app: new AppSession(page, stack),
    async close() {
      await browser.close();
      await stack.stop();
    },
  };
}

export class AppSession {
  // page: a playwright page; stack: the Stack it talks to.
  constructor(page, stack) {
    this.page = page;
    this.stack = stack;
  }

  // A fresh load of the app, so that it asks the backend who is logged in.
  async reload(route) {
    await this.page.goto("about:blank");
    await this.page.goto(this.stack.baseUrl + "/" + route);
  }

  async login(password = this.stack.adminPassword, name = "admin") {
    await this.reload("#/check");
    await this.page.waitForURL(/#\/login/);
    await this.page.getByLabel(/Логин|Login/).fill(name);
    await this.page.getByLabel(/^(Пароль|Password)$/).fill(password);
    await this.page.getByRole("button", { name: /^(Войти|Log in)$/ }).click();
  }

  async open(route, ready) {
    await this.page.evaluate((r) => (location.hash = r), route);
    await this.page.locator(ready).first().waitFor();
  }

  // Waits for what a screen shows when its request succeeded; a problem notice
  // (e.g. a backend that lacks the route) ends the wait with its own text.
  async expectShown(selector, timeout = 30_000) {
    const page = this.page;
    await page.locator(`${selector}, main .notice.error, main .notice.unavailable`).first().waitFor({ timeout });
    const problem = page.locator("main .notice.error, main .notice.unavailable");
    if (!(await page.locator(selector).count()) && (await problem.count())) assert.fail(await problem.first().innerText());
  }

  // A section switched off by its flag: gone from the menu, its route shows
  // "page not found" and `marker` (the section screen's root) is absent.
  async expectSectionOff(id, marker) {
    const page = this.page;
    await this.login();
    await page.waitForURL(/#\/check$/);
    await page.locator("nav [data-menu=check]").waitFor();
    assert.equal(await page.locator(`nav [data-menu=${id}]`).count(), 0);
    await page.evaluate((r) => (location.hash = r), `#/${id}`);
    await page.getByRole("heading", { name: /Страница не найдена|Page not found/ }).waitFor();
    assert.equal(await page.locator(marker).count(), 0);
  }
}
