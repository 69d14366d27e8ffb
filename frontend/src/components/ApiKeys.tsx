// Personal API keys on the profile screen: make a named key (shown once, with
// the settings LibreOffice and other LanguageTool clients need), see when
// each was last used, revoke one. An administrator can list everyone's keys
// and revoke any (docs/languagetool-clients.md).
import { useState } from "preact/hooks";
import { api, ApiError, get } from "../api";
import { useLang, useT } from "../i18n";
import { useSession } from "../session";
import { useLoad } from "../useLoad";
import { DataTable } from "./DataTable";
import { Problem } from "./Problem";

interface ApiKey {
  id: number;
  name: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  login?: string;
}

export function ApiKeys() {
  const t = useT();
  const lang = useLang();
  // The backend's times are UTC; shown in the reader's own time, as on the other screens.
  const day = (at: string | null) => (at ? new Date(at).toLocaleString(lang) : "—");
  const { user } = useSession();
  const [everyone, setEveryone] = useState(false);
  const list = useLoad(() => get<{ items: ApiKey[] }>(everyone ? "/api/keys?all=true" : "/api/keys"), [everyone]);
  const [name, setName] = useState("");
  const [made, setMade] = useState<{ name: string; key: string } | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  const create = async (e: Event) => {
    e.preventDefault();
    setError(null);
    try {
      const key = await api<ApiKey & { key: string }>("POST", "/api/keys", { name });
      setMade({ name: key.name, key: key.key });
      setName("");
      list.reload();
    } catch (err) {
      setError(err as ApiError);
    }
  };
  const revoke = async (key: ApiKey) => {
    setError(null);
    try {
      await api("DELETE", `/api/keys/${key.id}`);
      list.reload();
    } catch (err) {
      setError(err as ApiError);
    }
  };

  return (
    <section class="card" aria-labelledby="api-keys-title" data-testid="api-keys">
      <h2 id="api-keys-title">{t("api_keys")}</h2>
      <p>{t("api_keys_intro")}</p>
      <form class="inline" onSubmit={create}>
        <label>
          {t("api_key_name")}
          <input required maxLength={200} value={name} onInput={(e) => setName(e.currentTarget.value)} />
        </label>
        <button type="submit" class="primary">
          {t("api_key_create")}
        </button>
      </form>
      {made && (
        <div class="notice ok" role="status" data-testid="api-key-made">
          <p>{t("api_key_shown_once")}</p>
          <p>
            <code>{made.key}</code>
          </p>
          <p>{t("api_key_libreoffice")}</p>
          <dl>
            <dt>Base URL</dt>
            <dd>
              <code>{location.origin + "/v2"}</code>
            </dd>
            <dt>{t("login_field")}</dt>
            <dd>
              <code>{user?.login}</code>
            </dd>
          </dl>
        </div>
      )}
      {user?.role === "admin" && (
        <label class="check">
          <input type="checkbox" checked={everyone} onChange={(e) => setEveryone(e.currentTarget.checked)} /> {t("api_keys_everyone")}
        </label>
      )}
      <Problem error={list.error ?? error} />
      {list.data && list.data.items.length === 0 && <p>{t("no_api_keys")}</p>}
      {list.data && list.data.items.length > 0 && (
        <DataTable
          columns={[
            t("api_key_name"),
            ...(everyone ? [t("login_field")] : []),
            t("api_key_prefix"),
            t("api_key_created"),
            t("api_key_last_used"),
            { hidden: t("api_key_revoke") },
          ]}
        >
          {list.data.items.map((k) => (
            <tr key={k.id} data-api-key={k.id}>
              <th scope="row">{k.name}</th>
              {everyone && <td data-label={t("login_field")}>{k.login}</td>}
              <td data-label={t("api_key_prefix")}>
                <code>{k.prefix}…</code>
              </td>
              <td data-label={t("api_key_created")}>{day(k.created_at)}</td>
              <td data-label={t("api_key_last_used")}>{day(k.last_used_at)}</td>
              <td>
                {k.revoked_at ? (
                  <span class="muted">
                    {t("api_key_revoked")} {day(k.revoked_at)}
                  </span>
                ) : (
                  <button type="button" class="danger" onClick={() => revoke(k)}>
                    {t("api_key_revoke")} <span class="sr-only">{k.name}</span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
