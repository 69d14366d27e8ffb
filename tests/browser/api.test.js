// #/api in a real browser against the real stack: the list of specs, upload
// and versions, the segments with their remarks grouped by operation, the
// consistency findings, the diff with breaking changes marked, the
// translation editor and the export buttons; last, FEATURE_API=false takes the
// menu item and both prefixes away. The translation job's language model is a
// stand-in speaking the OpenAI chat-completions wire protocol (a model cannot
// run here); everything else is the real stack.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { shoot } from "./support/browser.js";
import { serve } from "./support/localServer.js";
import { openApp } from "./support/session.js";
import { repoRoot, Stack } from "./support/stack.js";

const STEP = { timeout: 180_000 };
const fixture = (name) => join(repoRoot, "tests/fixtures/api", name);

// The model's stand-in: POST /v1/chat/completions with the section's batch
// {"items":[{id,text}]} as the user message; it "translates" each text by
// marking it, which keeps the placeholders the section checks.
const TRANSLATED = "⟪en⟫ ";
const chats = [];
const model = await serve((request, response, body) => {
  if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
    response.writeHead(404, { "Content-Type": "application/json" });
    return response.end(JSON.stringify({ error: { message: "not found" } }));
  }
  const chat = JSON.parse(body);
  chats.push(chat);
  const { items } = JSON.parse(chat.messages.at(-1).content);
  const content = JSON.stringify({ translations: items.map(({ id, text }) => ({ id, text: TRANSLATED + text })) });
  response.writeHead(200, { "Content-Type": "application/json" });
  response.end(
    JSON.stringify({
      id: "chatcmpl-" + chats.length,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: chat.model,
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      usage: { prompt_tokens: body.length, completion_tokens: content.length, total_tokens: body.length + content.length },
    }),
  );
});

const apiEnv = (on) => ({
  PROOFREADER_SECTIONS: "api",
  FEATURE_API: String(on),
  // The checking engines without the model's own: the stand-in only translates.
  PROOFREADER_ENGINES: "morphology,grammar-client,style",
  LLM_BASE_URL: model.origin,
  LLM_MODEL: "stand-in",
});

const stack = await Stack.create();
let opened;
let page;
let seen;
let app;
let usersId;
let petsId;

const getJson = async (path) => (await page.request.get(stack.baseUrl + path)).json();

async function upload(file, asVersionOf) {
  await app.open("#/api", "[data-testid=api-upload]");
  const form = page.locator("[data-testid=api-upload]");
  await form.locator("input[name=file]").setInputFiles(file);
  if (asVersionOf) await form.locator("select[name=spec_id]").selectOption(String(asVersionOf));
  await form.getByRole("button", { name: "Загрузить" }).click();
  await page.waitForURL(/#\/api\/\d+$/);
  await page.locator("[data-testid=api-version]").waitFor();
  return Number(page.url().match(/#\/api\/(\d+)$/)[1]);
}

const tab = (name) => page.locator(`[role=tab][data-tab=${name}]`).click();

// Clicks an export button and returns the downloaded file's name and text.
async function exported(button) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.locator("[data-testid=api-export]").getByRole("button", { name: button, exact: true }).click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: readFileSync(path, "utf8") };
}

describe("#/api", () => {
  before(async () => {
    opened = await openApp(stack, apiEnv(true));
    ({ page, seen, app } = opened);
    page.on("dialog", (d) => d.accept()); // the screens confirm() a delete
  }, { timeout: 20 * 60_000 });

  after(async () => {
    await opened?.close();
    await model.close();
  }, { timeout: 120_000 });

  it("uploads specs and a next version and lists them", STEP, async () => {
    await app.login();
    await page.waitForURL(/#\/check$/);
    await page.locator("nav [data-menu=api]").click();
    await app.expectShown("[data-testid=api-upload]");

    usersId = await upload(fixture("users-ru.yaml"));
    assert.equal(await page.getByRole("heading", { level: 1 }).innerText(), "API пользователей");
    petsId = await upload(fixture("petstore-3.0.yaml"));
    assert.equal(await upload(fixture("petstore-3.0-v2.yaml"), petsId), petsId);
    const versions = await page.locator("[data-testid=api-version] option").allInnerTexts();
    assert.equal(versions.length, 2);
    assert.match(versions[1], /^2: petstore-3\.0-v2\.yaml/);

    await app.open("#/api", "[data-testid=api-specs]");
    const rows = await page.locator("[data-testid=api-specs] tbody tr").evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll("td")].slice(0, 3).map((td) => td.textContent.trim())),
    );
    const listed = await getJson("/api/api-specs");
    assert.deepEqual(
      rows.sort(),
      listed.specs.map((s) => [s.title, s.openapi_version, String(s.latest_version)]).sort(),
    );
    assert.ok(rows.some(([, , version]) => version === "2"));
    await shoot(page, "api-list");
  });

  it("checks the segments and shows each remark under its segment, grouped by operation", STEP, async () => {
    await app.open(`#/api/${usersId}`, "[data-testid=api-check]");
    const { segments } = await getJson(`/api/api-specs/${usersId}/segments`);
    await page.locator("section[data-operation]").first().waitFor();  // rendered once the segments arrive
    const operations = await page.locator("section[data-operation]").evaluateAll((els) => els.map((e) => e.dataset.operation));
    assert.deepEqual(operations, [...new Set(segments.map((s) => s.operation))]);
    assert.ok(operations.includes("GET /users"));
    for (const s of segments.filter((x) => x.operation === "GET /users"))
      assert.equal(await page.locator(`section[data-operation="GET /users"] [data-pointer="${s.pointer}"]`).count(), 1, s.pointer);

    const checked = page.waitForResponse((r) => /\/api\/api-specs\/\d+\/check$/.test(r.url()));
    await page.locator("[data-testid=api-check]").click();
    const { job_id: jobId } = await (await checked).json();
    await page.locator("[data-remark], .notice.ok").first().waitFor({ timeout: 120_000 });
    // The job's end in words, not its code.
    assert.equal(await page.locator("[data-testid=api-check] + [role=status]").innerText(), "Завершено");
    const report = await getJson(`/api/jobs/${jobId}/report`);
    assert.ok(report.remarks.length > 0, "the deliberate errors gave no remark");
    // Each remark is shown under the segment its block's location names.
    const shown = await page.locator("[data-pointer]").evaluateAll((els) =>
      els.flatMap((e) => [...e.querySelectorAll("[data-remark]")].map((r) => [e.dataset.pointer, r.textContent])),
    );
    assert.equal(shown.length, report.remarks.length);
    for (const remark of report.remarks) {
      const pointer = report.blocks[remark.block].location.heading_path[0];
      assert.ok(shown.some(([p, text]) => p === pointer && text.includes(remark.fragment)), `${pointer}: ${remark.fragment}`);
    }
    await shoot(page, "api-segments");
  });

  it("shows the consistency findings", STEP, async () => {
    await tab("consistency");
    await page.locator("[data-testid=api-findings] [data-rule]").first().waitFor();
    const rules = await page.locator("[data-testid=api-findings] [data-rule]").evaluateAll((els) => els.map((e) => e.dataset.rule));
    const { findings } = await getJson(`/api/api-specs/${usersId}/consistency`);
    assert.deepEqual(rules, findings.map((f) => f.rule));
    // users-ru.yaml leaves the tag "groups" without a description.
    assert.ok(rules.length >= 2, JSON.stringify(rules));
  });

  it("keeps a version's check results to that version", STEP, async () => {
    await app.open(`#/api/${petsId}`, "[data-testid=api-check]");
    assert.equal(await page.locator("[data-testid=api-version]").inputValue(), "2");
    await page.locator("[data-testid=api-check]").click();
    await page.locator("[data-remark], .notice.ok").first().waitFor({ timeout: 120_000 });
    // Version 1 was never checked: nothing of version 2's check shows under it.
    await page.locator("[data-testid=api-version]").selectOption("1");
    await page.locator("[data-operation] [data-pointer]").first().waitFor();
    assert.equal(await page.locator("[data-remark], [data-testid=api-check] ~ [role=status]").count(), 0);
    assert.equal(await page.getByText("Замечаний нет.").count(), 0);
    await page.locator("[data-testid=api-version]").selectOption("2");
  });

  it("shows the diff between versions with the breaking changes marked", STEP, async () => {
    await app.open(`#/api/${petsId}`, "[data-testid=api-version]");
    await tab("diff");
    await page.locator("[data-testid=api-breaking-count]").waitFor();
    const diff = await getJson(`/api/api-specs/${petsId}/diff?from=1&to=2`);
    assert.ok(diff.summary.breaking > 0);
    assert.equal(await page.locator("[data-testid=api-breaking-count]").innerText(), String(diff.summary.breaking));
    const marked = page.locator("[data-testid=api-diff] li").filter({ has: page.locator(".badge", { hasText: "несовместимо" }) });
    assert.equal(await marked.count(), diff.changes.filter((c) => c.breaking).length);
    assert.equal(await page.locator("[data-testid=api-diff] li[data-level]").count(), diff.changes.length);
    // The removed enum value and the removed operation are among the marked ones.
    const markedText = (await marked.allInnerTexts()).join("\n");
    assert.match(markedText, /DELETE \/pets\/\{petId\}/);
    // Text changes: old and new side by side.
    const summary = page.locator("[data-testid=api-diff] li").filter({ has: page.locator("del", { hasText: /^List pets$/ }) });
    assert.equal(await summary.locator("ins").innerText(), "List all pets");

    const [changelog] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: /Журнал изменений/ }).click()]);
    assert.match(readFileSync(await changelog.path(), "utf8"), /DELETE \/pets\/\{petId\}/);
    await shoot(page, "api-diff");
  });

  it("translates through the model and keeps a hand edit", STEP, async () => {
    await app.open(`#/api/${usersId}`, "[data-testid=api-version]");
    await tab("translation");
    const editor = page.locator("[data-testid=api-translation]");
    await editor.locator("select").selectOption("en");
    await editor.locator("tr[data-pointer]").first().waitFor();
    const before = chats.length;
    await editor.getByRole("button", { name: "Перевести" }).click();
    await page.waitForFunction(() => {
      const areas = [...document.querySelectorAll("[data-testid=api-translation] textarea")];
      return areas.length > 0 && areas.every((a) => a.value.startsWith("⟪en⟫"));
    }, null, { timeout: 60_000 });
    assert.ok(chats.length > before, "the model was not called");
    // Source and target side by side: each row's translation is its source, translated.
    const pairs = await editor.locator("tr[data-pointer]").evaluateAll((trs) =>
      trs.map((tr) => ({ pointer: tr.dataset.pointer, source: tr.querySelector("td p").textContent, target: tr.querySelector("textarea").value })),
    );
    const title = pairs.find((p) => p.pointer === "/info/title");
    assert.deepEqual(title, { pointer: "/info/title", source: "API пользователей", target: TRANSLATED + "API пользователей" });
    // Code spans went to the model as placeholders and came back unchanged.
    const description = pairs.find((p) => p.pointer === "/info/description");
    assert.ok(description.target.includes("`POST /auth/token`"), description.target);
    assert.ok(!chats.at(-1).messages.at(-1).content.includes("POST /auth/token"));

    // A hand edit is saved and stays the row's translation.
    const row = editor.locator(`tr[data-pointer="/info/title"]`);
    await row.locator("textarea").fill("Users API");
    await row.getByRole("button", { name: "Сохранить" }).click();
    await row.getByText("edited").waitFor();
    const stored = await getJson(`/api/api-specs/${usersId}/translations?target=en`);
    const saved = stored.segments.find((s) => s.pointer === "/info/title");
    assert.deepEqual([saved.translation, saved.origin], ["Users API", "edited"]);
    await shoot(page, "api-translation");
  });

  it("exports the spec as YAML and JSON, original and translated", STEP, async () => {
    const original = readFileSync(fixture("users-ru.yaml"), "utf8");
    const yaml = await exported("Скачать YAML");
    assert.match(yaml.name, /\.ya?ml$/);
    // The same keys in the same order (the emitter may indent sequences
    // its own way), and the whole-line comments, in order.
    const keys = (text) => text.split("\n").map((l) => l.match(/^\s*(?:- )*([^\s#:][^:]*):(?:\s|$)/)?.[1]).filter(Boolean);
    const comments = (text) => text.split("\n").filter((l) => l.trim().startsWith("#")).map((l) => l.trim());
    assert.deepEqual(keys(yaml.text), keys(original));
    assert.ok(comments(original).length >= 3);
    assert.deepEqual(comments(yaml.text), comments(original));
    // Beside the buttons, which comment positions the YAML export cannot keep.
    const note = await page.locator("[data-testid=api-export-comments]").textContent();
    assert.match(note, /сохраняются комментарии над ключами/);
    assert.match(note, /Теряются: блок комментариев, отделённый от ключа пустой строкой/);

    const json = JSON.parse((await exported("Скачать JSON")).text);
    assert.equal(json.info.title, "API пользователей");
    assert.deepEqual(Object.keys(json.paths), ["/users", "/users/{id}", ...Object.keys(json.paths).slice(2)]);

    const english = await exported("YAML (en)");
    assert.match(english.text, /title: Users API/);
    assert.ok(english.text.includes(TRANSLATED), "no translated text in the export");
    assert.match(english.text, /operationId: listUsers/);
    assert.deepEqual(seen.errors, []);
    assert.deepEqual(seen.csp, []);
  });

  it("with FEATURE_API=false has no menu item and both prefixes answer 404", { timeout: 10 * 60_000 }, async () => {
    await stack.start(apiEnv(false));
    await app.expectSectionOff("api", "[data-testid=api-upload]");
    for (const path of ["/api/api-specs", "/api/api-spec-documents", `/api/api-specs/${usersId}`]) {
      const r = await page.request.get(stack.baseUrl + path);
      assert.equal(r.status(), 404, path);
    }
  });
});
