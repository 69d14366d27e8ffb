// The caller's profile: who they are, a link to change the password, and
// their personal API keys.
import { ApiKeys } from "../components/ApiKeys";
import { Screen } from "../components/Screen";
import { useT } from "../i18n";
import { useSession } from "../session";

export function Profile() {
  const t = useT();
  const { user } = useSession();
  return (
    <Screen title={t("profile")}>
      <p>
        {user?.display_name || user?.login} (<code>{user?.login}</code>) · <a href="#/password">{t("change_password")}</a>
      </p>
      <ApiKeys />
    </Screen>
  );
}
