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
