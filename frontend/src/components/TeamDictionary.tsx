// The team dictionary for an admin on #/guides: where words added from a
// spelling card go (the policy), every word with its scope, forms, who added
// it and when; add a word to a chosen scope, move one to another scope,
// delete one, import a plain word list (bad lines come back with their
// numbers) and export one. Every change is audited by the backend.
import { useState } from "preact/hooks";
import { api, ApiError, download, get, request } from "../api";
import { useT } from "../i18n";
import type { GuideSummary } from "../types";
import { useLoad } from "../useLoad";
import { DataTable } from "./DataTable";
import { Problem } from "./Problem";
import { AddedByAndDelete } from "./RuleExceptions";

interface DictionaryWord {
  id: number;
  word: string;
  styleguide_id: string;
  forms: string[];
  user: string;
  created_at: string;
}

interface ImportResult {
  added: number;
  existing: number;
  bad_lines: { line: number; text: string; message: string }[];
}

export function TeamDictionary() {
  const t = useT();
  const list = useLoad(() => get<{ scope_policy: string; words: DictionaryWord[] }>("/api/dictionary"), []);
  const guides = useLoad(() => get<{ items: GuideSummary[] }>("/api/styleguides"), []);
  const [error, setError] = useState<ApiError | null>(null);
  const [word, setWord] = useState("");
  const [scope, setScope] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [imported, setImported] = useState<ImportResult | null>(null);

  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      list.reload();
    } catch (err) {
      setError(err as ApiError);
    }
  };
  // Every scope: global, then each guide (and `current`, a guide since deleted).
  const scopeOptions = (current: string) => (
    <>
      <option value="">{t("dictionary_global")}</option>
      {guides.data?.items.map((g) => (
        <option key={g.id} value={String(g.id)}>
          {g.name}
        </option>
      ))}
      {current && !guides.data?.items.some((g) => String(g.id) === current) && <option value={current}>{current}</option>}
    </>
  );
  const scopeQuery = scope ? "?styleguide_id=" + encodeURIComponent(scope) : "";
  const add = (e: Event) => {
    e.preventDefault();
    void run(async () => {
      await api("POST", "/api/dictionary", scope ? { word, scope: "guide", styleguide_id: scope } : { word, scope: "global" });
      setWord("");
    });
  };
  const importList = (e: Event) => {
    e.preventDefault();
    if (!file) return;
    void run(async () => setImported(await api<ImportResult>("POST", "/api/dictionary/import" + scopeQuery, file)));
  };
  const exportList = () => void run(async () => download(await request("GET", "/api/dictionary/export" + scopeQuery), "dictionary.txt"));

  return (
    <section class="card" aria-labelledby="dictionary-title" data-testid="team-dictionary">
      <h2 id="dictionary-title">{t("dictionary")}</h2>
      <p class="hint">{t("dictionary_hint")}</p>
      <Problem error={list.error ?? error} />
      {list.data && (
        <label>
          {t("dictionary_policy")}
          <select
            name="scope_policy"
            value={list.data.scope_policy}
            onChange={(e) => {
              const scope_policy = e.currentTarget.value;
              void run(() => api("PUT", "/api/dictionary/settings", { scope_policy }));
            }}
          >
            <option value="global">{t("dictionary_policy_global")}</option>
            <option value="guide">{t("dictionary_policy_guide")}</option>
          </select>
        </label>
      )}
      <label>
        {t("dictionary_scope")}
        <select name="dictionary_scope" value={scope} onChange={(e) => setScope(e.currentTarget.value)}>
          {scopeOptions(scope)}
        </select>
      </label>
      <form class="inline" onSubmit={add}>
        <label>
          {t("dictionary_word")}
          <input name="dictionary_word" value={word} required onInput={(e) => setWord(e.currentTarget.value)} />
        </label>
        <button type="submit">{t("dictionary_add")}</button>
      </form>
      <form class="inline" onSubmit={importList}>
        <label>
          {t("dictionary_import")}
          <input type="file" name="dictionary_file" accept=".txt,text/plain" onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)} />
        </label>
        <button type="submit" disabled={!file}>
          {t("dictionary_import_button")}
        </button>
        <button type="button" onClick={exportList}>
          {t("dictionary_export")}
        </button>
      </form>
      {imported && (
        <div role="status" data-testid="dictionary-import-result">
          <p>
            {t("dictionary_imported")}: {imported.added}, {t("dictionary_existing")}: {imported.existing}
          </p>
          {imported.bad_lines.length > 0 && (
            <ul>
              {imported.bad_lines.map((b) => (
                <li key={b.line}>
                  {t("dictionary_bad_line")} {b.line}: «{b.text}» — {b.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {list.data && list.data.words.length === 0 && <p>{t("dictionary_empty")}</p>}
      {list.data && list.data.words.length > 0 && (
        <DataTable columns={[t("dictionary_word"), t("dictionary_scope"), t("dictionary_forms"), t("added_by"), { hidden: t("delete") }]}>
          {list.data.words.map((w) => (
            <tr key={w.id} data-word={w.word}>
              <th scope="row">{w.word}</th>
              <td>
                <select
                  aria-label={t("dictionary_scope") + ": " + w.word}
                  value={w.styleguide_id}
                  onChange={(e) => {
                    const styleguide_id = e.currentTarget.value;
                    void run(() => api("PATCH", `/api/dictionary/${w.id}`, { styleguide_id }));
                  }}
                >
                  {scopeOptions(w.styleguide_id)}
                </select>
              </td>
              <td class="muted" title={w.forms.join(", ")}>
                {w.forms.length}
              </td>
              <AddedByAndDelete entry={w} name={w.word} onDelete={() => run(() => api("DELETE", `/api/dictionary/${w.id}`))} />
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
