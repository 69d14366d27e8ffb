// #/guides: the style guides with the active one marked, 'use', the rules of
// one guide with a search, extraction of a new guide from a document, and
// editing / deleting for admins, who also review the «never for this term»
// exceptions and the team dictionary.
import { useState } from "preact/hooks";
import { api, ApiError, get } from "../api";
import { GuideExtraction } from "../components/GuideExtraction";
import { GuideRules } from "../components/GuideRules";
import { Problem } from "../components/Problem";
import { RuleExceptions } from "../components/RuleExceptions";
import { TeamDictionary } from "../components/TeamDictionary";
import { Screen } from "../components/Screen";
import { useT } from "../i18n";
import { isAdmin, useSession } from "../session";
import type { GuideSummary } from "../types";
import { useLoad } from "../useLoad";

export function Guides() {
  const t = useT();
  const { user } = useSession();
  const list = useLoad(() => get<{ items: GuideSummary[] }>("/api/styleguides"), []);
  const [openId, setOpenId] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  const act = async (method: string, path: string) => {
    setError(null);
    try {
      await api(method, path);
      list.reload();
    } catch (e) {
      setError(e as ApiError);
    }
  };
  const remove = (g: GuideSummary) => {
    if (confirm(t("confirm_delete"))) {
      if (openId === String(g.id)) setOpenId(null);
      act("DELETE", `/api/styleguides/${encodeURIComponent(g.id)}`);
    }
  };

  return (
    <Screen title={t("guides_title")} wide>
      <Problem error={list.error ?? error} />
      {list.loading && !list.data && <p>{t("loading")}</p>}
      {list.data && (
        <div class="table-wrap">
          <table class="guides">
            <thead>
              <tr>
                <th scope="col">{t("name")}</th>
                <th scope="col">{t("rules_count")}</th>
                <th scope="col">{t("active")}</th>
                <th scope="col">
                  <span class="sr-only">{t("edit")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((g) => (
                <tr key={g.id} class={g.active ? "active" : ""} data-guide={g.id}>
                  <th scope="row">
                    <button type="button" class="link" aria-expanded={openId === String(g.id)} onClick={() => setOpenId(openId === String(g.id) ? null : String(g.id))}>
                      {g.name}
                    </button>
                    {g.description && <div class="muted">{g.description}</div>}
                  </th>
                  <td data-label={t("rules_count")}>{g.rule_count}</td>
                  <td>{g.active ? <strong class="badge ok">{t("active")}</strong> : null}</td>
                  <td>
                    <div class="actions">
                      {!g.active && (
                        <button type="button" onClick={() => act("POST", `/api/styleguides/${encodeURIComponent(g.id)}/select`)}>
                          {t("use_guide")} <span class="sr-only">{g.name}</span>
                        </button>
                      )}
                      {isAdmin(user) && !g.is_default && (
                        <button type="button" class="danger" onClick={() => remove(g)}>
                          {t("delete")} <span class="sr-only">{g.name}</span>
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {openId && <GuideRules key={openId} id={openId} editable={isAdmin(user)} onSaved={list.reload} />}
      <GuideExtraction onDone={list.reload} />
      {isAdmin(user) && <RuleExceptions />}
      {isAdmin(user) && <TeamDictionary />}
    </Screen>
  );
}
