// The rules of one guide with examples and a search; admins edit the name,
// the description and which rules are on, and save with PUT.
import { useEffect, useState } from "preact/hooks";
import { api, ApiError, get } from "../api";
import { useLang, useT } from "../i18n";
import { categoryLabel } from "../labels";
import type { Guide } from "../types";
import { useLoad } from "../useLoad";
import { Problem } from "./Problem";
import { severityLabel } from "./RemarkCard";

export function GuideRules({ id, editable, onSaved }: { id: string; editable: boolean; onSaved(): void }) {
  const t = useT();
  const lang = useLang();
  const loaded = useLoad(() => get<Guide>(`/api/styleguides/${encodeURIComponent(id)}`), [id]);
  const [draft, setDraft] = useState<Guide | null>(null);
  const [query, setQuery] = useState("");
  const [editing, setEditing] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => setDraft(loaded.data), [loaded.data]);

  if (!draft) return loaded.loading ? <p>{t("loading")}</p> : <Problem error={loaded.error} />;

  const q = query.trim().toLowerCase();
  const rules = draft.rules.filter(
    (r) => !q || [r.message, r.explanation, r.category, ...r.good, ...r.bad].some((s) => (s ?? "").toLowerCase().includes(q)),
  );
  const save = async () => {
    try {
      await api("PUT", `/api/styleguides/${encodeURIComponent(id)}`, draft);
      setResult({ ok: true, text: t("saved") });
      setEditing(false);
      onSaved();
    } catch (e) {
      setResult({ ok: false, text: (e as ApiError).message });
    }
  };

  return (
    <section class="card rules" aria-labelledby="rules-title">
      <h2 id="rules-title">
        {t("rules")}: {draft.name}
      </h2>
      {editing ? (
        <div class="edit">
          <label>
            {t("name")}
            <input value={draft.name} onInput={(e) => setDraft({ ...draft, name: e.currentTarget.value })} />
          </label>
          <label>
            {t("description")}
            <textarea rows={2} value={draft.description} onInput={(e) => setDraft({ ...draft, description: e.currentTarget.value })} />
          </label>
        </div>
      ) : (
        draft.description && <p>{draft.description}</p>
      )}
      {editable && (
        <div class="actions">
          {editing ? (
            <>
              <button type="button" class="primary" onClick={save}>
                {t("save")}
              </button>
              <button type="button" onClick={() => (setDraft(loaded.data), setEditing(false))}>
                {t("cancel")}
              </button>
            </>
          ) : (
            <button type="button" onClick={() => setEditing(true)}>
              {t("edit")}
            </button>
          )}
        </div>
      )}
      {result && (
        <p class={result.ok ? "notice ok" : "notice error"} role="status">
          {result.text}
        </p>
      )}
      <label>
        {t("search_rules")}
        <input type="search" value={query} onInput={(e) => setQuery(e.currentTarget.value)} />
      </label>
      <ol class="rule-list">
        {rules.map((r) => (
          <li key={r.id} class={r.enabled ? "" : "disabled"}>
            <p>
              <span class={"badge sev-" + r.severity}>{severityLabel(t, r.severity)}</span> <span class="muted" title={r.category}>
                {categoryLabel(lang, r.category)}
              </span>
            </p>
            <p class="message">{r.message}</p>
            {r.explanation && <p class="explanation">{r.explanation}</p>}
            {r.bad?.length > 0 && (
              <p>
                {t("bad_examples")}: {r.bad.map((b, i) => <del key={i}>{b}</del>)}
              </p>
            )}
            {r.good?.length > 0 && (
              <p>
                {t("good_examples")}: {r.good.map((g, i) => <ins key={i}>{g}</ins>)}
              </p>
            )}
            {editing && (
              <label class="check">
                <input
                  type="checkbox"
                  checked={r.enabled}
                  onChange={(e) =>
                    setDraft({ ...draft, rules: draft.rules.map((x) => (x.id === r.id ? { ...x, enabled: e.currentTarget.checked } : x)) })
                  }
                />
                {t("enabled")}
              </label>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
