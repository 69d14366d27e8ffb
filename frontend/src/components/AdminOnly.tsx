// What a non-admin sees on an admin screen (#/users, #/settings) instead of
// the 403 the backend would answer.
import type { ComponentChildren } from "preact";
import { useT } from "../i18n";
import { isAdmin, useSession } from "../session";
import { Screen } from "./Screen";

export function AdminOnly({ title, children }: { title: string; children: ComponentChildren }) {
  const t = useT();
  const { user } = useSession();
  if (isAdmin(user)) return <>{children}</>;
  return (
    <Screen title={title}>
      <p class="notice unavailable" role="status" data-admin-only>
        {t("admin_only")}
      </p>
      <p>
        <a href="#/check">{t("check_title")}</a>
      </p>
    </Screen>
  );
}
