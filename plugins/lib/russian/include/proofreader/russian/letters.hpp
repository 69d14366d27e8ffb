// What counts as a letter in Russian technical text, on code points: the one
// rule of the tokenizer, the style engine's word scanner and the grammar
// server's typography rules, so they agree on where a word ends (and the
// ASCII digits they share).
//
// Letters are Latin (with Latin-1 and Latin Extended-A/B: «café», «Ångström»),
// all of Cyrillic (Ukrainian «ї» too), and the combining acute accent U+0301,
// which a writer puts after a vowel to mark stress: «ударе́ние» is one word,
// not «ударе» and «ние». Pure functions; inline because scanners ask for every
// character.
#pragma once

namespace proofreader::russian {

inline bool is_ascii_letter(char32_t cp) {
  return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
}

inline bool is_cyrillic(char32_t cp) {
  return cp >= 0x400 && cp <= 0x4FF;
}

inline bool is_digit(char32_t cp) {
  return cp >= '0' && cp <= '9';
}

inline constexpr char32_t kCombiningAcute = 0x301;

inline bool is_letter(char32_t cp) {
  if (is_ascii_letter(cp) || is_cyrillic(cp) || cp == kCombiningAcute) return true;
  return cp >= 0xC0 && cp <= 0x24F && cp != 0xD7 && cp != 0xF7;  // × and ÷ are signs
}

}  // namespace proofreader::russian
