// #/rules: the user's own regex rules (spec §4.4, GET/POST /api/rules,
// DELETE /api/rules/{id}). The form tries the pattern on a sample text as it
// is typed (POST /api/rules/test: the server's PCRE2, the same validation as
// saving), so the matches shown are what a check will mark, and an invalid,
// too slow or too general pattern is explained before it is saved.
import { useEffect, useState } from "preact/hooks";
import { api, ApiError, get } from "../api";
import { DataTable } from "../components/DataTable";
import { Problem } from "../components/Problem";
import { Screen } from "../components/Screen";
import { useT } from "../i18n";
import { isAdmin, useSession } from "../session";
import { useLoad } from "../useLoad";

interface UserRule {
  id: number;
  pattern: string;
  flags: string;
  message: string;
  suggestion: string;
  scope: "own" | "everyone";
  owner: string;
  owner_id: number;
}
interface Match {
  start: number;
  length: number;
  text: string;
}

const TRY_DELAY_MS = 300;

export function Rules() {
  const t = useT();
  const { user } = useSession();
  const list = useLoad(() => get<{ items: UserRule[] }>("/api/rules"), []);
  const [error, setError] = useState<ApiError | null>(null);

  const remove = async (id: number) => {
    if (!confirm(t("confirm_delete"))) return;
    setError(null);
    try {
      await api("DELETE", `/api/rules/${id}`);
      list.reload();
    } catch (e) {
      setError(e as ApiError);
    }
  };

  return (
    <Screen title={t("user_rules_title")} wide>
      <p class="hint">{t("user_rules_intro")}</p>
      <RuleForm admin={isAdmin(user)} saved={list.reload} />
      <Problem error={list.error ?? error} />
      {list.data && list.data.items.length === 0 && <p class="muted">{t("user_rules_none")}</p>}
      {list.data && list.data.items.length > 0 && (
        <DataTable
          class="user-rules"
          columns={[
            t("user_rule_pattern"),
            t("user_rule_message"),
            t("user_rule_suggestion"),
            t("user_rule_scope"),
            { hidden: t("delete") },
          ]}
        >
          {list.data.items.map((r) => (
            <tr key={r.id} data-rule={r.pattern}>
              <td data-label={t("user_rule_pattern")}>
                <code>{r.pattern}</code>
                {r.flags.includes("i") && <span class="muted"> · {t("user_rule_ignore_case")}</span>}
              </td>
              <td data-label={t("user_rule_message")}>{r.message}</td>
              <td data-label={t("user_rule_suggestion")}>{r.suggestion || "—"}</td>
              <td data-label={t("user_rule_scope")}>{r.scope === "everyone" ? t("user_rule_everyone") : t("user_rule_own")}</td>
              <td>
                {(String(r.owner_id) === String(user?.id) || isAdmin(user)) && (
                  <button type="button" class="danger" onClick={() => remove(r.id)}>
                    {t("delete")}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </Screen>
  );
}

function RuleForm({ admin, saved }: { admin: boolean; saved(): void }) {
  const t = useT();
  const [pattern, setPattern] = useState("");
  const [ignoreCase, setIgnoreCase] = useState(false);
  const [message, setMessage] = useState("");
  const [suggestion, setSuggestion] = useState("");
  const [everyone, setEveryone] = useState(false);
  const [sample, setSample] = useState(t("user_rule_sample_text"));
  const [matches, setMatches] = useState<Match[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const flags = ignoreCase ? "i" : "";

  // The live test, a moment after the last keystroke; a newer one wins.
  useEffect(() => {
    setMatches(null);
    setProblem(null);
    if (!pattern) return;
    let live = true;
    const timer = setTimeout(() => {
      api<{ matches: Match[] }>("POST", "/api/rules/test", { pattern, flags, text: sample }).then(
        (r) => live && setMatches(r.matches),
        (e) => live && setProblem((e as ApiError).message),
      );
    }, TRY_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [pattern, flags, sample]);

  const submit = async (e: Event) => {
    e.preventDefault();
    setStatus(null);
    try {
      await api("POST", "/api/rules", { pattern, flags, message, suggestion, scope: everyone ? "everyone" : "own" });
      setPattern("");
      setMessage("");
      setSuggestion("");
      setStatus({ ok: true, text: t("user_rule_added") });
      saved();
    } catch (err) {
      setStatus({ ok: false, text: (err as ApiError).message });
    }
  };

  return (
    <form class="card rule-form" onSubmit={submit} aria-labelledby="rule-form-title">
      <h2 id="rule-form-title">{t("user_rule_new")}</h2>
      <div class="columns">
        <div>
          <label>
            {t("user_rule_pattern")}
            <input name="pattern" required value={pattern} spellcheck={false} aria-invalid={problem ? "true" : undefined}
              aria-describedby="rule-problem" onInput={(e) => setPattern(e.currentTarget.value)} />
          </label>
          <label class="check">
            <input type="checkbox" name="ignore_case" checked={ignoreCase} onChange={(e) => setIgnoreCase(e.currentTarget.checked)} />
            {t("user_rule_ignore_case")}
          </label>
          <label>
            {t("user_rule_message")}
            <input name="message" required value={message} onInput={(e) => setMessage(e.currentTarget.value)} />
          </label>
          <label>
            {t("user_rule_suggestion")}
            <input name="suggestion" value={suggestion} onInput={(e) => setSuggestion(e.currentTarget.value)} />
          </label>
          {admin && (
            <label class="check">
              <input type="checkbox" name="everyone" checked={everyone} onChange={(e) => setEveryone(e.currentTarget.checked)} />
              {t("user_rule_for_everyone")}
            </label>
          )}
        </div>
        <div>
          <label>
            {t("user_rule_sample")}
            <textarea name="sample" rows={5} value={sample} onInput={(e) => setSample(e.currentTarget.value)} />
          </label>
          <div id="rule-problem">
            {problem && (
              <p class="notice error" role="alert" data-rule-problem>
                {problem}
              </p>
            )}
          </div>
          {matches && <SampleMatches text={sample} matches={matches} />}
        </div>
      </div>
      <div class="actions">
        <button type="submit" class="primary" disabled={!!problem}>
          {t("user_rule_add")}
        </button>
        {status && (
          <span class={status.ok ? "notice ok" : "notice error"} role={status.ok ? "status" : "alert"}>
            {status.text}
          </span>
        )}
      </div>
    </form>
  );
}

// The sample with the matches marked; offsets are code points, as the server counts.
function SampleMatches({ text, matches }: { text: string; matches: Match[] }) {
  const t = useT();
  const chars = Array.from(text);
  const parts = [];
  let at = 0;
  for (const m of matches) {
    parts.push(chars.slice(at, m.start).join(""));
    parts.push(<mark key={m.start}>{chars.slice(m.start, m.start + m.length).join("")}</mark>);
    at = m.start + m.length;
  }
  parts.push(chars.slice(at).join(""));
  return (
    <div data-rule-matches={matches.length}>
      <p role="status">
        {t("user_rule_matches")}: {matches.length}
      </p>
      <p class="rule-sample">{parts}</p>
    </div>
  );
}
