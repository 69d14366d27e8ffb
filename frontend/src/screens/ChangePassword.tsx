import { useState } from "preact/hooks";
import { api } from "../api";
import { Screen } from "../components/Screen";
import { useT } from "../i18n";

export function ChangePassword() {
  const t = useT();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (e: Event) => {
    e.preventDefault();
    try {
      await api("POST", "/api/auth/change-password", { current_password: current, new_password: next });
      setStatus({ ok: true, text: t("password_changed") });
      setCurrent("");
      setNext("");
    } catch (err) {
      setStatus({ ok: false, text: (err as Error).message });
    }
  };

  return (
    <Screen title={t("change_password")}>
      <form class="card narrow" onSubmit={submit}>
        <label>
          {t("current_password")}
          <input type="password" autocomplete="current-password" required value={current} onInput={(e) => setCurrent(e.currentTarget.value)} />
        </label>
        <label>
          {t("new_password")}
          <input type="password" autocomplete="new-password" required value={next} onInput={(e) => setNext(e.currentTarget.value)} />
        </label>
        {status && (
          <p class={status.ok ? "notice ok" : "notice error"} role="status">
            {status.text}
          </p>
        )}
        <button type="submit" class="primary">
          {t("save")}
        </button>
      </form>
    </Screen>
  );
}
