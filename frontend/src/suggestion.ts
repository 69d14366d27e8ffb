// How a remark's fragment and its suggestions read on a card. A suggestion is
// the text that replaces the fragment; an empty one deletes it and blank ones
// are invisible, so both are put into words («удалить пробел», «пробел»).
import type { Translate } from "./i18n";

const blank = (s: string) => s.length > 0 && s.trim() === "";

export function fragmentText(t: Translate, fragment: string): string {
  if (!blank(fragment)) return fragment;
  return [...fragment].length === 1 ? t("fragment_space") : t("fragment_spaces");
}

// A fix that shows nothing when written alone: a blank fragment (a space
// removed or replaced) or a blank suggestion (a space put in).
export function invisibleFix(fragment: string, suggestion: string): boolean {
  return blank(fragment) || blank(suggestion);
}

export function suggestionText(t: Translate, fragment: string, suggestion: string): string {
  if (suggestion === "") return blank(fragment) ? t("remove_space") : t("remove_fragment") + " «" + fragment + "»";
  if (blank(suggestion)) return t("fragment_space");
  return suggestion;
}
