#include "genitive_subject.hpp"

#include <algorithm>
#include <iterator>
#include <string>
#include <string_view>

#include "word_classes.hpp"

namespace proofreader::morphology_engine {
namespace {

// Verbs of being, presence, sufficiency and appearance, whose negation leaves
// the subject in the genitive («места не хватает», «ответа не пришло»). A
// reflexive verb of this kind whose stem is no transitive verb is here too
// («не осталось места», «не появилось окна»).
constexpr std::string_view kExistenceVerbs[] = {
    "быть",        "бывать",      "существовать", "иметься",   "хватать",    "хватить",   "доставать",
    "достать",     "стать",       "оставаться",   "остаться",  "появляться", "появиться", "возникать",
    "возникнуть",  "происходить", "произойти",    "случаться", "случиться",  "наступать", "наступить",
    "поступать",   "поступить",   "приходить",    "прийти",    "находиться", "найтись",   "следовать",
    "последовать", "встречаться", "прибывать",    "прибыть",   "набираться", "набраться", "значиться"};

// «создаётся», «выводится»: the reflexive of a transitive verb is its passive,
// whose object becomes the subject and keeps the genitive under negation. The
// stem must be a dictionary verb: «понравить» of «понравиться» is only guessed.
bool passive_of_transitive(const Item& verb, const russian::Morphology& morph) {
  if (!reflexive_form(verb)) return false;
  const std::string stem = verb.lower.substr(0, verb.lower.size() - std::string_view("ся").size());
  const auto parses = morph.parse(stem);
  return std::any_of(parses.begin(), parses.end(), [](const Parse& p) {
    return !p.predicted && p.tag.pos() == "VERB" && p.tag.has("tran");
  });
}

}  // namespace

bool takes_genitive_subject(const std::vector<Item>& items, std::size_t verb,
                            const russian::Morphology& morph) {
  const Item& v = items[verb];
  // A short form or a predicative states presence or absence («файлов не найдено», «ошибок нет»).
  if (!v.any_pos("VERB")) return true;
  const bool existence = std::any_of(std::begin(kExistenceVerbs), std::end(kExistenceVerbs),
                                     [&](std::string_view lemma) { return v.has_lemma(lemma); });
  return existence || passive_of_transitive(v, morph);
}

}  // namespace proofreader::morphology_engine
