import { useState } from "preact/hooks";
import { api, ApiError } from "../api";
import { Screen } from "../components/Screen";
import { useT } from "../i18n";
import { go } from "../router";
import { useSession } from "../session";
import type { User } from "../types";

// Only routes inside the app are accepted as the place to return to.
function safeNext(next: string | null): string {
  return next && next.startsWith("/") && !next.startsWith("/login") ? "#" + next : "#/check";
}

export function Login({ next }: { next: string | null }) {
  const t = useT();
  const { config, setUser } = useSession();
  const [login, setLogin] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError("");
    try {
      const r = await api<{ user: User }>("POST", "/api/auth/login", { login, password });
      setUser(r.user);
      go(safeNext(next));
    } catch (err) {
      setError(err instanceof ApiError && err.status === 401 ? t("login_failed") : String((err as Error).message));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Screen title={t("login_title")}>
      <form class="card narrow" onSubmit={submit}>
        <label>
          {t("login_field")}
          <input name="login" autocomplete="username" required value={login} onInput={(e) => setLogin(e.currentTarget.value)} />
        </label>
        <label>
          {t("password_field")}
          <input
            name="password"
            type="password"
            autocomplete="current-password"
            required
            value={password}
            onInput={(e) => setPassword(e.currentTarget.value)}
          />
        </label>
        {error && (
          <p class="notice error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" class="primary" disabled={busy}>
          {t("login_button")}
        </button>
        {config?.oidc_enabled && (
          <a class="button" href="/api/auth/oidc/start">
            {t("login_oidc")}
          </a>
        )}
      </form>
    </Screen>
  );
}
