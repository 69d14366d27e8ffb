// #/screenshots: screenshot templates. The route picks the view: the list with
// what changed in each last capture and a new template (#/screenshots), or one
// template with its captures, render and caption check (#/screenshots/{id}).
import { Screen } from "../components/Screen";
import { useT } from "../i18n";
import type { Route } from "../router";
import { TemplateList } from "./screenshots/TemplateList";
import { TemplateView } from "./screenshots/TemplateView";

export function Screenshots({ route }: { route: Route }) {
  const t = useT();
  const id = Number(route.parts[1]);
  if (id > 0) return <TemplateView id={id} />;
  return (
    <Screen title={t("shot_title")} wide>
      <TemplateList />
    </Screen>
  );
}
