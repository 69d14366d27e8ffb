// Word classes the agreement and government checks share: what counts as a
// noun, which case a parse stands in, whether a word can be in a case.
// Pure inline functions over analysed items.
#pragma once

#include <algorithm>
#include <string_view>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

using russian::main_case;

// A reflexive form: «-ся» after a consonant, «-сь» after a vowel.
inline bool reflexive_form(const Item& item) {
  return item.lower.ends_with("ся") || item.lower.ends_with("сь");
}

// A dictionary noun (not an abbreviation, not an indeclinable word).
inline bool is_noun(const Item& item) {
  return item.checkable() && item.only_pos({"NOUN"}) && !item.predicted() &&
         std::none_of(item.parses.begin(), item.parses.end(),
                      [](const Parse& p) { return p.tag.has("Fixd") || p.tag.has("Abbr"); });
}

// A word in Latin letters («killing», «OOM-killing»): the dictionary has no
// reading for it.
inline bool is_latin(const Item& item) {
  return item.is_word() && std::all_of(item.token->text.begin(), item.token->text.end(),
                                       [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

// A reading of the word is a full passive participle («изменённый»), in the
// case `c` when one is given («изменённого»).
inline bool passive_participle(const Item& item, std::string_view c = {}) {
  return std::any_of(item.parses.begin(), item.parses.end(), [&](const Parse& p) {
    return p.tag.pos() == "PRTF" && p.tag.has("pssv") && (c.empty() || main_case(p.tag.gram_case()) == c);
  });
}

// Punctuation that ends a clause.
inline bool ends_clause(const Item& w) {
  return w.is(",") || w.is(".") || w.is(";") || w.is(":") || w.is("—") || w.is(")") || w.is("!") || w.is("?");
}

// Capitals beyond the first letter: «ФОРМАТ», «АВТОРЫ» (headings, names, tables).
inline bool is_capitals(const Item& item) {
  return item.token->text != item.lower && item.token->text != russian::capitalize(item.lower);
}

// Any capital letter: «Нагла», «Далее», «ФОРМАТ».
inline bool is_capitalised(const Item& item) {
  return item.token->text != item.lower;
}

inline bool has_case(const Item& item, std::string_view c) {
  return std::any_of(item.parses.begin(), item.parses.end(),
                     [&](const Parse& p) { return russian::same_grammeme(main_case(p.tag.gram_case()), c); });
}

// Every parse stands in one of `cases`.
inline bool only_cases(const Item& item, std::initializer_list<std::string_view> cases) {
  return !item.parses.empty() && std::all_of(item.parses.begin(), item.parses.end(), [&](const Parse& p) {
    return std::find(cases.begin(), cases.end(), main_case(p.tag.gram_case())) != cases.end();
  });
}

inline bool genders_agree(std::string_view noun, std::string_view other) {
  if (noun == "ms-f" || noun == "Ms-f") return other == "masc" || other == "femn";
  return noun == other;
}

// An adjective parse that agrees with a noun parse in case, number, gender
// (in the singular) and animacy (in the accusative).
inline bool adjective_agrees(const Parse& adj, const Parse& noun) {
  // A reading without a case (a comparative, a gerund) agrees with nothing.
  if (adj.tag.gram_case().empty() || main_case(adj.tag.gram_case()) != main_case(noun.tag.gram_case()))
    return false;
  if (adj.tag.number() != noun.tag.number()) return false;
  if (noun.tag.number() == "sing" && !genders_agree(noun.tag.gender(), adj.tag.gender())) return false;
  // Accusative adjectives mark animacy («новых пользователей», «новые файлы»).
  if (!adj.tag.animacy().empty() && !noun.tag.animacy().empty() && adj.tag.animacy() != noun.tag.animacy())
    return false;
  return true;
}

// Does some reading of `a` agree with some reading of `b` by `agrees`
// («any_pair(attribute, noun, adjective_agrees)»)?
inline bool any_pair(const Item& a, const Item& b, bool (*agrees)(const Parse&, const Parse&)) {
  for (const auto& pa : a.parses)
    for (const auto& pb : b.parses)
      if (agrees(pa, pb)) return true;
  return false;
}

}  // namespace proofreader::morphology_engine
