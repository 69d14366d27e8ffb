// #/watch: page watching. The route picks the view: the groups (#/watch), one
// group with its pages, "Run now" and its run history (#/watch/group/{id}),
// one run's rows (#/watch/run/{id}), and a page's diff with the remarks on
// its new text (#/watch/diff/{pageId}).
import { Screen } from "../components/Screen";
import { useT } from "../i18n";
import type { Route } from "../router";
import { WatchDiffView } from "./watch/WatchDiffView";
import { WatchGroupView } from "./watch/WatchGroupView";
import { WatchGroups } from "./watch/WatchGroups";
import { WatchRunView } from "./watch/WatchRunView";

export function Watch({ route }: { route: Route }) {
  const t = useT();
  const [, view, id] = route.parts;
  if (view === "group" && id) return <WatchGroupView id={id} />;
  if (view === "run" && id) return <WatchRunView id={id} />;
  if (view === "diff" && id) return <WatchDiffView pageId={id} to={route.query.get("to")} />;
  return (
    <Screen title={t("watch_title")} wide>
      <WatchGroups />
    </Screen>
  );
}
