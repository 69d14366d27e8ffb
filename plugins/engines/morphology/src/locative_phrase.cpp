#include "locative_phrase.hpp"

#include <algorithm>

#include "word_classes.hpp"

namespace proofreader::morphology_engine {
namespace {

bool attribute_reading(const Item& item) {
  return item.checkable() && !item.predicted() && !is_capitals(item) &&
         (item.any_pos("ADJF") || item.any_pos("PRTF")) && !item.any_pos("NOUN") &&
         std::none_of(item.parses.begin(), item.parses.end(), [](const Parse& p) {
           return p.tag.has("Fixd") || p.normal_form == "который" || p.normal_form == "какой" ||
                  p.normal_form == "чей";
         });
}

// An adjective whose readings as an attribute are all locative and likelier
// than its other readings together (the dictionary's instrumental pronoun
// «любом»). Not a participle alone: after its noun it takes an agent or
// complement in any case («в файле, указанном пользователем»).
bool locative_adjective(const Item& item) {
  float attribute = 0, other = 0;
  for (const Parse& p : item.parses) {
    const bool reading = p.tag.pos() == "ADJF" || p.tag.pos() == "PRTF";
    if (reading && main_case(p.tag.gram_case()) != "loct") return false;
    (reading ? attribute : other) += p.score;
  }
  return item.any_pos("ADJF") && attribute > other;
}

bool coordinating_conjunction(const Item& item) {
  return item.lower == "и" || item.lower == "или" || item.lower == "а";
}

// A locative adjective with no preposition before it or the attributes
// before it. Its preposition may stand further back when the word before is
// a locative noun the adjective follows («в порядке, обратном регистрации»,
// «при значении равном нулю»), a negation of a predicate-like adjective («при
// *argp не равном нулю»), a coordinator or a comma («в старом и новом
// кластерах»).
bool locative_without_preposition(const std::vector<Item>& items, std::size_t adj) {
  if (!locative_adjective(items[adj])) return false;
  std::size_t k = adj;
  while (k > 0 && items[k - 1].is_word() && items[k - 1].any_pos("ADJF") && has_case(items[k - 1], "loct"))
    --k;
  if (k == 0) return false;
  // A manual page's reference («функцией iconv(3) любом количество раз») stands for its name, a word.
  const bool reference = k >= 4 && items[k - 1].is(")") && items[k - 2].token->kind == Token::Kind::number &&
                         items[k - 3].is("(");
  if (reference) k -= 3;
  const Item& before = items[k - 1];
  return before.is_word() && !before.any_pos("PREP") && !has_case(before, "loct") &&
         !coordinating_conjunction(before) && before.lower != "не";
}

}  // namespace

bool attribute_of_locative(const std::vector<Item>& items, std::size_t adj) {
  if (adj + 1 >= items.size() || !attribute_reading(items[adj]) || !is_noun(items[adj + 1]) ||
      is_capitals(items[adj + 1]))
    return false;
  if (locative_without_preposition(items, adj)) return true;
  // Coordinated nouns may take one plural attribute («при разных источнике и
  // назначении»). A word in no case a preposition of the locative may govern
  // («в этому случае») is the government check's remark already.
  const bool coordinated_noun = adj + 2 < items.size() && coordinating_conjunction(items[adj + 2]);
  const bool after_preposition_case =
      has_case(items[adj], "loct") || has_case(items[adj], "accs") || has_case(items[adj], "nomn");
  return adj > 0 && items[adj - 1].any_pos("PREP") && only_cases(items[adj + 1], {"loct"}) &&
         !coordinated_noun && after_preposition_case;
}

}  // namespace proofreader::morphology_engine
