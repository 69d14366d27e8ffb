// Names of remark categories (sdk/include/proofreader/sdk/remark.hpp's
// kCategories) and engines (PROOFREADER_ENGINES) in the interface language.
// Screens show these; the raw id goes into a tooltip. An id not listed here
// (a third-party engine, a guide's own category) is shown as it is.
import type { Lang } from "./types";

const categories: Record<string, Record<Lang, string>> = {
  spelling: { ru: "Орфография", en: "Spelling" },
  grammar: { ru: "Грамматика", en: "Grammar" },
  punctuation: { ru: "Пунктуация", en: "Punctuation" },
  typography: { ru: "Типографика", en: "Typography" },
  agreement: { ru: "Согласование", en: "Agreement" },
  passive_voice: { ru: "Страдательный залог", en: "Passive voice" },
  polite_vy: { ru: "Обращение на «Вы»", en: "Polite «Вы»" },
  sentence_length: { ru: "Длина предложения", en: "Sentence length" },
  style: { ru: "Стиль", en: "Style" },
  custom: { ru: "Правила руководства", en: "Guide rules" },
  consistency: { ru: "Единообразие терминов", en: "Term consistency" },
  llm: { ru: "Языковая модель", en: "Language model" },
};

const engines: Record<string, Record<Lang, string>> = {
  morphology: { ru: "Морфология", en: "Morphology" },
  "grammar-client": { ru: "Грамматика", en: "Grammar" },
  style: { ru: "Стиль и руководство", en: "Style and guide" },
  llm: { ru: "Языковая модель", en: "Language model" },
};

export const categoryLabel = (lang: Lang, id: string) => categories[id]?.[lang] ?? id;
export const engineLabel = (lang: Lang, id: string) => engines[id]?.[lang] ?? id;

// «Морфология и грамматика согласны»: a card the host merged from several
// engines' remarks about the same problem (Remark.merged_from) names them all.
// Empty when the remark comes from one engine.
export function mergedLabel(lang: Lang, engine: string, mergedFrom: { engine: string }[] | undefined): string {
  const ids = [engine];
  for (const m of mergedFrom ?? []) if (!ids.includes(m.engine)) ids.push(m.engine);
  if (ids.length < 2) return "";
  // In the order of the engines table, whichever engine's remark the card kept.
  const rank = (id: string) => {
    const i = Object.keys(engines).indexOf(id);
    return i < 0 ? Infinity : i;
  };
  ids.sort((a, b) => rank(a) - rank(b));
  const names = ids.map((id, i) => {
    const name = engineLabel(lang, id);
    return i === 0 || name !== engines[id]?.[lang] ? name : name.charAt(0).toLowerCase() + name.slice(1);
  });
  const and = lang === "ru" ? " и " : " and ";
  const list = names.slice(0, -1).join(", ") + and + names[names.length - 1];
  return list + (lang === "ru" ? " согласны" : " agree");
}
