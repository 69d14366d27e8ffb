// #/settings (admin): the language-model and embeddings settings, and a
// button that asks the backend to test the configured addresses.
import { useEffect, useState } from "preact/hooks";
import { api, ApiError, get } from "../api";
import { Problem } from "../components/Problem";
import { Screen } from "../components/Screen";
import { useT } from "../i18n";
import type { ModelSettings } from "../types";
import { useLoad } from "../useLoad";

const FIELDS: { key: keyof ModelSettings; type: "text" | "number" | "password"; step?: string }[] = [
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

export function Settings() {
  const t = useT();
  const loaded = useLoad(() => get<ModelSettings>("/api/settings"), []);
  const [draft, setDraft] = useState<Partial<ModelSettings>>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    if (loaded.data) setDraft(loaded.data);
  }, [loaded.data]);

  const call = async (method: string, path: string, body?: unknown) => {
    setResult(null);
    try {
      const r = await api<unknown>(method, path, body);
      setResult({ ok: true, text: path.endsWith("/test") ? JSON.stringify(r, null, 2) : t("saved") });
    } catch (e) {
      setResult({ ok: false, text: (e as ApiError).message });
    }
  };
  const save = (e: Event) => {
    e.preventDefault();
    call("PUT", "/api/settings", draft);
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
        {FIELDS.map((f) => (
          <label key={f.key}>
            <code>{f.key}</code>
            <input
              name={f.key}
              type={f.type}
              step={f.step}
              autocomplete="off"
              value={String(draft[f.key] ?? "")}
              onInput={(e) => setDraft({ ...draft, [f.key]: f.type === "number" ? Number(e.currentTarget.value) : e.currentTarget.value })}
            />
          </label>
        ))}
        <div class="actions">
          <button type="submit" class="primary">
            {t("save")}
          </button>
          <button type="button" onClick={() => call("POST", "/api/settings/test")}>
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
