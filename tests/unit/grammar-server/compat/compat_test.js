// Runs LanguageTool client libraries from npm against the real proofreader-grammar:
//  - languagetool-api 1.1.2 (check, showMistakes, bestSuggestion, codes);
//  - annotatedtext 1.2.1, which builds the `data` parameter from markup.
// Usage: node compat_test.js <path to proofreader-grammar>   (exit code 0 = all checks passed)
"use strict";
const assert = require("assert");
const { spawn } = require("child_process");
const net = require("net");
const Module = require("module");

const binary = process.argv[2];
if (!binary) {
  console.error("usage: node compat_test.js <proofreader-grammar>");
  process.exit(2);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

async function waitForHealth(base) {
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(base + "/health");
      if (r.ok) return;
    } catch (e) {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("proofreader-grammar did not become healthy");
}

// languagetool-api has the public endpoint https://languagetool.org/api written into its code.
// Point the `request` module it uses at our server instead; everything else in the library
// (query building, URL encoding, response handling) runs unchanged.
function redirectLanguageToolApi(base) {
  const requestPath = require.resolve("request", { paths: [require.resolve("languagetool-api")] });
  const original = require(requestPath);
  const redirected = (url, callback) =>
    original(url.replace("https://languagetool.org/api", base), callback);
  Module._cache[requestPath].exports = redirected;
}

const promisify = (fn) => (...args) =>
  new Promise((resolve, reject) => fn(...args, (err, out) => (err ? reject(err) : resolve(out))));

async function main() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(binary, ["--port", String(port)], { stdio: ["ignore", "inherit", "inherit"] });
  try {
    await waitForHealth(base);
    redirectLanguageToolApi(base);
    const ltapi = require("languagetool-api");

    // check + showMistakes + bestSuggestion, as the library's README uses them.
    const result = await promisify(ltapi.check)({ language: "ru-RU", text: "Откройте настроики профиля." });
    assert.strictEqual(result.language.code, "ru-RU");
    assert.strictEqual(result.matches.length, 1);
    const mistakes = await new Promise((resolve) => ltapi.showMistakes(result, resolve));
    assert.deepStrictEqual(mistakes, ["настроики"]);
    const best = await new Promise((resolve) => ltapi.bestSuggestion(result, resolve));
    assert.deepStrictEqual(best, [{ mistake: "настроики", bestSuggestion: "настройки" }]);

    // Arrays become comma lists (disabledRules=A,B): both rules are switched off.
    const filtered = await promisify(ltapi.check)({
      language: "ru-RU",
      text: "Убедитесь что служба  запущена.",
      disabledRules: ["RU_DOUBLE_SPACE", "RU_COMMA_BEFORE_CHTO"],
    });
    assert.deepStrictEqual(filtered.matches, []);

    const codes = await new Promise((resolve, reject) =>
      ltapi.codes((err, out) => (err ? reject(err) : resolve(out))));
    assert.ok(codes.some((l) => l.longCode === "ru-RU"));

    // annotatedtext: markup is skipped, offsets refer to the original HTML.
    const annotatedtext = require("annotatedtext");
    const html = "<p>Откройте <b>настроики</b> профиля.</p>";
    // A minimal HTML parser in the shape annotatedtext expects: text nodes between tags.
    const textNode = (start, end) => ({ type: "text", children: [],
                                        position: { start: { offset: start }, end: { offset: end } } });
    const parse = (text) => {
      const children = [];
      let at = 0;
      for (const tag of text.matchAll(/<[^>]*>/g)) {
        if (tag.index > at) children.push(textNode(at, tag.index));
        at = tag.index + tag[0].length;
      }
      if (at < text.length) children.push(textNode(at, text.length));
      return { type: "root", children, position: { start: { offset: 0 }, end: { offset: text.length } } };
    };
    const data = annotatedtext.build(html, parse, annotatedtext.defaults);
    const response = await fetch(base + "/v2/check", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ language: "ru-RU", data: JSON.stringify(data) }),
    });
    assert.strictEqual(response.status, 200);
    const annotated = await response.json();
    assert.strictEqual(annotated.matches.length, 1);
    const match = annotated.matches[0];
    assert.strictEqual(html.substr(match.offset, match.length), "настроики");

    // A language LanguageTool clients may send that we do not serve: plain-text 400.
    const german = await fetch(base + "/v2/check?language=de-DE&text=Hallo");
    assert.strictEqual(german.status, 400);
    assert.match(await german.text(), /^Error: /);
    console.log("compat: languagetool-api and annotatedtext work against proofreader-grammar");
  } finally {
    server.kill("SIGTERM");
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
