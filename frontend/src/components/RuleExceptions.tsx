// The «never for this term» exceptions for an admin to review on #/guides:
// which rule no longer fires on which term, in checks of which guide, who
// added it and when; each can be deleted (audited by the backend).
import { useState } from "preact/hooks";
import { api, ApiError, get } from "../api";
import { useT } from "../i18n";
import { useLoad } from "../useLoad";
import { DataTable } from "./DataTable";
import { Problem } from "./Problem";

interface RuleException {
  id: number;
  styleguide_id: string;
  rule_id: string;
  term: string;
  user: string;
  created_at: string;
}

// The last two cells of an admin's list of things users added (rule
// exceptions, dictionary words): who added it and when, and its delete button.
export function AddedByAndDelete({ entry, name, onDelete }: { entry: { user: string; created_at: string }; name: string; onDelete: () => void }) {
  const t = useT();
  return (
    <>
      <td>
        {entry.user} <span class="muted">{entry.created_at.slice(0, 10)}</span>
      </td>
      <td>
        <button type="button" class="danger" onClick={onDelete}>
          {t("delete")} <span class="sr-only">{name}</span>
        </button>
      </td>
    </>
  );
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
        <DataTable columns={[t("term"), t("rule"), t("guide_picker"), t("added_by"), { hidden: t("delete") }]}>
          {list.data.exceptions.map((e) => (
            <tr key={e.id} data-exception={e.id}>
              <th scope="row">{e.term}</th>
              <td>{e.rule_id}</td>
              <td>{e.styleguide_id || "—"}</td>
              <AddedByAndDelete entry={e} name={e.term} onDelete={() => remove(e)} />
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
