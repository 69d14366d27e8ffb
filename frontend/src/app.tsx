// The shell: loads /api/config and the current user, draws the header and the
// menu served by the backend, and picks the screen for the hash route.
import { lazy, Suspense } from "preact/compat";
import { useEffect, useState } from "preact/hooks";
import { api, get, loginRoute } from "./api";
import { LangContext, storedLang, storeLang, translator, useT } from "./i18n";
import { go, useRoute, type Route } from "./router";
import { isAdmin, SessionContext } from "./session";
import type { AppConfig, Lang, User } from "./types";
import { Login } from "./screens/Login";
import { ChangePassword } from "./screens/ChangePassword";
import { Profile } from "./screens/Profile";
import { Check } from "./screens/Check";
import { Review } from "./screens/Review";
import { Guides } from "./screens/Guides";
import { Rules } from "./screens/Rules";
import { History } from "./screens/History";
import { Users } from "./screens/Users";
import { Settings } from "./screens/Settings";
import { ApiSpecs } from "./screens/ApiSpecs";
import { SectionPage } from "./screens/SectionPage";
import { Documents } from "./screens/Documents";
import { Screenshots } from "./screens/Screenshots";
import { Watch } from "./screens/Watch";
import { Screen } from "./components/Screen";
import { AdminOnly } from "./components/AdminOnly";

// Chart.js is only needed on the insights screen: load it on demand.
const Insights = lazy(() => import("./screens/Insights").then((m) => ({ default: m.Insights })));

const OPEN_ROUTES = ["login"];

export function App() {
  const [lang, setLang] = useState<Lang>(storedLang());
  const [config, setConfig] = useState<AppConfig | null>(null);
  const [user, setUser] = useState<User | null>(null);
  const [checked, setChecked] = useState(false);
  const route = useRoute();
  const t = translator(lang);

  // Stored at once, before the new language's screens make their requests.
  const switchLang = (next: Lang) => {
    storeLang(next);
    setLang(next);
  };
  useEffect(() => storeLang(storedLang()), []);
  useEffect(() => {
    get<AppConfig>("/api/config").then(setConfig, () => setConfig(null));
    get<{ user: User }>("/api/auth/me").then(
      (r) => (setUser(r.user), setChecked(true)),
      () => setChecked(true),
    );
  }, []);
  // The config is re-read after login: an admin sees admin items.
  useEffect(() => {
    if (user) get<AppConfig>("/api/config").then(setConfig, () => {});
  }, [user]);

  const page = route.parts[0] ?? "";
  useEffect(() => {
    if (!checked) return;
    if (!user && !OPEN_ROUTES.includes(page)) go(loginRoute(location.hash.slice(1) || "/check"));
    else if (user && page === "") go("#/check");
  }, [checked, user, page]);

  const logout = async () => {
    await api("POST", "/api/auth/logout").catch(() => {});
    setUser(null);
    go("#/login");
  };

  const menu = (config?.menu ?? []).filter((m) => !m.admin_only || isAdmin(user));
  return (
    <LangContext.Provider value={lang}>
      <SessionContext.Provider value={{ user, config, setUser }}>
        <a class="skip" href="#main" onClick={(e) => (e.preventDefault(), document.getElementById("main")?.focus())}>
          {t("skip_to_content")}
        </a>
        <header class="top">
          <span class="brand">{t("app_name")}</span>
          {user && (
            <nav aria-label={t("main_menu")} class="menu">
              <ul>
                {menu.map((m) => (
                  <li key={m.id}>
                    <a href={m.route} data-menu={m.id} aria-current={m.route === "#/" + page ? "page" : undefined}>
                      {m.title[lang]}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div class="tools">
            <button type="button" class="link" lang={lang === "ru" ? "en" : "ru"} onClick={() => switchLang(lang === "ru" ? "en" : "ru")}>
              {t("switch_language")}
            </button>
            {user && (
              <>
                <a href="#/profile" title={t("profile")}>
                  {user.display_name || user.login}
                </a>
                <button type="button" class="link" onClick={logout}>
                  {t("logout")}
                </button>
              </>
            )}
          </div>
        </header>
        <main id="main" tabIndex={-1}>
          {checked && (user || OPEN_ROUTES.includes(page)) ? <Page route={route} config={config} /> : <p>{t("loading")}</p>}
        </main>
      </SessionContext.Provider>
    </LangContext.Provider>
  );
}

function Page({ route, config }: { route: Route; config: AppConfig | null }) {
  const t = useT();
  const [page, id] = route.parts;
  switch (page) {
    case "login":
      return <Login next={route.query.get("next")} providerError={route.query.get("error")} />;
    case "password":
      return <ChangePassword />;
    case "profile":
      return <Profile />;
    case "check":
      return <Check jobId={id} />;
    case "review":
      return <Review id={id} />;
    case "guides":
      return <Guides />;
    case "rules":
      return <Rules />;
    case "history":
      return <History />;
    case "insights":
      return (
        <Suspense fallback={<p>{t("loading")}</p>}>
          <Insights />
        </Suspense>
      );
    case "users":
      return (
        <AdminOnly title={t("users_title")}>
          <Users />
        </AdminOnly>
      );
    case "settings":
      return (
        <AdminOnly title={t("settings_title")}>
          <Settings />
        </AdminOnly>
      );
  }
  const section = config?.menu.find((m) => m.route === "#/" + page);
  if (section && config?.sections[section.id]?.loaded !== false) {
    if (section.id === "documents") return <Documents />;
    if (section.id === "api") return <ApiSpecs id={id} />;
    if (section.id === "watch") return <Watch route={route} />;
    if (section.id === "screenshots") return <Screenshots route={route} />;
    return <SectionPage item={section} />;
  }
  return (
    <Screen title={t("not_found")}>
      <p>
        <a href="#/check">{t("check_title")}</a>
      </p>
    </Screen>
  );
}
