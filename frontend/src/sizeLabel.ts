// A byte count as people read it, in the interface's language: «5,8 КБ» in
// Russian (decimal comma, Russian units), "5.8 KB" in English.
import type { Lang } from "./types";

const units: Record<Lang, string[]> = { ru: ["Б", "КБ", "МБ", "ГБ"], en: ["B", "KB", "MB", "GB"] };

export function sizeLabel(lang: Lang, bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units[lang].length - 1) {
    value /= 1024;
    unit++;
  }
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  return number + "\u00a0" + units[lang][unit];
}
