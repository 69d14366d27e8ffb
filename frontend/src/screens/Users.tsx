// #/users (admin): create accounts, change role, reset password, delete.
import { Fragment } from "preact";
import { useState } from "preact/hooks";
import { api, ApiError, get } from "../api";
import { PasswordReset } from "../components/PasswordReset";
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
  // The row whose password form is open; closing it gives focus back to
  // the button that opened it.
  const [resetting, setResetting] = useState<string | null>(null);
  const closeReset = () => {
    const opener = resetting;
    setResetting(null);
    requestAnimationFrame(() => document.getElementById("reset-open-" + opener)?.focus());
  };
  const resetPassword = async (u: User, password: string) => {
    const done = await run("PATCH", `/api/users/${u.id}`, { password });
    if (done) setNotice(t("password_reset_done") + " " + u.login);
    return done;
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
                <Fragment key={u.id}>
                  <tr>
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
                        <button
                          type="button"
                          id={"reset-open-" + u.id}
                          aria-expanded={resetting === String(u.id)}
                          aria-controls={resetting === String(u.id) ? "reset-" + u.id : undefined}
                          onClick={() => (resetting === String(u.id) ? closeReset() : setResetting(String(u.id)))}
                        >
                          {t("reset_password")} <span class="sr-only">{u.login}</span>
                        </button>
                        <button type="button" class="danger" onClick={() => confirm(t("confirm_delete")) && run("DELETE", `/api/users/${u.id}`)}>
                          {t("delete")} <span class="sr-only">{u.login}</span>
                        </button>
                      </div>
                    </td>
                  </tr>
                  {resetting === String(u.id) && (
                    <tr>
                      <td colSpan={4}>
                        <PasswordReset user={u} onSubmit={(password) => resetPassword(u, password)} onClose={closeReset} />
                      </td>
                    </tr>
                  )}
                </Fragment>
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
