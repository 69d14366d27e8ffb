// An admin's inline form that sets a new password for one account: a
// labelled password field that takes focus when it opens, confirm and
// cancel (Escape cancels too). The caller returns focus to its opener.
import { useEffect, useRef, useState } from "preact/hooks";
import { useT } from "../i18n";
import type { User } from "../types";

interface Props {
  user: User;
  onSubmit(password: string): Promise<boolean>;
  onClose(): void;
}

export function PasswordReset({ user, onSubmit, onClose }: Props) {
  const t = useT();
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    const done = await onSubmit(password);
    setBusy(false);
    if (done) onClose();
  };
  const id = "reset-" + user.id;
  return (
    <form id={id} class="inline-form" onSubmit={submit} onKeyDown={(e) => e.key === "Escape" && onClose()}>
      <label>
        {t("reset_password_for")} {user.login}
        <input
          ref={field}
          type="password"
          name="new-password"
          autocomplete="new-password"
          required
          minLength={8}
          value={password}
          onInput={(e) => setPassword(e.currentTarget.value)}
        />
      </label>
      <div class="actions">
        <button type="submit" class="primary" disabled={busy}>
          {t("set_password")}
        </button>
        <button type="button" onClick={onClose}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
