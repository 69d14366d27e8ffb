// The «never for this term» exceptions for an admin to review on #/guides:
// which rule no longer fires on which term, in checks of which guide, who
// added it and when; each can be deleted (audited by the backend).
import { useState } from "preact/hooks";
import { api, ApiError, get } from "../api";
import { useT } from "../i18n";
import { useLoad } from "../useLoad";
import { Problem } from "./Problem";

interface RuleException {
  id: number;
  styleguide_id: string;
  rule_id: string;
  term: string;
  user: string;
  created_at: string;
}

export function RuleExceptions() {
  const t = useT();
  const list = useLoad(() => get<{ exceptions: RuleException[] }>("/api/rule-exceptions"), []);
  const [error, setError] = useState<ApiError | null>(null);
  const remove = async (e: RuleException) => {
    setError(null);
    try {
      await api("DELETE", `/api/rule-exceptions/${e.id}`);
      list.reload();
    } catch (err) {
      setError(err as ApiError);
    }
  };
  return (
    <section class="card" aria-labelledby="rule-exceptions-title" data-testid="rule-exceptions">
      <h2 id="rule-exceptions-title">{t("rule_exceptions")}</h2>
      <Problem error={list.error ?? error} />
      {list.data && list.data.exceptions.length === 0 && <p>{t("no_rule_exceptions")}</p>}
      {list.data && list.data.exceptions.length > 0 && (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">{t("term")}</th>
                <th scope="col">{t("rule")}</th>
                <th scope="col">{t("guide_picker")}</th>
                <th scope="col">{t("added_by")}</th>
                <th scope="col">
                  <span class="sr-only">{t("delete")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.exceptions.map((e) => (
                <tr key={e.id} data-exception={e.id}>
                  <th scope="row">{e.term}</th>
                  <td>{e.rule_id}</td>
                  <td>{e.styleguide_id || "—"}</td>
                  <td>
                    {e.user} <span class="muted">{e.created_at.slice(0, 10)}</span>
                  </td>
                  <td>
                    <button type="button" class="danger" onClick={() => remove(e)}>
                      {t("delete")} <span class="sr-only">{e.term}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
