// A section served by a plugin (documents, API tooling, watch, screenshots…):
// present only while /api/config lists it.
import { Screen } from "../components/Screen";
import { useLang, useT } from "../i18n";
import type { MenuItem } from "../types";

export function SectionPage({ item }: { item: MenuItem }) {
  const t = useT();
  const lang = useLang();
  return (
    <Screen title={item.title[lang]}>
      <p data-section={item.id}>{t("section_hint")}</p>
    </Screen>
  );
}
