// #/settings (admin): the language-model and embeddings settings, and a
// button that asks the backend to test the configured addresses.
// GET answers {name: {value, source}}; PUT takes {name: value} and only the
// fields that changed are sent, so the masked API key is never written back.
import { useEffect, useState } from "preact/hooks";
import { api, ApiError, get } from "../api";
import { Problem } from "../components/Problem";
import { Screen } from "../components/Screen";
import { useT, type StringKey, type Translate } from "../i18n";
import type { ModelSettings } from "../types";
import { useLoad } from "../useLoad";

type Key = keyof ModelSettings;
type Values = Partial<Record<Key, string>>;
type Served = Partial<Record<Key, { value: string | number; source?: string } | string | number>>;

const FIELDS: { key: Key; type: "text" | "number" | "password"; step?: string }[] = [
  { key: "llm_base_url", type: "text" },
  { key: "llm_api_key", type: "password" },
  { key: "llm_model", type: "text" },
  { key: "llm_temperature", type: "number", step: "0.1" },
  { key: "llm_max_tokens", type: "number", step: "1" },
  { key: "llm_timeout_s", type: "number", step: "1" },
  { key: "llm_concurrency", type: "number", step: "1" },
  { key: "embeddings_url", type: "text" },
  { key: "embeddings_model", type: "text" },
  { key: "proxy", type: "text" },
];

// Where a value comes from: saved here, the environment or the default.
const SOURCES = ["settings", "environment", "default"];
const sourceLabel = (t: Translate, source: string) => (SOURCES.includes(source) ? t(("source_" + source) as StringKey) : source);

function unpack(served: Served): { values: Values; sources: Values } {
  const values: Values = {};
  const sources: Values = {};
  for (const { key } of FIELDS) {
    const entry = served[key];
    if (entry === undefined) continue;
    const wrapped = typeof entry === "object" && entry !== null;
    values[key] = String(wrapped ? entry.value : entry);
    if (wrapped && entry.source) sources[key] = entry.source;
  }
  return { values, sources };
}

export function Settings() {
  const t = useT();
  const loaded = useLoad(() => get<Served>("/api/settings"), []);
  const [saved, setSaved] = useState<{ values: Values; sources: Values }>({ values: {}, sources: {} });
  const [draft, setDraft] = useState<Values>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    if (!loaded.data) return;
    const unpacked = unpack(loaded.data);
    setSaved(unpacked);
    setDraft(unpacked.values);
  }, [loaded.data]);

  const save = async (e: Event) => {
    e.preventDefault();
    setResult(null);
    const changes: Record<string, string | number | null> = {};
    for (const f of FIELDS) {
      const value = draft[f.key] ?? "";
      if (value === (saved.values[f.key] ?? "")) continue;
      changes[f.key] = f.type === "number" ? (value === "" ? null : Number(value)) : value;
    }
    try {
      const served = await api<Served>("PUT", "/api/settings", changes);
      const unpacked = unpack(served);
      setSaved(unpacked);
      setDraft(unpacked.values);
      setResult({ ok: true, text: t("saved") });
    } catch (err) {
      setResult({ ok: false, text: (err as ApiError).message });
    }
  };
  const test = async () => {
    setResult(null);
    try {
      setResult({ ok: true, text: JSON.stringify(await api("POST", "/api/settings/test"), null, 2) });
    } catch (err) {
      setResult({ ok: false, text: (err as ApiError).message });
    }
  };

  if (loaded.error)
    return (
      <Screen title={t("settings_title")}>
        <Problem error={loaded.error} missing={t("settings_missing")} />
      </Screen>
    );
  return (
    <Screen title={t("settings_title")}>
      {loaded.loading && <p>{t("loading")}</p>}
      <form class="card narrow" onSubmit={save}>
        {FIELDS.map((f) => {
          const source = saved.sources[f.key];
          return (
            <label key={f.key}>
              {t(f.key)} {source && <span class="muted">({sourceLabel(t, source)})</span>}
              <input
                name={f.key}
                type={f.type}
                step={f.step}
                autocomplete="off"
                // Not editable before the stored values arrive: they would overwrite what was typed.
                disabled={!loaded.data}
                value={draft[f.key] ?? ""}
                onInput={(e) => setDraft({ ...draft, [f.key]: e.currentTarget.value })}
              />
            </label>
          );
        })}
        <div class="actions">
          <button type="submit" class="primary" disabled={!loaded.data}>
            {t("save")}
          </button>
          <button type="button" onClick={test}>
            {t("test_settings")}
          </button>
        </div>
        {result && (
          <pre class={result.ok ? "notice ok" : "notice error"} role="status" aria-label={t("test_result")}>
            {result.text}
          </pre>
        )}
      </form>
    </Screen>
  );
}
