// #/users (admin): create accounts, change role, reset password, delete.
import { useState } from "preact/hooks";
import { api, ApiError, get } from "../api";
import { Problem } from "../components/Problem";
import { Screen } from "../components/Screen";
import { useT } from "../i18n";
import type { User } from "../types";
import { useLoad } from "../useLoad";

const ROLES = ["user", "admin"] as const;

export function Users() {
  const t = useT();
  const list = useLoad(() => get<{ items: User[] }>("/api/users"), []);
  const [error, setError] = useState<ApiError | null>(null);
  const [notice, setNotice] = useState("");
  const [form, setForm] = useState({ login: "", password: "", display_name: "", role: "user" });

  const run = async (method: string, path: string, body?: unknown) => {
    setError(null);
    setNotice("");
    try {
      await api(method, path, body);
      list.reload();
      setNotice(t("saved"));
      return true;
    } catch (e) {
      setError(e as ApiError);
      return false;
    }
  };
  const create = async (e: Event) => {
    e.preventDefault();
    if (await run("POST", "/api/users", form)) setForm({ login: "", password: "", display_name: "", role: "user" });
  };
  const resetPassword = (u: User) => {
    const password = prompt(t("new_password") + ": " + u.login);
    if (password) run("PATCH", `/api/users/${u.id}`, { password });
  };

  return (
    <Screen title={t("users_title")} wide>
      <Problem error={list.error ?? error} />
      {notice && (
        <p class="notice ok" role="status">
          {notice}
        </p>
      )}
      {list.data && (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">{t("login_field")}</th>
                <th scope="col">{t("display_name")}</th>
                <th scope="col">{t("role")}</th>
                <th scope="col">
                  <span class="sr-only">{t("edit")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((u) => (
                <tr key={u.id}>
                  <th scope="row">{u.login}</th>
                  <td>{u.display_name}</td>
                  <td>
                    <select aria-label={t("role") + ": " + u.login} value={u.role} onChange={(e) => run("PATCH", `/api/users/${u.id}`, { role: e.currentTarget.value })}>
                      {ROLES.map((r) => (
                        <option key={r} value={r}>
                          {t(("role_" + r) as "role_user")}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <div class="actions">
                      <button type="button" onClick={() => resetPassword(u)}>
                        {t("reset_password")}
                      </button>
                      <button type="button" class="danger" onClick={() => confirm(t("confirm_delete")) && run("DELETE", `/api/users/${u.id}`)}>
                        {t("delete")} <span class="sr-only">{u.login}</span>
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form class="card narrow" onSubmit={create} aria-labelledby="create-user">
        <h2 id="create-user">{t("create_user")}</h2>
        <label>
          {t("login_field")}
          <input required autocomplete="off" value={form.login} onInput={(e) => setForm({ ...form, login: e.currentTarget.value })} />
        </label>
        <label>
          {t("display_name")}
          <input value={form.display_name} onInput={(e) => setForm({ ...form, display_name: e.currentTarget.value })} />
        </label>
        <label>
          {t("password_field")}
          <input type="password" autocomplete="new-password" required value={form.password} onInput={(e) => setForm({ ...form, password: e.currentTarget.value })} />
        </label>
        <label>
          {t("role")}
          <select value={form.role} onChange={(e) => setForm({ ...form, role: e.currentTarget.value })}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(("role_" + r) as "role_user")}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" class="primary">
          {t("create")}
        </button>
      </form>
    </Screen>
  );
}
