import { useState } from "preact/hooks";
import { api, ApiError } from "../api";
import { Screen } from "../components/Screen";
import { useT } from "../i18n";
import { go } from "../router";
import { useSession } from "../session";
import type { User } from "../types";

// Only routes inside the app are accepted as the place to return to.
function insideApp(next: string | null): next is string {
  return !!next && next.startsWith("/") && !next.startsWith("//") && !next.startsWith("/login");
}

const PROVIDER_ERRORS = ["oidc_state", "oidc_token", "oidc_denied", "oidc_provider", "oidc_account"] as const;

export function Login({ next, providerError }: { next: string | null; providerError: string | null }) {
  const t = useT();
  const { config, setUser } = useSession();
  const [login, setLogin] = useState("");
  const [password, setPassword] = useState("");
  const known = PROVIDER_ERRORS.find((code) => code === providerError);
  const [error, setError] = useState(known ? t(known) : "");
  const [busy, setBusy] = useState(false);

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError("");
    try {
      const r = await api<{ user: User }>("POST", "/api/auth/login", { login, password });
      setUser(r.user);
      go(insideApp(next) ? "#" + next : "#/check");
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
          <a class="button" href={"/api/auth/oidc/start?next=" + encodeURIComponent(insideApp(next) ? next : "/check")}>
            {t("login_oidc")}
          </a>
        )}
      </form>
    </Screen>
  );
}
