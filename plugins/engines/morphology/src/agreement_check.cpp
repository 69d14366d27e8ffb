// Agreement: adjective or participle + noun (gender, number, case), subject +
// verb (number, person; gender in the past tense), numeral + noun. A pair is
// flagged only when no combination of the two words' parses agrees, so an
// ambiguous word never produces a remark. Predicted (unknown) words are never
// checked. The suggestion is the agreeing form of the dependent word.
#include <algorithm>
#include <array>
#include <charconv>
#include <optional>
#include <string>

#include "adverb_homonym.hpp"
#include "adverb_homonym_attribute.hpp"
#include "adverb_in_phrase.hpp"
#include "adverbial_substantive.hpp"
#include "agreement_attributed_subject.hpp"
#include "agreement_coordinated_attribute.hpp"
#include "agreement_correlative_object.hpp"
#include "agreement_experiencer.hpp"
#include "agreement_participle_comparative.hpp"
#include "analytic_future.hpp"
#include "attribute_before_contrast.hpp"
#include "checks.hpp"
#include "clause_conjunction.hpp"
#include "comparison_after_pair.hpp"
#include "compound_conjunction.hpp"
#include "coordinated_before_latin.hpp"
#include "coordinated_pair.hpp"
#include "coordinated_subject_phrase.hpp"
#include "coordinated_verb.hpp"
#include "counted_attribute.hpp"
#include "demonstrative_object.hpp"
#include "elided_noun_complement.hpp"
#include "first_person_homonym.hpp"
#include "fronted_participle.hpp"
#include "genitive_noun_homonym.hpp"
#include "genitive_object_phrase.hpp"
#include "genitive_of_negation.hpp"
#include "genitive_subject.hpp"
#include "imperative_before_subject.hpp"
#include "indirect_question.hpp"
#include "likely_transitive.hpp"
#include "locative_phrase.hpp"
#include "modal_of_be.hpp"
#include "neuter_substantive_plural.hpp"
#include "nominative_after_verb.hpp"
#include "object_clause.hpp"
#include "object_list.hpp"
#include "ordinal_fraction.hpp"
#include "parenthetical_homonym.hpp"
#include "participle_agent.hpp"
#include "participle_fragment.hpp"
#include "possessive_homonym.hpp"
#include "pronoun_agent.hpp"
#include "pronoun_attribute.hpp"
#include "pronoun_for_person.hpp"
#include "pronoun_for_thing.hpp"
#include "relative_clause_start.hpp"
#include "subject_after_predicate.hpp"
#include "superlative_pair.hpp"
#include "this_after_verb.hpp"
#include "ungoverned_genitive.hpp"
#include "verbal_noun_plural.hpp"
#include "word_classes.hpp"

namespace proofreader::morphology_engine {
namespace {

using Kind = Token::Kind;
using Grammemes = std::vector<std::string>;

// An attribute that must agree with its noun; not a relative pronoun
// («которое пользователь»). Active participles are attributes too, their
// objects are sorted out in check_adjective_noun.
bool is_adjective(const Item& item) {
  // A substantivised homonym («старое», «данные») may stand beside the adjective.
  // «этом», «том» are also the pronouns «это», «то».
  // A rare pronoun reading of a pronominal adjective («любая» as the pronoun
  // «любая») is no reason to skip it either.
  // Cheap first: most words have no adjective or participle reading.
  if (!item.checkable() || item.predicted() || !(item.any_pos("ADJF") || item.any_pos("PRTF"))) return false;
  float best_adjective = 0;
  for (const auto& p : item.parses)
    if (p.tag.pos() == "ADJF" && !p.tag.has("Fixd")) best_adjective = std::max(best_adjective, p.score);
  // The plural pronouns of people that are also a pronominal adjective's
  // forms («некоторые», «многие») count as the adjective: whether one stands
  // alone before a noun is stands_apart's question (pronoun_stands_alone).
  const auto plural_pronominal_form = [&] {
    return std::any_of(item.parses.begin(), item.parses.end(),
                       [](const Parse& p) { return p.tag.has("Apro") && p.tag.number() == "plur"; });
  };
  const bool pronoun_homonym = std::all_of(item.parses.begin(), item.parses.end(), [&](const Parse& p) {
    return p.tag.pos() != "NPRO" || p.normal_form == "это" || p.normal_form == "то" ||
           p.score * 4 < best_adjective || (p.tag.number() == "plur" && plural_pronominal_form());
  });
  // A rare imperative homonym («всей» of «всеять») is no reason to skip the
  // word, nor is any homonym far less likely than the adjective (the gerund
  // «такая» of «такать», the adverb «все» for «всё»).
  if (!pronoun_homonym || !std::all_of(item.parses.begin(), item.parses.end(), [&](const Parse& p) {
        return p.tag.pos() == "ADJF" || p.tag.pos() == "PRTF" || p.tag.pos() == "NOUN" ||
               p.tag.pos() == "NPRO" || (p.tag.pos() == "VERB" && p.tag.has("impr")) ||
               comparative_of_participle(item, p) || first_person_homonym(item, p) ||
               p.score * 4 < best_adjective;
      }))
    return false;
  return std::none_of(item.parses.begin(), item.parses.end(), [](const Parse& p) {
    return p.normal_form == "который" || p.normal_form == "какой" || p.normal_form == "чей";
  });
}

// An active participle («содержащий», «вызывающий») may take an object or a
// complement right after it («содержащий исправление»).
bool is_active_participle(const Item& item) {
  return std::any_of(item.parses.begin(), item.parses.end(),
                     [](const Parse& p) { return p.tag.has("actv"); });
}

// --- adjective + noun -------------------------------------------------------

// A word that may stand as a noun: a noun reading or a substantivised
// adjective or participle («записанное», «данные»).
bool is_substantive_like(const Item& item) {
  return item.checkable() && !item.predicted() &&
         (item.any_pos("NOUN") || item.any_pos("ADJF") || item.any_pos("PRTF")) && !item.any_pos("VERB") &&
         !item.any_pos("PREP");
}

// Does the word at `k` begin its sentence or a clause after a comma, dash,
// colon or semicolon?
bool opens_clause(const std::vector<Item>& items, std::size_t k) {
  if (k == 0) return true;
  const Item& left = items[k - 1];
  return left.is(",") || left.is("—") || left.is(":") || left.is(";");
}

// Is there a short adjective, short participle or predicative from `k` to the
// clause's end? They take a dative of the one concerned: «другим доступ не
// нужен», «всем доступ открыт».
bool predicative_in_clause(const std::vector<Item>& items, std::size_t k) {
  for (; k < items.size() && items[k].is_word(); ++k)
    if (items[k].any_pos("ADJS") || items[k].any_pos("PRTS") || items[k].any_pos("PRED")) return true;
  return false;
}

// Is there a verb (finite, infinitive, gerund or short form) right before the
// word at `k`, adverbs and «не» between?
bool after_verb(const std::vector<Item>& items, std::size_t k) {
  while (k > 0) {
    const Item& w = items[k - 1];
    if (!w.is_word()) return false;
    if (w.any_pos("VERB") || w.any_pos("INFN") || w.any_pos("GRND") || w.any_pos("PRTS") || w.any_pos("ADJS"))
      return true;
    if (!(w.any_pos("ADVB") || w.any_pos("PRCL"))) return false;
    --k;
  }
  return false;
}

bool is_paucal_lemma(std::string_view lemma) {
  return lemma == "два" || lemma == "три" || lemma == "четыре" || lemma == "оба" || lemma == "полтора";
}

// «полгода», «полчаса»: «пол» + a noun in the genitive singular is a quantity,
// and its adjectives stand in the plural («каждые полчаса»).
bool is_half_quantity(const russian::Morphology& morph, const Item& noun) {
  if (!noun.lower.starts_with("пол") || noun.lower.size() <= std::string_view("пол").size() + 2) return false;
  const auto rest = morph.parse(noun.lower.substr(std::string_view("пол").size()));
  return std::any_of(rest.begin(), rest.end(), [](const Parse& p) {
    return !p.predicted && p.tag.pos() == "NOUN" && p.tag.number() == "sing" &&
           main_case(p.tag.gram_case()) == "gent";
  });
}

// After «два», «три», «четыре», «оба» (or 2–4 in digits) adjectives stand in
// the genitive or nominative plural while the noun is singular: «два новых файла».
bool is_paucal(const Item& item) {
  if (item.token->kind == Kind::number) {
    int n = 0;
    const auto& t = item.token->text;
    const auto [p, ec] = std::from_chars(t.data(), t.data() + t.size(), n);
    if (ec != std::errc() || p != t.data() + t.size()) return false;
    return n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14);
  }
  return std::any_of(item.parses.begin(), item.parses.end(),
                     [](const Parse& p) { return p.tag.pos() == "NUMR" && is_paucal_lemma(p.normal_form); });
}

// Does the adjective at `adj` agree with another noun close by? Then it
// belongs to that noun and the next word is its complement: «системе,
// доступной пользователю», «доступной пользователю системе». A complement
// stands in an oblique case, so a nominative-or-accusative next word is no
// complement and a later noun is its genitive attribute instead («основные
// характеристика устройства»).
bool agrees_nearby(const std::vector<Item>& items, std::size_t adj) {
  const auto agrees_with = [&](std::size_t k) {
    return is_noun(items[k]) && any_pair(items[adj], items[k], adjective_agrees);
  };
  // Before it, the noun is right there or closed by a comma («системе, доступной пользователю»).
  for (std::size_t k = adj >= 3 ? adj - 3 : 0; k < adj; ++k)
    if ((k + 1 == adj || items[k + 1].is(",")) && agrees_with(k)) return true;
  if (only_cases(items[adj + 1], {"nomn", "accs"})) return false;
  for (std::size_t k = adj + 2; k < items.size() && k <= adj + 4; ++k)
    if (agrees_with(k)) return true;
  return false;
}

// «держать», «удерживать» take the state of their object as a predicative
// instrumental: «удерживайте нажатой клавишу Shift».
bool is_holding_verb(const Item& w) {
  static constexpr std::array<std::string_view, 4> kHolding = {"держать", "удерживать", "удержать",
                                                               "подержать"};
  return std::any_of(kHolding.begin(), kHolding.end(), [&](std::string_view l) { return w.has_lemma(l); });
}

// Is the word at `k` a predicate after a link verb, adverbs and «не»
// between: «является доступной пользователям», «сделал возможным выход»,
// «остаётся свободным»? Only such verbs take a predicative adjective; after
// any other verb an adjective is an attribute («Возвращает битовыми маску»).
// A verb that takes a predicative instrumental. The present «есть» says that
// something exists («есть похожая команда»); the present link is no word at all.
bool is_link_verb(const Item& w) {
  static constexpr std::array<std::string_view, 25> kLinks = {
      "быть",       "являться",   "стать",     "становиться",    "оказаться", "оказываться", "считаться",
      "оставаться", "остаться",   "делать",    "сделать",        "считать",   "называть",    "назвать",
      "казаться",   "называться", "выглядеть", "представляться", "служить",   "признать",    "признавать",
      "оставлять",  "оставить",   "объявлять", "объявить"};
  return w.lower != "есть" &&
         (std::any_of(kLinks.begin(), kLinks.end(), [&](std::string_view l) { return w.has_lemma(l); }) ||
          is_holding_verb(w));
}

// The link verb right before the word at `k` (adverbs and particles between), or null.
const Item* link_verb_before(const std::vector<Item>& items, std::size_t k) {
  while (k > 0) {
    const Item& w = items[k - 1];
    if (!w.is_word()) return nullptr;
    if (is_link_verb(w)) return &w;
    if (!(w.any_pos("ADVB") || w.any_pos("PRCL"))) return nullptr;
    --k;
  }
  return nullptr;
}

bool after_link_verb(const std::vector<Item>& items, std::size_t k) {
  return link_verb_before(items, k) != nullptr;
}

// A predicative adjective stands in the instrumental after its link verb, in
// the nominative only after «быть» or «называться» («является битовая маской»
// has no predicative «битовая»). After a singular intransitive link
// («была», «является») it describes the singular subject, so a plural
// instrumental is no predicate («это была пересчитанными величина»); after a
// transitive one («делает доступными данные») it describes the object.
bool predicative(const std::vector<Item>& items, std::size_t adj) {
  const Item* link = link_verb_before(items, adj);
  if (!link) return false;
  if (has_case(items[adj], "ablt")) {
    const bool singular_intransitive_link =
        std::all_of(link->parses.begin(), link->parses.end(), [](const Parse& p) {
          return p.tag.pos() == "VERB" && !p.tag.has("tran") && p.tag.number() == "sing";
        });
    if (singular_intransitive_link)
      return std::any_of(items[adj].parses.begin(), items[adj].parses.end(), [](const Parse& p) {
        return main_case(p.tag.gram_case()) == "ablt" && p.tag.number() == "sing";
      });
    // After a verb of holding the object right after it is the one it
    // describes, in its number and gender: «удерживайте нажатой клавишу», not
    // «нажатым клавишу». (After «делать» usage lets «возможным» stand before
    // any object: «делает возможным установку».)
    if (is_holding_verb(*link) && adj + 1 < items.size() && is_noun(items[adj + 1]) &&
        has_case(items[adj + 1], "accs"))
      return std::any_of(items[adj].parses.begin(), items[adj].parses.end(), [&](const Parse& a) {
        return main_case(a.tag.gram_case()) == "ablt" &&
               std::any_of(items[adj + 1].parses.begin(), items[adj + 1].parses.end(), [&](const Parse& n) {
                 return main_case(n.tag.gram_case()) == "accs" && a.tag.number() == n.tag.number() &&
                        (n.tag.number() == "plur" || a.tag.gender() == n.tag.gender());
               });
      });
    return true;
  }
  std::size_t k = adj;
  while (k > 0 && items[k - 1].is_word() && !items[k - 1].has_lemma("быть") &&
         !items[k - 1].has_lemma("называться") &&
         (items[k - 1].any_pos("ADVB") || items[k - 1].any_pos("PRCL")))
    --k;
  return has_case(items[adj], "nomn") && k > 0 &&
         (items[k - 1].has_lemma("быть") || items[k - 1].has_lemma("называться"));
}

// The noun an adjective followed by its complement belongs to: one it agrees
// with a few words on («загруженный пользователем файл», «доступной
// пользователю системе») or before it («системе, доступной пользователю»,
// «файл, полный ошибок»), or a verb it is the predicate of («является
// доступной пользователям»). Without one, the oblique noun after the
// adjective is no complement but its own noun in the wrong form («справочную
// странице»).
bool has_head(const std::vector<Item>& items, std::size_t adj) {
  const auto agrees_with = [&](std::size_t k) {
    return is_noun(items[k]) && any_pair(items[adj], items[k], adjective_agrees);
  };
  for (std::size_t k = adj + 2; k < items.size() && k <= adj + 5 && !items[k].is(",") && !items[k].is(".");
       ++k)
    if (agrees_with(k)) return true;
  // Before it: right before, or closed by a comma (adverbs between), the noun
  // or its genitive attribute («настройке системы, доступной пользователю»).
  std::size_t k = adj;
  while (k > 0 && items[k - 1].is_word() && items[k - 1].only_pos({"ADVB", "PRCL"})) --k;
  if (k > 0 && items[k - 1].is(",")) --k;
  // Back over genitive attributes («Коды плотности данных, поддерживаемые …»).
  for (std::size_t j = k; j > 0 && j + 4 > k; --j) {
    if (agrees_with(j - 1)) return true;
    if (!items[j - 1].checkable() || !has_case(items[j - 1], "gent") ||
        !(is_noun(items[j - 1]) || items[j - 1].any_pos("NOUN")))
      break;
  }
  return predicative(items, adj);
}

// Does the participle at `p` belong to a noun before it in the sentence or a
// few words on? An indeclinable reading (the possessive «его») fits every
// form and so proves no noun («вызывающем процесс от его терминала»).
bool participle_has_noun(const std::vector<Item>& items, std::size_t p) {
  const auto agrees_with = [&](std::size_t k) {
    return (is_noun(items[k]) || is_substantive_like(items[k])) &&
           std::any_of(items[k].parses.begin(), items[k].parses.end(), [&](const Parse& n) {
             return !n.tag.has("Fixd") && std::any_of(items[p].parses.begin(), items[p].parses.end(),
                                                      [&](const Parse& a) { return adjective_agrees(a, n); });
           });
  };
  for (std::size_t k = 0; k < p; ++k)
    if (agrees_with(k)) return true;
  for (std::size_t k = p + 2; k < items.size() && k <= p + 5; ++k)
    if (agrees_with(k)) return true;
  return false;
}

// May the instrumental at `k` stand for a person or be a predicate: is there,
// in its clause, a link verb («сделать сокет принимающим соединения»,
// «назначившим права считается») or a passive form whose agent it is
// («предлагаемую сопровождающим пакета»)?
bool instrumental_in_role(const std::vector<Item>& items, std::size_t k) {
  if (!has_case(items[k], "ablt")) return false;
  const auto fits = [](const Item& w) {
    return is_link_verb(w) || std::any_of(w.parses.begin(), w.parses.end(), [](const Parse& p) {
             return p.tag.has("pssv") || (p.tag.pos() == "VERB" && p.normal_form.ends_with("ся"));
           });
  };
  for (std::size_t j = k; j > 0 && items[j - 1].is_word(); --j)
    if (fits(items[j - 1])) return true;
  for (std::size_t j = k + 1; j < items.size() && items[j].is_word(); ++j)
    if (fits(items[j])) return true;
  return false;
}

bool governs_dative(const Item& adj) {
  static constexpr std::array<std::string_view, 24> kDative = {
      "характерный",   "свойственный",  "присущий",         "доступный",       "подобный",    "равный",
      "понятный",      "известный",     "нужный",           "необходимый",     "полезный",    "удобный",
      "близкий",       "параллельный",  "перпендикулярный", "противоположный", "аналогичный", "идентичный",
      "эквивалентный", "тождественный", "соответственный",  "адекватный",      "чуждый",      "верный"};
  return std::any_of(kDative.begin(), kDative.end(), [&](std::string_view l) { return adj.has_lemma(l); });
}

// Pronouns that determine the noun after them and take no complement of their
// own: «каждый», «любой», «этот», «ваш».
bool is_determiner(const Item& item) {
  static constexpr std::array<std::string_view, 13> kDeterminers = {
      "этот", "тот", "каждый", "любой",      "всякий", "свой", "наш",
      "ваш",  "мой", "твой",   "какой-либо", "это",    "то"};
  return !item.parses.empty() && std::all_of(item.parses.begin(), item.parses.end(), [](const Parse& p) {
    return std::find(kDeterminers.begin(), kDeterminers.end(), p.normal_form) != kDeterminers.end();
  });
}

// «при этом», «в том числе», «этому научиться»: a demonstrative stands alone
// and the next noun is not its own, unless they share a case.
bool is_demonstrative(const Item& item) {
  return item.has_lemma("этот") || item.has_lemma("тот");
}

// «это» before a plural noun that a plural verb or a predicative («можно»)
// right after it takes as its subject is the noun's attribute, not the
// pronoun (or particle) of «это файлы»: «Это значения могут изменяться» is a
// disagreement.
bool attribute_this(const std::vector<Item>& items, std::size_t d) {
  if (this_after_verb(items, d)) return true;
  const std::size_t n = d + 1;
  if (items[d].lower != "это" || n + 1 >= items.size() || !is_noun(items[n])) return false;
  const bool plural_nominative =
      std::any_of(items[n].parses.begin(), items[n].parses.end(), [](const Parse& p) {
        return p.tag.pos() == "NOUN" && p.tag.number() == "plur" && main_case(p.tag.gram_case()) == "nomn";
      });
  const Item& next = items[n + 1];
  const bool plural_verb =
      next.any_pos("VERB") && std::all_of(next.parses.begin(), next.parses.end(), [](const Parse& p) {
        return p.tag.pos() == "VERB" && p.tag.number() == "plur";
      });
  const bool predicative = std::all_of(next.parses.begin(), next.parses.end(),
                                       [](const Parse& p) { return p.tag.pos() == "PRED"; });
  return plural_nominative && (plural_verb || (predicative && !next.parses.empty()));
}

// A demonstrative standing alone is neuter: «это», «то» themselves («это
// файл»), or its neuter singular after a preposition («при этом», «для
// этого», «кроме того», «с тем»). Any other demonstrative before a noun
// belongs to it («этим устройств» is a disagreement).
// «этого пользователь не увидит»: the genitive pronoun «это» may be an
// object before a nominative subject (demonstrative_object.hpp).
bool demonstrative_alone(const std::vector<Item>& items, std::size_t d) {
  const Item& item = items[d];
  if (item.lower == "то") return true;
  if (item.lower == "это") return !attribute_this(items, d);
  if (d > 0 && items[d - 1].any_pos("PREP"))
    return std::any_of(item.parses.begin(), item.parses.end(), [](const Parse& p) {
      return (p.normal_form == "этот" || p.normal_form == "тот") &&
             ((p.tag.gender() == "neut" && p.tag.number() == "sing") || p.tag.pos() == "NPRO");
    });
  return demonstrative_object_before_subject(items, d);
}

// «назначьте каждому роль», «изменения видны вызывающему сессию»: after a
// verb or a predicate, a determiner in the dative or instrumental may stand
// for a person, and so may a transitive active participle in the dative (the
// one who acts, «вызывающий»); the next accusative is the predicate's object.
bool stands_for_person(const std::vector<Item>& items, std::size_t d, const Item& word, const Item& noun) {
  if (!after_verb(items, d) || !has_case(noun, "accs")) return false;
  const bool determiner = word.has_lemma("каждый") || word.has_lemma("любой") || word.has_lemma("всякий");
  const bool actor = std::any_of(word.parses.begin(), word.parses.end(), [](const Parse& p) {
    return p.tag.has("actv") && p.tag.has("tran") && main_case(p.tag.gram_case()) == "datv";
  });
  return (determiner && determiner_stands_for_person(word, noun)) || actor;
}

bool is_coordinator(const Item& item) {
  return item.is(",") || item.token->text == "/" || item.lower == "и" || item.lower == "или";
}

// Coordinated attributes or nouns: «краткое и расширенное описания»,
// «стандартные ввод и вывод».
// «для нестабильного и для тестируемого выпусков», «стабильный и предыдущий стабильный выпуски».
bool coordinated(const std::vector<Item>& items, std::size_t adj) {
  // The last of coordinated attributes stands in its noun's case («другая
  // нецелесообразной ссылка» is no coordination).
  const bool case_of_noun =
      std::any_of(items[adj].parses.begin(), items[adj].parses.end(),
                  [&](const Parse& p) { return has_case(items[adj + 1], main_case(p.tag.gram_case())); });
  std::size_t k = adj;
  while (case_of_noun && k > 0 &&
         (items[k - 1].only_pos({"ADJF", "PRTF"}) || items[k - 1].only_pos({"PREP"})))
    --k;
  if (case_of_noun && k >= 2 && is_coordinator(items[k - 1])) {
    for (std::size_t j = k - 1; j-- > 0 && j + 4 >= k && !is_noun(items[j]);)
      if (items[j].only_pos({"ADJF", "PRTF"})) return true;
  }
  // «саамский/скандинавский и эскимосский языки»: a singular attribute after
  // a conjunction, before a plural noun, is the last of several.
  // A singular reading in the noun's case is enough: «между старым и новым
  // контекстами» («новым» is also the dative plural). A parenthesis may stand
  // between the conjunction and the attribute: «сербского и (почти полностью)
  // украинского языков».
  const Item& noun = items[adj + 1];
  const bool plural_noun = std::all_of(noun.parses.begin(), noun.parses.end(),
                                       [](const Parse& p) { return p.tag.number() == "plur"; });
  const bool singular_attribute =
      std::any_of(items[adj].parses.begin(), items[adj].parses.end(), [&](const Parse& p) {
        return p.tag.number() == "sing" && has_case(noun, main_case(p.tag.gram_case()));
      });
  std::size_t before = adj;
  if (before > 0 && items[before - 1].is(")")) {
    std::size_t open = before - 1;
    while (open > 0 && !items[open].is("(") && before - open < 8) --open;
    if (items[open].is("(")) before = open;
  }
  // A possessive pronoun may stand there too: «левым и его правым соседями».
  if (before > 0 && (items[before - 1].lower == "его" || items[before - 1].lower == "её" ||
                     items[before - 1].lower == "их"))
    --before;
  if (before > 0 && is_coordinator(items[before - 1]) && plural_noun && singular_attribute) return true;
  // «стандартные ввод и вывод»: a plural attribute of coordinated singular
  // nouns stands in a case both nouns have, animacy and all («Дочерних файл
  // или каталог» has none, nor has «строка, в которой»).
  if (adj + 3 >= items.size() || !is_coordinator(items[adj + 2])) return false;
  // After «и», «или» the second noun may have attributes of its own
  // («правильные дату и точное время»); after a comma they start a phrase of
  // their own («папка одним панели, другие панели …»).
  const bool conjunction = items[adj + 2].lower == "и" || items[adj + 2].lower == "или";
  std::size_t second = adj + 3;
  while (conjunction && second + 1 < items.size() && second < adj + 6 && is_adjective(items[second]) &&
         any_pair(items[second], items[second + 1], adjective_agrees))
    ++second;
  const auto has_plural_case = [](const Item& n, const Parse& a) {
    return std::any_of(n.parses.begin(), n.parses.end(), [&](const Parse& p) {
      return p.tag.pos() == "NOUN" && main_case(p.tag.gram_case()) == main_case(a.tag.gram_case()) &&
             (a.tag.animacy().empty() || p.tag.animacy().empty() || a.tag.animacy() == p.tag.animacy());
    });
  };
  return std::any_of(items[adj].parses.begin(), items[adj].parses.end(), [&](const Parse& a) {
    return a.tag.number() == "plur" && has_plural_case(noun, a) && has_plural_case(items[second], a);
  });
}

// A reading of another, far less likely lexeme than the word's likeliest one
// («вариант» as the genitive plural of «варианта»). A rare form of the same
// lexeme stays («поля» is the genitive of «поле» as well).
bool rare(const Item& word, const Parse& reading) {
  const auto best = std::max_element(word.parses.begin(), word.parses.end(),
                                     [](const Parse& a, const Parse& b) { return a.score < b.score; });
  return reading.normal_form != best->normal_form && reading.score * 4 < best->score;
}

// Uses that need no agreement with the next noun: a predicative instrumental
// («сделал возможным выход»), a pronoun standing for a noun («сохранит всем
// время»), «что такое» and a substantivised adjective before its genitive
// attribute («данных системы»).
bool stands_apart(const std::vector<Item>& items, std::size_t adj, bool shared_case) {
  const Item& a = items[adj];
  // «что такое» is invariant: «что такими прерывание» is no question.
  if (adj > 0 && items[adj - 1].lower == "что" && a.lower == "такое") return true;
  float best_adjective = 0;
  for (const auto& p : a.parses)
    if (p.tag.pos() != "NOUN") best_adjective = std::max(best_adjective, p.score);
  // A substantivised adjective with its genitive attribute: «данных системы».
  // A noun homonym less likely than the adjective is none («весь процессов»:
  // «весь» is seldom the village).
  const bool substantive = std::any_of(a.parses.begin(), a.parses.end(), [&](const Parse& p) {
    return (p.tag.pos() == "NOUN" && p.score >= best_adjective) || russian::substantive_form(p);
  });
  const Item& next = items[adj + 1];
  // A dative substantive needs a preposition or a verb to govern it: right
  // after a noun it is the attribute («в главе данным руководства»).
  const bool ungoverned_dative =
      adj > 0 && is_noun(items[adj - 1]) && std::all_of(a.parses.begin(), a.parses.end(), [](const Parse& p) {
        return (p.tag.pos() != "NOUN" && !russian::substantive_form(p)) ||
               main_case(p.tag.gram_case()) == "datv";
      });
  if (substantive && !ungoverned_dative &&
      std::any_of(next.parses.begin(), next.parses.end(),
                  [&](const Parse& p) { return main_case(p.tag.gram_case()) == "gent" && !rare(next, p); }))
    return true;
  if (shared_case) return false;
  // «При приёме данных драйвер …», «инициализирует эти данные нулями»: a
  // substantive ends one phrase, the noun starts the next — a genitive, or a
  // noun reading at least as likely as the adjective one («данные»), not a
  // rare one («в новом сервер»: «новом» is seldom «новое»).
  // But a dative, instrumental or locative substantive before a noun that can
  // only be nominative or accusative, with no preposition before it, starts no
  // phrase of its own: «данным параметр» is the pronominal «данный». Nor does
  // a genitive that nothing before governs («то данных метка удаляется»).
  // Readings without a case (the verb «раздел» of «раздеть») do not count,
  // nor do rare ones («вариант» as the genitive plural of «варианта»).
  const auto direct_only = [](const Item& w) {
    bool any = false;
    for (const auto& p : w.parses) {
      const auto c = main_case(p.tag.gram_case());
      if (c.empty() || rare(w, p)) continue;
      if (c != "nomn" && c != "accs") return false;
      any = true;
    }
    return any;
  };
  const bool oblique_before_direct =
      direct_only(items[adj + 1]) && (adj == 0 || !items[adj - 1].any_pos("PREP")) &&
      std::none_of(a.parses.begin(), a.parses.end(), [&](const Parse& p) {
        const auto c = main_case(p.tag.gram_case());
        return p.tag.pos() == "NOUN" &&
               (c == "nomn" || c == "accs" || (c == "gent" && !ungoverned_genitive(items, adj)));
      });
  if (!oblique_before_direct && !ungoverned_dative &&
      std::any_of(a.parses.begin(), a.parses.end(), [&](const Parse& p) {
        return p.tag.pos() == "NOUN" && !neuter_substantive_plural(a, p) &&
               (main_case(p.tag.gram_case()) == "gent" || p.score >= best_adjective);
      }))
    return true;
  // A predicative instrumental follows its verb («сделал возможным выход»,
  // «является доступной пользователям»): an instrumental with no verb before
  // it is an attribute like any other («загрузочным параметр»).
  const bool instrumental = std::any_of(a.parses.begin(), a.parses.end(), [](const Parse& p) {
    return main_case(p.tag.gram_case()) == "ablt";
  });
  if (instrumental && predicative(items, adj)) return true;
  // A pronoun standing for people or things: «сохранит всем время», «другим
  // доступ не нужен» (plural «весь», «другой», «сам»; neuter «всё»). Not in
  // the instrumental before a noun it cannot stand beside as the verb's
  // object («использовать другими каталог», «содержать другими аргументов»).
  const bool no_object = no_object_beside_instrumental(items[adj + 1]);
  const bool experiencer = opens_clause(items, adj) && predicative_in_clause(items, adj + 2);
  return std::any_of(a.parses.begin(), a.parses.end(), [&](const Parse& p) {
    const bool dative = main_case(p.tag.gram_case()) == "datv";
    return pronoun_stands_alone(p) && !(no_object && main_case(p.tag.gram_case()) == "ablt") &&
           (after_verb(items, adj) || (dative && experiencer));
  });
}

// The form of `adj` that agrees with the likeliest parse of `noun`, keeping the
// adjective's case when the noun allows it.
std::string agreeing_adjective(const russian::Morphology& morph, const Item& adj, const Item& noun) {
  const auto shares_case = [&](const Parse& np) {
    return std::any_of(adj.parses.begin(), adj.parses.end(), [&](const Parse& ap) {
      return main_case(np.tag.gram_case()) == main_case(ap.tag.gram_case());
    });
  };
  // Else the likeliest reading with a case: «путём» is an adverb and a preposition first.
  auto it = std::find_if(noun.parses.begin(), noun.parses.end(), shares_case);
  if (it == noun.parses.end())
    it = std::find_if(noun.parses.begin(), noun.parses.end(),
                      [](const Parse& p) { return !p.tag.gram_case().empty(); });
  const Parse* target = it != noun.parses.end() ? &*it : &noun.parses.front();
  Grammemes want{std::string(main_case(target->tag.gram_case())), std::string(target->tag.number())};
  if (target->tag.number() == "sing" && !target->tag.gender().empty() && target->tag.gender() != "ms-f" &&
      target->tag.gender() != "Ms-f")
    want.emplace_back(target->tag.gender());
  if (main_case(target->tag.gram_case()) == "accs" && !target->tag.animacy().empty() &&
      (target->tag.number() == "plur" || target->tag.gender() == "masc"))
    want.emplace_back(target->tag.animacy());
  for (const auto& ap : adj.parses) {
    std::string form = morph.inflect(ap, want);
    if (!form.empty()) return match_capital(form, adj.token->text);
  }
  return {};
}

// A word that is a noun in one reading and another part of speech in another
// («почту» is also a verb, «стали» a verb, «содержимое» an adjective): an
// attribute before it that agrees with none of its readings settles it as
// the noun («на рабочей почту»). An attribute that may itself be a nominative
// noun before the verb reading («данные стали доступны») settles nothing.
bool verb_agrees(const Parse& subject, const Parse& verb);

bool noun_after_attribute(const std::vector<Item>& items, std::size_t adj_at) {
  const Item& adj = items[adj_at];
  const Item& word = items[adj_at + 1];
  if (is_noun(word)) return true;
  if (adverb_after_participle(adj, word)) return false;
  // The subject must agree with that predicate: «одни знаком» has no such
  // reading («одни знакомы» would), so «знаком» is the noun.
  const bool subject_of_word = std::any_of(adj.parses.begin(), adj.parses.end(), [&](const Parse& p) {
    return (p.tag.pos() == "NOUN" || russian::used_as_noun(p) || p.tag.has("Apro")) &&
           std::any_of(word.parses.begin(), word.parses.end(), [&](const Parse& w) {
             return (w.tag.pos() == "VERB" || w.tag.pos() == "ADJS" || w.tag.pos() == "PRTS") &&
                    verb_agrees(p, w);
           });
  });
  if (subject_of_word) return false;
  // A preposition or abbreviation reading rules the noun out unless a plain
  // noun reading is likelier: «данном типа» is «тип», «свободному порт» is
  // no «португальский», while «путём» stays a preposition. A preposition
  // needs a word after it: at the end of its clause («задаётся полного
  // путём.») it is none.
  const bool word_follows = adj_at + 2 < items.size() && !ends_clause(items[adj_at + 2]);
  float noun = 0, other = 0;
  for (const auto& p : word.parses) {
    const bool abbreviation = p.tag.has("Fixd") || p.tag.has("Abbr");
    if ((p.tag.pos() == "PREP" && word_follows) || abbreviation)
      other = std::max(other, p.score);
    else if (p.tag.pos() == "NOUN")
      noun = std::max(noun, p.score);
  }
  // A noun read only in the locative needs a preposition before its phrase:
  // «эту уже» has the adverb, not «уж».
  std::size_t phrase = adj_at;
  while (phrase > 0 && is_adjective(items[phrase - 1])) --phrase;
  const bool bare_locative = !(phrase > 0 && items[phrase - 1].any_pos("PREP")) &&
                             std::all_of(word.parses.begin(), word.parses.end(), [](const Parse& p) {
                               return p.tag.pos() != "NOUN" || main_case(p.tag.gram_case()) == "loct";
                             });
  if (!word.checkable() || word.predicted() || noun <= other || bare_locative || word.any_pos("NPRO") ||
      std::any_of(word.parses.begin(), word.parses.end(), [](const Parse& p) { return p.tag.has("Name"); }))
    return false;
  if (!word.any_pos("ADJF") && !word.any_pos("PRTF")) return true;
  // A word that is also an adjective: after a link verb an instrumental may be
  // predicative and the word its object («объявляет недействительными
  // данные»); after another verb it is an attribute («использовать общим
  // данные»).
  if (has_case(adj, "ablt") && after_link_verb(items, adj_at)) return false;
  // Sharing a case and number, it may be a second attribute, and so may a
  // singular one coordinated with another before a plural noun («своих
  // основного (…) и вспомогательного номеров»): the noun after the
  // attributes decides («текущим рабочего каталога» is found), and with none
  // there is no phrase to judge.
  // The coordinator comes right after the word, or after a bracket.
  std::size_t next = adj_at + 2;
  if (next < items.size() && items[next].is("(")) {
    while (next < items.size() && !items[next].is(")")) ++next;
    ++next;
  }
  // A comma coordinates only when another attribute follows it («текстовых
  // содержимое, хотя …» has none).
  const bool coordination_follows =
      next < items.size() &&
      (items[next].lower == "и" || items[next].lower == "или" ||
       (items[next].is(",") && next + 1 < items.size() && is_adjective(items[next + 1])));
  // Two attributes of one noun share its gender in the singular and its
  // animacy in the accusative: «длинное целого» (an animate masculine
  // accusative), «существующим выходной» (a feminine instrumental) are none.
  const auto same_animacy = [](const Parse& a, const Parse& w) {
    return !((a.tag.has("anim") && w.tag.has("inan")) || (a.tag.has("inan") && w.tag.has("anim")));
  };
  const auto same_gender = [](const Parse& a, const Parse& w) {
    return a.tag.number() != "sing" || w.tag.number() != "sing" || a.tag.gender().empty() ||
           w.tag.gender().empty() || a.tag.gender() == w.tag.gender();
  };
  const bool second_attribute = std::any_of(adj.parses.begin(), adj.parses.end(), [&](const Parse& a) {
    return std::any_of(word.parses.begin(), word.parses.end(), [&](const Parse& w) {
      return main_case(a.tag.gram_case()) == main_case(w.tag.gram_case()) && same_animacy(a, w) &&
             ((a.tag.number() == w.tag.number() && same_gender(a, w)) || coordination_follows);
    });
  });
  if (!second_attribute) return true;
  std::size_t head = adj_at + 2;
  while (head < items.size() && is_adjective(items[head]) && !is_noun(items[head])) ++head;
  return head < items.size() && is_noun(items[head]) && !any_pair(adj, items[head], adjective_agrees);
}

// The remark on an attribute that disagrees with its noun, with the agreeing form.
void report_adjective_noun(const AnalysedBlock& block, const russian::Morphology& morph, const Item& adj,
                           const Item& noun, std::vector<sdk::Remark>& out) {
  const int offset = adj.token->offset;
  const int length = noun.token->offset + noun.token->length - offset;
  auto r = make_remark(block, "agreement", "agreement.adjective_noun", sdk::Severity::warning, offset, length,
                       "«" + adj.token->text + "» не согласуется с существительным «" + noun.token->text +
                           "» в роде, числе или падеже.");
  const bool plural_only = std::all_of(noun.parses.begin(), noun.parses.end(),
                                       [](const Parse& p) { return p.tag.number() == "plur"; });
  if (adj.has_lemma("каждый") && plural_only) {
    // «каждый» counts one by one: a plural noun goes into the singular of its case.
    const std::string form = morph.inflect(
        noun.parses.front(), {std::string(main_case(adj.parses.front().tag.gram_case())), "sing"});
    if (!form.empty()) r.suggestions.push_back(adj.token->text + " " + match_capital(form, noun.token->text));
  } else if (const auto form = agreeing_adjective(morph, adj, noun); !form.empty()) {
    // The words between stay («изменённый вами файл»).
    r.suggestions.push_back(form + text_between(block, adj, noun).substr(adj.token->byte_length));
  }
  out.push_back(std::move(r));
}

// Is the noun at `noun` the subject of a plural predicate right after it, or
// after a second noun joined by «и», «или» («Следующая команды используются»,
// «Первую строки и столбцы пропускаются»)? Then it is nominative, and
// the attribute before it, which cannot be that subject itself (no nominative
// plural), is no substantive with a genitive attribute but its attribute. The
// attribute opens its clause: after a word it may be coordinated with it
// («Левая и правая кнопки»), counted («четыре младших номера») or a genitive
// itself («При изменении содержимого ячейки будут …»). A dative may name the one
// concerned («другим файлы доступны»), so the attribute has none.
bool subject_of_plural_predicate(const std::vector<Item>& items, std::size_t noun) {
  const auto nominative_plural = [](const Item& w) {
    return std::any_of(w.parses.begin(), w.parses.end(), [](const Parse& p) {
      return main_case(p.tag.gram_case()) == "nomn" && p.tag.number() == "plur";
    });
  };
  const Item& adj = items[noun - 1];
  if (!opens_clause(items, noun - 1) || !is_noun(items[noun]) || !nominative_plural(items[noun]) ||
      nominative_plural(adj) || has_case(adj, "datv"))
    return false;
  std::size_t p = noun + 1;
  if (p + 1 < items.size() && is_coordinator(items[p]) && is_noun(items[p + 1]) &&
      has_case(items[p + 1], "nomn"))
    p += 2;
  if (p >= items.size() || items[p].parses.empty()) return false;
  return std::all_of(items[p].parses.begin(), items[p].parses.end(), [](const Parse& r) {
    return (r.tag.pos() == "VERB" || r.tag.pos() == "PRTS" || r.tag.pos() == "ADJS") &&
           r.tag.number() == "plur";
  });
}

// «всё», «это» are also an adverb or a particle, and a pronoun that stands
// alone in the nominative or accusative. None of them takes a genitive after it
// («для удаления всё файлов», «после выполнения это действий»), nor, after a
// preposition, a noun in another case («ко всё каталогам»): before such a noun they
// are its attribute. A dative or instrumental after the pronoun may be its
// verb's complement («Передайте это компоновщику», «Считать это ошибкой»). Not
// at the start of a clause, where the pronoun may be the subject and the
// genitive a verb's complement fronted («Это файлов не касается»), nor with a
// negation from the clause's start on (a genitive of negation).
std::size_t clause_start(const std::vector<Item>& items, std::size_t k);

// Is there a «не» or «ни» among items [from, to)? A genitive may then be one of negation.
bool negation_between(const std::vector<Item>& items, std::size_t from, std::size_t to) {
  return std::any_of(items.begin() + static_cast<std::ptrdiff_t>(from),
                     items.begin() + static_cast<std::ptrdiff_t>(to),
                     [](const Item& w) { return w.lower == "не" || w.lower == "ни"; });
}

bool attribute_before_oblique(const std::vector<Item>& items, std::size_t adj) {
  const Item& a = items[adj];
  const Item& noun = items[adj + 1];
  const bool standalone_homonym =
      a.any_pos("ADVB") || a.any_pos("PRCL") ||
      std::any_of(a.parses.begin(), a.parses.end(), [](const Parse& p) { return p.tag.pos() == "NPRO"; });
  if (!a.checkable() || a.predicted() || opens_clause(items, adj) || !is_noun(noun) || !standalone_homonym ||
      !a.any_pos("ADJF") || !only_cases(a, {"nomn", "accs", ""}))
    return false;
  const bool after_preposition = adj > 0 && items[adj - 1].any_pos("PREP");
  const bool oblique_only = std::all_of(noun.parses.begin(), noun.parses.end(), [&](const Parse& p) {
    const auto c = main_case(p.tag.gram_case());
    return c == "gent" || c == "loct" || (after_preposition && (c == "datv" || c == "ablt"));
  });
  return oblique_only && !negated_predicate_between(items, clause_start(items, adj), items.size());
}

void check_adjective_noun(const AnalysedBlock& block, const AnalysedSentence& s,
                          const russian::Morphology& morph, std::vector<sdk::Remark>& out) {
  const auto& items = s.items;
  for (std::size_t i = 0; i + 1 < items.size(); ++i) {
    const Item& adj = items[i];
    const Item& noun = items[i + 1];
    if ((attribute_before_oblique(items, i) || attribute_of_locative(items, i) ||
         adverb_homonym_attribute(items, i)) &&
        !any_pair(adj, noun, adjective_agrees)) {
      report_adjective_noun(block, morph, adj, noun, out);
      continue;
    }
    if (const auto own_noun = noun_after_pronoun_agent(items, i)) {
      if (!any_pair(adj, items[*own_noun], adjective_agrees))
        report_adjective_noun(block, morph, adj, items[*own_noun], out);
      continue;
    }
    if (const auto own_noun = noun_of_coordinated_attribute(items, i); own_noun && is_adjective(adj)) {
      report_adjective_noun(block, morph, adj, items[*own_noun], out);
      continue;
    }
    if (!(is_adjective(adj) || attribute_this(items, i)) || possessive_homonym_noun(adj) ||
        !noun_after_attribute(items, i) || is_capitals(adj) || is_capitals(noun) ||
        any_pair(adj, noun, adjective_agrees))
      continue;
    // A capital after a word in lower case opens a new item or description
    // («… групп. остальные Набор прав, …»), not the adjective's noun.
    if (is_capitalised(noun) && !is_capitalised(adj)) continue;
    // «похожими друг на друга», «друг другу»: the reciprocal pronoun is no noun.
    if (noun.has_lemma("друг") && i + 2 < items.size() &&
        (items[i + 2].has_lemma("друг") ||
         (items[i + 2].any_pos("PREP") && i + 3 < items.size() && items[i + 3].has_lemma("друг"))))
      continue;
    if (attribute_of_pronoun(items, i) || ordinal_fraction(items, i) || verbal_noun_plural(items, i))
      continue;
    if (subject_of_plural_predicate(items, i + 1) || subject_after_plural_predicate(items, i + 1)) {
      report_adjective_noun(block, morph, adj, noun, out);
      continue;
    }
    const bool determiner = is_determiner(adj);
    // A participle governs: its dative or instrumental («принадлежащий
    // владельцу», «занятый узлом») is its complement or agent.
    // That needs the participle's own noun: near it (has_head), or before a
    // comma or conjunction that opens its phrase («порт, занятый узлом»,
    // «созданный оболочкой и принадлежащий владельцу»). «с заданный ключами»
    // has none.
    // A bracket opens one too («(оснащённых батареей)»), and so does a
    // preposition before a participle used as a noun in an oblique case
    // («кроме выключенного процессом»).
    // An adverb before a participle opens its phrase as well («линейно
    // отображаемых ядром», «часто называемый макетом»).
    const bool opens_phrase =
        i > 0 &&
        (items[i - 1].is(",") || items[i - 1].is("(") || items[i - 1].lower == "и" ||
         items[i - 1].lower == "или" ||
         (items[i - 1].any_pos("ADVB") && !items[i - 1].any_pos("NOUN") && !items[i - 1].any_pos("VERB") &&
          !adverbs_after_preposition(items, i) && !after_compound_conjunction(items, i)) ||
         (items[i - 1].any_pos("PREP") && !has_case(adj, "nomn") && !has_case(adj, "accs")));
    // An adjective after the participle stands in the case it shares with
    // its own noun («существующим выходной файл» has no dative or
    // instrumental complement).
    const auto complement_case = [&](std::string_view c) {
      if (is_noun(noun) || i + 2 >= items.size() || !is_noun(items[i + 2])) return has_case(noun, c);
      return std::any_of(noun.parses.begin(), noun.parses.end(), [&](const Parse& a) {
        return main_case(a.tag.gram_case()) == c &&
               std::any_of(items[i + 2].parses.begin(), items[i + 2].parses.end(),
                           [&](const Parse& n) { return adjective_agrees(a, n); });
      });
    };
    const bool oblique_complement = complement_case("datv") || complement_case("ablt");
    if (adj.any_pos("PRTF") && oblique_complement &&
        (opens_phrase || has_head(items, i) || fronted_participle_phrase(items, i)))
      continue;
    if (agent_before_noun(items, i) || substantive_with_agent(items, i) || participle_fragment(items, i) ||
        attribute_before_contrast(items, i))
      continue;
    // Adjectives that govern a dative («характерную семейству», «доступный
    // пользователю», «равный нулю») take it as their complement, and so does a
    // predicative instrumental after its link verb, which no noun after it
    // can own («должно быть кратным числу», «оказалось пропорциональным объёму»).
    if ((governs_dative(adj) || (has_case(adj, "ablt") && predicative(items, i))) && has_case(noun, "datv"))
      continue;
    // A transitive active participle takes an object («отражающих количество»,
    // «содержащий исправление»), its noun standing anywhere before; only an
    // intransitive one before a noun it cannot govern — nominative,
    // accusative or locative — is checked («текущими атрибуты»,
    // «соответствующих модуль»).
    if (is_active_participle(adj)) {
      const bool transitive =
          std::any_of(adj.parses.begin(), adj.parses.end(), [](const Parse& p) { return p.tag.has("tran"); });
      // An intransitive, non-reflexive one governs no genitive («текущим
      // рабочего каталога» is found); a reflexive one may («касающейся
      // настроек»), and either may take a dative or instrumental complement.
      // Its genitive is its object only when it has a noun of its own, or
      // stands for one in the instrumental («Карта ожидающими сигналов» has none).
      const bool governs_genitive = transitive || reflexive_form(adj);
      const bool own_noun = participle_has_noun(items, i) || opens_phrase;
      if (governs_genitive
              ? (!only_cases(noun, {"nomn", "accs", "loct"}) && (own_noun || instrumental_in_role(items, i)))
              : oblique_complement)
        continue;
      // A transitive one's noun is its object when the participle belongs to a
      // noun anywhere before it in the sentence («индекс в таблице заголовков,
      // дающий расположение»), opens a phrase after a comma (its noun hidden
      // in code: «sock_extended_err, описывающая ошибку»), or agrees with a
      // noun a few words on. Otherwise the noun is its own («Отсоединить
      // вызывающем процесс»).
      if (transitive && own_noun) continue;
    }
    // «каждые полчаса»: the attribute of a half quantity stands in the plural («каждую полосы» is none).
    if ((is_half_quantity(morph, noun) &&
         std::any_of(adj.parses.begin(), adj.parses.end(),
                     [](const Parse& p) { return p.tag.number() == "plur"; })) ||
        (!determiner && agrees_nearby(items, i)) || coordinated(items, i) ||
        genitive_noun_after_noun(items, i) || adverbial_substantive(items, i) ||
        elided_noun_complement(items, i))
      continue;
    std::size_t k = i;
    while (k > 0 && is_adjective(items[k - 1])) --k;
    // After «два», «три» the attributes stand in the plural («два последовательному маркера» is found).
    if (k > 0 && is_paucal(items[k - 1]) && counted_form_attribute(adj)) continue;
    // A noun in an oblique case may be the adjective's own complement
    // («загруженный пользователем файл»); only a shared case proves a pair.
    const bool shared_case = std::any_of(adj.parses.begin(), adj.parses.end(), [&](const Parse& p) {
      return has_case(noun, main_case(p.tag.gram_case()));
    });
    // No adjective governs a nominative, an accusative or a bare locative.
    const bool noun_direct = only_cases(noun, {"nomn", "accs", "loct"});
    if (determiner) {
      if ((is_demonstrative(adj) && demonstrative_alone(items, i)) ||
          (!shared_case && stands_for_person(items, i, adj, noun)))
        continue;
    } else if ((!shared_case && !noun_direct && has_head(items, i)) || stands_apart(items, i, shared_case) ||
               (!shared_case && stands_for_person(items, i, adj, noun))) {
      continue;
    }
    report_adjective_noun(block, morph, adj, noun, out);
  }
}

// «должна быть простой и понятная», «являются обязательными или
// необязательных»: two adjectives joined by «и»/«или» with no noun after
// them are one predicate or one attribute standing alone; the second shares
// the first one's case and number.
void check_coordinated_adjectives(const AnalysedBlock& block, const AnalysedSentence& s,
                                  const russian::Morphology& morph, std::vector<sdk::Remark>& out) {
  const auto& items = s.items;
  for (std::size_t j = 1; j + 1 < items.size(); ++j) {
    if (items[j].lower != "и" && items[j].lower != "или") continue;
    const Item& first = items[j - 1];
    const Item& second = items[j + 1];
    const auto attribute = [](const Item& a) {
      return is_adjective(a) && !is_capitals(a) && !is_determiner(a);
    };
    if (!attribute(first) || !attribute(second) || !only_adjective_readings(second)) continue;
    // The first may have a noun or imperative homonym («простой и понятная»)
    // when the pair ends its phrase, or a preposition follows it (its
    // noun readings then share no form with the second either); before a
    // word it may be a noun of its own clause («будут неверными и
    // установленный PostgreSQL»).
    const bool pair_ends = pair_ends_before(items, j + 2);
    if (!only_adjective_readings(first) && !pair_ends &&
        (items[j + 2].parses.empty() || items[j + 2].parses.front().tag.pos() != "PREP"))
      continue;
    // A noun or another attribute after them: they may be the attributes of
    // different nouns («краткое и расширенное описания»). An adverb, particle
    // or conjunction after them is none («простой и понятная всегда»).
    // A preposition after them opens their complement, no noun of theirs
    // («остаются доступными и понятной для новичков»), unless the second may
    // be nominative and so coordinated with a word before the first
    // («являющиеся печатными и отсутствующие в таблице»).
    if (!pair_ends && j + 2 < items.size() && items[j + 2].is_word() && !case_clash_before_latin(items, j) &&
        !comparison_after_pair(items, j) &&
        (items[j + 2].parses.empty() || items[j + 2].parses.front().tag.pos() != "PREP" ||
         (has_case(second, "nomn") && !superlative_before_pair(items, j))))
      continue;
    if (any_pair(first, second, coordinated_forms_agree)) continue;
    const Parse& model = first.parses.front();
    Grammemes want{std::string(main_case(model.tag.gram_case())), std::string(model.tag.number())};
    if (model.tag.number() == "sing" && !model.tag.gender().empty()) want.emplace_back(model.tag.gender());
    auto r = make_remark(block, "agreement", "agreement.coordinated_adjectives", sdk::Severity::warning,
                         second.token->offset, second.token->length,
                         "«" + second.token->text + "» не согласуется с однородным «" + first.token->text +
                             "» в падеже или числе.");
    if (const auto form = morph.inflect(second.parses.front(), want); !form.empty() && form != second.lower)
      r.suggestions.push_back(match_capital(form, second.token->text));
    out.push_back(std::move(r));
  }
}

// --- subject + verb ---------------------------------------------------------

bool is_personal_pronoun(const Item& item) {
  static constexpr std::array<std::string_view, 8> kPronouns = {"я",   "ты", "он", "она",
                                                                "оно", "мы", "вы", "они"};
  return item.checkable() && std::find(kPronouns.begin(), kPronouns.end(), item.lower) != kPronouns.end();
}

// A predicate that agrees with its subject: a word read first as an
// indicative verb («может» is also a parenthetical word) or as a short
// adjective or participle («должны», «удалён») that is no adverb or
// predicative as well («стабильно», «нужно»). A verb form with an imperative
// homonym («вели» of «велеть») is none unless the imperative is ruled out.
bool is_predicate_word(const Item& item, bool imperative_possible = true) {
  if (!item.checkable() || item.parses.empty() || item.predicted()) return false;
  // A noun reading as likely as the verb one makes it a noun («бит»); a rare
  // noun homonym of a verb form does not («были» is seldom «быль»).
  const float first = item.parses.front().score;
  if (std::any_of(item.parses.begin(), item.parses.end(), [&](const Parse& p) {
        return p.tag.pos() == "NOUN" && (item.parses.front().tag.pos() != "VERB" || p.score * 4 >= first);
      }))
    return false;
  const auto pos = item.parses.front().tag.pos();
  const auto any = [&](auto test) { return std::any_of(item.parses.begin(), item.parses.end(), test); };
  if (pos == "VERB") return !imperative_possible || !any([](const Parse& p) { return p.tag.has("impr"); });
  if (pos != "ADJS" && pos != "PRTS") return false;
  return !any([](const Parse& p) { return p.tag.pos() == "ADVB" || p.tag.pos() == "PRED"; });
}

// Past verbs and short forms agree in gender, present and future ones in person.
bool agrees_in_gender(const Parse& predicate) {
  return predicate.tag.tense() == "past" || predicate.tag.pos() == "ADJS" || predicate.tag.pos() == "PRTS";
}

bool verb_agrees(const Parse& subject, const Parse& verb) {
  if (main_case(subject.tag.gram_case()) != "nomn") return false;
  const bool pronoun = subject.tag.pos() == "NPRO";
  if (agrees_in_gender(verb)) {
    if (verb.tag.number() == "plur") return subject.tag.number() == "plur" || subject.word == "вы";
    return subject.tag.number() == "sing" &&
           (genders_agree(subject.tag.gender(), verb.tag.gender()) || subject.tag.person() == "1per" ||
            subject.tag.person() == "2per");
  }
  if (verb.tag.number() != subject.tag.number()) return false;
  return pronoun ? verb.tag.person() == subject.tag.person() : verb.tag.person() == "3per";
}

// An adjective or participle used as a noun («данные», «выбранные»): a
// dictionary noun reading in the nominative, or nothing but adjective readings.
bool is_substantive(const Item& item) {
  return item.checkable() && !item.predicted() && item.only_pos({"NOUN", "ADJF", "PRTF"}) &&
         std::any_of(item.parses.begin(), item.parses.end(), [](const Parse& p) {
           return (p.tag.pos() == "NOUN" || russian::used_as_noun(p)) &&
                  main_case(p.tag.gram_case()) == "nomn";
         });
}

// «переменная окружения»: an adjective used as a noun with its genitive attribute.
bool heads_genitive(const Item& item) {
  return item.checkable() && std::any_of(item.parses.begin(), item.parses.end(),
                                         [](const Parse& p) { return russian::used_as_noun(p); });
}

// A word that may head a subject: a noun or a personal pronoun with a nominative parse.
bool may_be_subject(const Item& item) {
  return (is_noun(item) || is_personal_pronoun(item) || is_substantive(item)) && has_case(item, "nomn");
}

// Words that may stand between a subject and its predicate: adverbs and
// particles («автоматически», «не», «уже»), read so first and never a verb
// or a nominative.
bool is_adverbial(const Item& item) {
  if (!item.checkable() || item.predicted() || item.parses.empty()) return false;
  const auto pos = item.parses.front().tag.pos();
  return (pos == "ADVB" || pos == "PRCL") && !has_case(item, "nomn") && !item.any_pos("VERB") &&
         !item.any_pos("CONJ");
}

// Nouns of quantity: with a genitive plural they take either number
// («Большинство пользователей выбирают», «Ряд параметров задаётся»).
// «количество» and «число» take the singular («Число файлов растёт»).
bool is_quantity_noun(const Item& item) {
  static constexpr std::array<std::string_view, 14> kQuantities = {
      "большинство", "меньшинство", "ряд",    "часть",   "множество", "масса",  "половина",
      "треть",       "четверть",    "группа", "десяток", "сотня",     "тысяча", "миллион"};
  return std::any_of(kQuantities.begin(), kQuantities.end(),
                     [&](std::string_view q) { return item.has_lemma(q); });
}

// A quantity noun with a genitive plural after it («большинство
// пользователей», «ряд параметров») takes either number of the verb; without
// one it is a singular noun like any other («создаются своя группа»).
bool counts_plural(const std::vector<Item>& items, std::size_t quantity) {
  return is_quantity_noun(items[quantity]) && quantity + 1 < items.size() &&
         std::any_of(items[quantity + 1].parses.begin(), items[quantity + 1].parses.end(),
                     [](const Parse& p) {
                       return p.tag.number() == "plur" && main_case(p.tag.gram_case()) == "gent";
                     });
}

// A later nominative noun takes the subject's role only when it cannot be an
// object: an animate noun or a form that is nominative only («Модуль
// поддерживают разработчики»). «Приложение сохраняют изменения» reads
// subject first.
bool unambiguous_nominative(const Item& item) {
  return !has_case(item, "accs") || std::any_of(item.parses.begin(), item.parses.end(),
                                                [](const Parse& p) { return p.tag.animacy() == "anim"; });
}

// An impersonal predicate with its infinitive: «этот макрос требовалось
// определять», «разрешено отправлять», «его рекомендуется удалить». A short
// neuter adjective is read as an adverb («показывать каталоги рекурсивно»).
bool impersonal(const std::vector<Item>& items, std::size_t v) {
  const Parse& p = items[v].parses.front();
  const bool neuter = p.tag.gender() == "neut" && p.tag.number() == "sing";
  if (neuter && p.tag.pos() == "ADJS") return true;
  // «Если получить адрес не удалось»: the infinitive before is the subject.
  for (std::size_t k = v >= 4 ? v - 4 : 0; neuter && k < v; ++k)
    if (items[k].any_pos("INFN")) return true;
  // «эти страницы не придётся снова выгружать»: adverbs may stand before the infinitive.
  std::size_t next = v + 1;
  while (next < items.size() && is_adverbial(items[next])) ++next;
  if (next >= items.size() || !items[next].any_pos("INFN")) return false;
  const bool reflexive =
      p.tag.person() == "3per" && p.tag.number() == "sing" && items[v].lower.ends_with("ся");
  // «мочь» names its subject's ability: it is impersonal only before an
  // infinitive that may take the noun before it as an object («этот файл могло
  // повредить»), never before an intransitive one («эти события могло повлиять»).
  if (p.normal_form == "мочь" && std::none_of(items[next].parses.begin(), items[next].parses.end(),
                                              [](const Parse& q) { return q.tag.has("tran"); }))
    return false;
  return neuter || reflexive;
}

// An indefinite-personal predicate («Файл сохраняют в папку», «имя пытаются
// разрешить»): a verb in the third person plural or the plural past.
// Only a transitive verb takes a fronted accusative object: a reflexive or
// intransitive one («Параметр игнорируются», «носитель будут сменён») has no
// object, so the noun before it is its subject. Nor does a verb of state or
// relation, which names no one's action («Каждый запрос имеют текущий
// обработчик» is a disagreement). The verb is named by its infinitive, not
// by the parse's lemma: the dictionary merges an adjective into a few verbs'
// lexemes, and «содержат» has the lemma «содержимый».
bool indefinite_personal(const russian::Morphology& morph, const Item& verb) {
  static constexpr std::array<std::string_view, 6> kStative = {"содержать",  "иметь",     "означать",
                                                               "составлять", "превышать", "обозначать"};
  return std::any_of(verb.parses.begin(), verb.parses.end(), [&](const Parse& p) {
    return p.tag.pos() == "VERB" && p.tag.number() == "plur" && likely_transitive(verb, p) &&
           (p.tag.person() == "3per" || p.tag.tense() == "past") &&
           std::find(kStative.begin(), kStative.end(), morph.inflect(p, {"INFN"})) == kStative.end();
  });
}

// A conjunction that opens a clause: one read only as a conjunction, or a
// subordinating one whose other readings are an adverb, pronoun or particle
// («когда», «чтобы»).
bool opens_clause_word(const Item& w) {
  static constexpr std::array<std::string_view, 7> kSubordinating = {"когда", "если",      "чтобы", "пока",
                                                                     "хотя",  "поскольку", "где"};
  return w.only_pos({"CONJ"}) ||
         std::find(kSubordinating.begin(), kSubordinating.end(), w.lower) != kSubordinating.end();
}

// What may not stand right before a subject: a preposition, a numeral, a
// coordinating «и» (the subject would be plural), or a noun (then the word is
// its genitive attribute: «в дереве исходного кода»).
bool blocks_subject(const Item& before) {
  if (!before.is_word()) return before.token->kind == Kind::number;
  // A transitive infinitive or gerund takes the noun as its object («попытки
  // увеличить ёмкость канала будут отклоняться»); a subordinating conjunction
  // that is also a gerund («хотя», of «хотеть») opens the subject's clause.
  if (!opens_clause_word(before) &&
      std::any_of(before.parses.begin(), before.parses.end(), [](const Parse& p) {
        return (p.tag.pos() == "INFN" || p.tag.pos() == "GRND") && p.tag.has("tran");
      }))
    return true;
  return before.any_pos("PREP") || before.any_pos("NUMR") || before.lower == "и" || before.lower == "или" ||
         before.lower == "либо" || is_noun(before);
}

// Does the noun at `noun`, after the verb, carry an attribute of its own: a
// nominative adjective, participle or determiner agreeing with it right before
// it? In an inverted sentence the subject comes last, as the new and fuller
// phrase («Исключение составляют пользовательские пространства»), while a bare
// noun after the verb reads as its object («Приложение сохраняют изменения»).
bool named_in_full(const std::vector<Item>& items, std::size_t verb, std::size_t noun) {
  if (noun < verb + 2) return false;
  const Item& attribute = items[noun - 1];
  if (!attribute.checkable() || attribute.predicted() || !attribute.only_pos({"ADJF", "PRTF"})) return false;
  return std::any_of(attribute.parses.begin(), attribute.parses.end(), [&](const Parse& a) {
    return main_case(a.tag.gram_case()) == "nomn" &&
           std::any_of(items[noun].parses.begin(), items[noun].parses.end(),
                       [&](const Parse& n) { return adjective_agrees(a, n); });
  });
}

// Does the clause starting at `clause` open with a contrasting conjunction
// («а», «но», «однако», «зато»)? Such a clause often puts the contrasted
// object first («а журналы хранит сервер») or leaves out its subject.
bool opens_contrast(const std::vector<Item>& items, std::size_t clause) {
  static constexpr std::array<std::string_view, 4> kContrasting = {"а", "но", "однако", "зато"};
  return clause >= 2 &&
         std::find(kContrasting.begin(), kContrasting.end(), items[clause - 1].lower) != kContrasting.end();
}

// Is the sentence's first clause (before `end`) inverted: its predicate
// agrees with no noun before it and with one after it («Статистику собирает
// агент», «Письма отправляет почтовый модуль»)?
bool first_clause_inverted(const std::vector<Item>& items, std::size_t end) {
  std::size_t p = 0;
  while (p < end && !is_predicate_word(items[p])) ++p;
  if (p == end) return false;
  const auto agrees = [&](std::size_t k) {
    return may_be_subject(items[k]) && any_pair(items[k], items[p], verb_agrees);
  };
  for (std::size_t k = 0; k < p; ++k)
    if (agrees(k)) return false;
  for (std::size_t k = p + 1; k < end && items[k].is_word(); ++k)
    if (agrees(k)) return true;
  return false;
}

// Is there, after the verb and before the next punctuation, a noun that the
// verb agrees with and that is the subject of an inverted sentence? It must
// not be readable as an object (animate or nominative only: «Модуль
// поддерживают разработчики») or be named in full (above). Nouns after a
// transitive infinitive are its objects, so the search stops there.
// With `parallel` (a contrasting clause after an inverted first clause) a
// bare later noun is the subject too: the contrasted object comes first in
// both («Статистику собирает агент, а отчёты формирует сервер»), while after
// a direct first clause the order stays direct («Система сохраняет журнал, а
// сервер отправляют отчёты» is found).
bool later_subject_agrees(const std::vector<Item>& items, std::size_t verb, const Item& fronted,
                          bool parallel) {
  // The fronted noun is then the verb's object, so the verb must take one, or
  // the noun must be readable in an oblique case («нити временно даётся новый
  // набор»): «файл не показываются такие изменения» stays a disagreement.
  // Asked only when a later noun may be the subject (most calls have none).
  const auto fronted_object = [&] {
    return std::any_of(items[verb].parses.begin(), items[verb].parses.end(),
                       [](const Parse& p) { return p.tag.has("tran"); }) ||
           has_case(fronted, "gent") || has_case(fronted, "datv") || has_case(fronted, "ablt") ||
           has_case(fronted, "loct");
  };
  const auto transitive_infinitive = [](const Item& i) {
    return std::any_of(i.parses.begin(), i.parses.end(),
                       [](const Parse& p) { return p.tag.pos() == "INFN" && p.tag.has("tran"); });
  };
  for (std::size_t k = verb + 1; k < items.size() && items[k].is_word() && !transitive_infinitive(items[k]);
       ++k)
    if (may_be_subject(items[k]) &&
        (unambiguous_nominative(items[k]) ||
         (fronted_object() && (parallel || named_in_full(items, verb, k)))) &&
        any_pair(items[k], items[verb], verb_agrees))
      return true;
  return false;
}

// «Программа сохраняет файлы, а дампы памяти не передаёт»: a contrasting
// clause may put its object first and leave out its subject, which is the
// subject of the sentence's first clause. Does the verb agree with a noun
// before the sentence's first predicate?
bool subject_carried_over(const std::vector<Item>& items, std::size_t clause, std::size_t verb) {
  if (!opens_contrast(items, clause)) return false;
  for (std::size_t k = 0; k + 1 < clause && !is_predicate_word(items[k]); ++k)
    if (may_be_subject(items[k]) && (k == 0 || !blocks_subject(items[k - 1])) &&
        any_pair(items[k], items[verb], verb_agrees))
      return true;
  return false;
}

// A quoted word read first as a noun or an adjective that can be neither the
// nominative subject of `verb` nor a predicative instrumental («поток называют
// «стандартным вводом»»).
bool quoted_object(const Item& first, const Item& verb) {
  if (!first.is_word() || first.parses.empty() || first.predicted()) return false;
  const auto pos = first.parses.front().tag.pos();
  if (pos != "NOUN" && pos != "ADJF" && pos != "PRTF") return false;
  return std::none_of(first.parses.begin(), first.parses.end(), [&](const Parse& p) {
    const auto c = main_case(p.tag.gram_case());
    return c == "ablt" || (c == "nomn" && std::any_of(verb.parses.begin(), verb.parses.end(),
                                                      [&](const Parse& vp) { return verb_agrees(p, vp); }));
  });
}

// Is there, after the verb and before the next punctuation, a noun that can be
// a direct object (not after a preposition)? Then an initial nominative-or-
// accusative noun is the subject, not a fronted object.
// A parenthetical word between commas («сохранить, соответственно, сведения»)
// is passed over.
bool later_direct_object(const std::vector<Item>& items, std::size_t verb) {
  for (std::size_t k = verb + 1; k < items.size(); ++k) {
    if (k + 2 < items.size() && items[k].is(",") && items[k + 2].is(",") &&
        std::any_of(items[k + 1].parses.begin(), items[k + 1].parses.end(),
                    [](const Parse& p) { return p.tag.has("Prnt"); })) {
      k += 2;
      continue;
    }
    if (!items[k].is_word()) break;
    if (items[k].any_pos("PREP")) return false;
    // A transitive infinitive's own object («позволяют контролировать 32 устройства») counts too.
    if (items[k].any_pos("INFN")) {
      if (k + 1 < items.size() && items[k + 1].token->kind == Kind::number) return true;
      continue;
    }
    if (is_noun(items[k]) && has_case(items[k], "accs")) return true;
    if (correlative_object(items, k)) return true;
    // So is a pronoun of the first or second person («уведомляют вас»).
    if (std::any_of(items[k].parses.begin(), items[k].parses.end(), [](const Parse& p) {
          return p.tag.pos() == "NPRO" && main_case(p.tag.gram_case()) == "accs" &&
                 (p.tag.person() == "1per" || p.tag.person() == "2per");
        }))
      return true;
    // So is an attribute that can only be accusative («откроют каждую из сессий»).
    if (items[k].only_pos({"ADJF", "PRTF"}) && only_cases(items[k], {"accs"})) return true;
    // So is a phrase right after the verb that can only be genitive: the
    // object of a verb that governs the genitive («требуют полномочий»,
    // «достигают нуля»), which leaves no place for a fronted one.
    if (k == verb + 1 && genitive_only_phrase(items, k)) return true;
    // A Latin word after the verb is its object («выполняют OOM-killing»).
    // Coordinated names are a subject («используют GNOME и KDE»).
    if (k == verb + 1 && is_latin(items[k])) {
      const bool coordinated_name =
          k + 2 < items.size() && is_coordinator(items[k + 1]) && is_latin(items[k + 2]);
      return !coordinated_name;
    }
  }
  // So is an indirect question right after the verb («определяют, будут ли …»).
  if (verb + 3 < items.size() && items[verb + 1].is(",") && items[verb + 2].is_word() &&
      items[verb + 3].lower == "ли")
    return true;
  // So is a quoted noun phrase right after the verb («предоставляют
  // «изображение дня»», «вернут «истина»»), unless it may be the verb's
  // subject, a quoted name the verb agrees with («Этот файл открывают
  // «Свойства»»). A quoted adverb is none («задают «вручную»»).
  if (verb + 2 < items.size() && !items[verb + 1].is_word() && is_quote_mark(*items[verb + 1].token) &&
      quoted_object(items[verb + 2], items[verb]))
    return true;
  // So is a clause of content («гарантируют, что …»).
  if (object_clause_after(items, verb)) return true;
  if (indirect_question_after(items, verb)) return true;
  if (object_list_after(items, verb)) return true;
  // A count or code is an object too («записывают 1 МБ в файл», «содержат 0», «вызывают send(2)»).
  return verb + 1 < items.size() &&
         (items[verb + 1].token->kind == Kind::number || items[verb + 1].token->kind == Kind::code);
}

// The last of infinitives joined by commas, «и» or «или» («позволяют
// создавать, удалять и изменять фильтры»): the object after it is theirs all.
std::size_t last_coordinated_infinitive(const std::vector<Item>& items, std::size_t inf) {
  for (;;) {
    std::size_t next = inf + 1;
    if (next < items.size() && items[next].is(",")) ++next;
    if (next < items.size() && is_coordinator(items[next])) ++next;
    if (next == inf + 1 || next >= items.size() || !items[next].only_pos({"INFN"})) return inf;
    inf = next;
  }
}

// An infinitive after the verb, or after a parenthesis («позволяют, например,
// выделить»), fills the verb's object place, so a fronted noun could only be
// the infinitive's object; it is not when the infinitive takes none
// («описание продолжают существовать») or has one of its own («Предварительный
// просмотр позволяют увидеть, как …», «позволяют выделить итоговые значения»).
// Then the noun before the verb is its subject.
// The first of a pair's «как …, так и» before an infinitive («позволяют как
// управлять программой, так и …») is skipped as a parenthesis is.
bool infinitive_leaves_no_object(const std::vector<Item>& items, std::size_t verb) {
  std::size_t inf = verb + 1;
  if (inf + 2 < items.size() && items[inf].is(",") && items[inf + 1].is_word() && items[inf + 2].is(",") &&
      !items[inf + 1].any_pos("INFN"))
    inf += 3;
  if (inf + 1 < items.size() && items[inf].lower == "как") ++inf;
  if (inf >= items.size() || !items[inf].only_pos({"INFN"})) return false;
  return !transitive_infinitive_after(items, verb, inf) ||
         later_direct_object(items, last_coordinated_infinitive(items, inf));
}

// A fronted object may belong to an infinitive after the verb («Данный флаг
// могут использовать слушающие сокеты») only when the infinitive is
// transitive and has no object of its own after it («Процессы может
// обработать такую ситуацию», «Параметры может быть изменены» are found).
bool object_of_infinitive(const std::vector<Item>& items, std::size_t verb) {
  const std::size_t inf = verb + 1;
  if (inf >= items.size() || !items[inf].any_pos("INFN")) return false;
  // «следует», «предстоит», «удаётся», «рекомендуется» take an infinitive
  // only as impersonal modals, in the singular: «какой файл следуют удалить»,
  // «если ключ не удаются найти» have no modal, so the infinitive's object is
  // not fronted.
  static constexpr std::array<std::string_view, 7> kImpersonalModals = {
      "следовать", "предстоять", "удаваться", "рекомендоваться", "требоваться", "разрешаться", "запрещаться"};
  if (std::any_of(items[verb].parses.begin(), items[verb].parses.end(), [](const Parse& p) {
        return p.tag.pos() == "VERB" && p.tag.number() == "plur" &&
               std::find(kImpersonalModals.begin(), kImpersonalModals.end(), p.normal_form) !=
                   kImpersonalModals.end();
      }))
    return false;
  if (!transitive_infinitive_after(items, verb, inf)) return false;
  // The noun after it may be the verb's subject instead, the fronted noun the
  // infinitive's object («могут использовать слушающие сокеты»).
  const std::size_t last = last_coordinated_infinitive(items, inf);
  for (std::size_t k = last + 1; k < items.size() && items[k].is_word(); ++k)
    if (may_be_subject(items[k]) && any_pair(items[k], items[verb], verb_agrees)) return true;
  if (later_direct_object(items, last)) return false;
  // With no subject after it, a fronted noun is the infinitive's object only
  // in an indefinite-personal (plural) sentence or an impersonal one («эти
  // значения следует игнорировать»): a personal modal in the singular has a
  // subject of its own, the noun before it («Длинные имена не может
  // обрабатывать» is a disagreement), unless a word after the infinitive
  // may be nominative, is unknown or Latin («может получать этот виджет»).
  const bool personal_singular_modal =
      std::any_of(items[verb].parses.begin(), items[verb].parses.end(), [](const Parse& p) {
        return p.tag.pos() == "VERB" && p.tag.number() == "sing" &&
               (p.normal_form == "мочь" || p.normal_form == "хотеть" || p.normal_form == "уметь");
      });
  if (!personal_singular_modal) return true;
  for (std::size_t k = inf + 1; k < items.size() && items[k].is_word(); ++k)
    if (!items[k - 1].any_pos("PREP") &&
        (has_case(items[k], "nomn") || items[k].predicted() || is_latin(items[k])))
      return true;
  return false;
}

std::string agreeing_verb(const russian::Morphology& morph, const Item& subject, const Item& verb) {
  const Parse* s = nullptr;
  for (const auto& p : subject.parses)
    if (main_case(p.tag.gram_case()) == "nomn") {
      s = &p;
      break;
    }
  if (!s) return {};
  for (const auto& v : verb.parses) {
    // The imperative homonym was ruled out as the predicate («чтобы система вели»).
    if (v.tag.has("impr")) continue;
    Grammemes want{std::string(s->tag.number())};
    if (agrees_in_gender(v)) {
      if (s->tag.number() == "sing" && !s->tag.gender().empty() && s->tag.gender() != "ms-f" &&
          s->tag.gender() != "Ms-f")
        want.emplace_back(s->tag.gender());
    } else {
      want.emplace_back(s->tag.pos() == "NPRO" && !s->tag.person().empty() ? s->tag.person() : "3per");
    }
    if (std::string form = morph.inflect(v, want); !form.empty())
      return match_capital(form, verb.token->text);
  }
  return {};
}

// The opening bracket of the bracket closed at `close`, or npos when it has none
// in the sentence (a list's «1)»).
std::size_t opening_bracket(const std::vector<Item>& items, std::size_t close) {
  for (std::size_t k = close; k > 0; --k)
    if (items[k - 1].is("(")) return k - 1;
  return std::string::npos;
}

// Where the clause holding the word at `k` starts: after a comma, colon,
// semicolon, dash or bracket, or after a conjunction — a subordinating one
// too when the comma before it is missing («уничтожается когда завершаются …»).
// An aside in brackets before the word is part of its clause, commas and all
// («Настройкой (иначе, конфигурацией) называется …»).
std::size_t clause_start(const std::vector<Item>& items, std::size_t k) {
  while (k > 0) {
    const Item& w = items[k - 1];
    if (w.is(")")) {
      if (const std::size_t open = opening_bracket(items, k - 1); open != std::string::npos) {
        k = open;
        continue;
      }
    }
    if (w.is(",") || w.is(":") || w.is(";") || w.is("—") || w.is("(") || opens_clause_word(w)) break;
    --k;
  }
  return k;
}

// Does a subordinating conjunction open the clause of the word at `k`? No
// imperative stands there: «чтобы система вели себя» has the past of «вести».
bool in_subordinate_clause(const std::vector<Item>& items, std::size_t k) {
  static constexpr std::array<std::string_view, 5> kSubordinating = {"чтобы", "если", "когда", "пока",
                                                                     "поскольку"};
  const std::size_t start = clause_start(items, k);
  return start > 0 && std::find(kSubordinating.begin(), kSubordinating.end(), items[start - 1].lower) !=
                          kSubordinating.end();
}

// Is the noun phrase starting at `before` the last of nominative nouns joined by
// commas from the start of their clause («Файл, каталог удаляются», «Файл
// настроек, журнал удаляются»)? Together they are a plural subject. The chain
// must reach the clause's start: after «Если файл открыт,» the comma closes a
// clause, and «каталог удаляются» disagrees. (A final «и», «или» before the
// last noun is left to `blocks_subject`.)
bool last_of_asyndetic_subjects(const std::vector<Item>& items, std::size_t before) {
  std::size_t p = before;
  bool chained = false;
  while (p >= 2 && items[p - 1].is(",") && is_noun(items[p - 2])) {
    // Back over the genitive attributes to the phrase's head noun, which may be nominative.
    std::size_t head = p - 2;
    while (head > 0 && is_noun(items[head - 1]) && has_case(items[head], "gent")) --head;
    const Item& noun = items[head];
    if (!may_be_subject(noun) || !has_case(noun, "nomn")) return false;
    // Then over its nominative attributes.
    std::size_t start = head;
    while (start > 0 &&
           std::any_of(items[start - 1].parses.begin(), items[start - 1].parses.end(), [&](const Parse& a) {
             return (a.tag.pos() == "ADJF" || a.tag.pos() == "PRTF") &&
                    main_case(a.tag.gram_case()) == "nomn" &&
                    std::any_of(noun.parses.begin(), noun.parses.end(),
                                [&](const Parse& n) { return adjective_agrees(a, n); });
           }))
      --start;
    p = start;
    chained = true;
  }
  if (!chained) return false;
  if (p == 0) return true;
  const Item& left = items[p - 1];
  return left.is(":") || left.is(";") || left.is("—") || left.is("(") || opens_clause_word(left);
}

// A plural predicate: a verb, short participle or short adjective in the plural.
bool plural_predicate(const Item& verb) {
  return std::any_of(verb.parses.begin(), verb.parses.end(), [](const Parse& p) {
    return (p.tag.pos() == "VERB" || p.tag.pos() == "PRTS" || p.tag.pos() == "ADJS") &&
           p.tag.number() == "plur";
  });
}

// The remark on a predicate that disagrees with its subject, with the
// predicate's form that agrees.
void report_subject_verb(const AnalysedBlock& block, const russian::Morphology& morph, const Item& subject,
                         const Item& verb, std::vector<sdk::Remark>& out) {
  auto r = make_remark(block, "agreement", "agreement.subject_verb", sdk::Severity::warning,
                       verb.token->offset, verb.token->length,
                       "Сказуемое «" + verb.token->text + "» не согласуется с подлежащим «" +
                           subject.token->text + "» в числе, лице или роде.");
  if (const auto form = agreeing_verb(morph, subject, verb); !form.empty()) r.suggestions.push_back(form);
  out.push_back(std::move(r));
}

void check_subject_verb(const AnalysedBlock& block, const AnalysedSentence& s,
                        const russian::Morphology& morph, std::vector<sdk::Remark>& out) {
  const auto& items = s.items;
  for (std::size_t v = 1; v < items.size(); ++v) {
    // An imperative homonym is ruled out in a subordinate clause («чтобы система вели себя»).
    const bool predicate_word = is_predicate_word(items[v]) ||
                                (items[v].any_pos("VERB") && in_subordinate_clause(items, v) &&
                                 is_predicate_word(items[v], /*imperative_possible=*/false)) ||
                                link_verb_not_parenthetical(items, v);
    // A capital inside a sentence is a name («алгоритм Нагла»), not a verb;
    // before the predicate it starts a sentence the splitter missed (a list
    // item before «Далее следует»), so no subject lies beyond it.
    if (!predicate_word || is_capitalised(items[v])) continue;
    std::size_t end = v;  // past the adverbs before the predicate
    while (end > 0 && is_adverbial(items[end - 1]) && !is_capitalised(items[end - 1])) --end;
    // A capitalised noun after a noun that disagrees with the predicate is a
    // name in apposition, not the subject («Команды меню Файл воздействуют»,
    // «Параметры раздела Сеть задают»). One that agrees may open a sentence
    // the splitter missed after a heading («Типы ключей Ядро предоставляет»).
    if (end >= 2 && items[end - 1].is_word() && is_capitalised(items[end - 1]) && !is_latin(items[end - 1]) &&
        items[end - 1].any_pos("NOUN") && !any_pair(items[end - 1], items[v], verb_agrees) &&
        items[end - 2].is_word() && items[end - 2].any_pos("NOUN") && !is_capitalised(items[end - 2]))
      --end;
    // The nouns right before the predicate: the subject and its genitive attributes
    // («Модуль экспорта поддерживает», «Мастер настройки открывает»). Any of
    // them agreeing with the predicate may be the subject; a substantivised
    // adjective («Данные хранятся») only right before it.
    std::size_t head = end;
    while (head > 0 &&
           (is_noun(items[head - 1]) || is_personal_pronoun(items[head - 1]) ||
            (head == end && is_substantive(items[head - 1])) ||
            (head < end && heads_genitive(items[head - 1]))) &&
           (head == end || has_case(items[head], "gent")))
      --head;
    if (head == end) continue;
    const Item& subject = items[head];
    // Adjectives before the subject, then a preposition: the noun is in a phrase («для автоматической
    // сборки»).
    std::size_t before = head;
    // Attributes before the subject, «же» among them («в тот же файловый
    // дескриптор»); a relative «который» is none («которую ядро назначили»).
    while (before > 0 && ((items[before - 1].any_pos("ADJF") && !items[before - 1].has_lemma("который")) ||
                          items[before - 1].any_pos("PRTF") || items[before - 1].lower == "же"))
      --before;
    if (!may_be_subject(subject) || is_capitals(subject) ||
        (before > 0 && blocks_subject(items[before - 1])) || impersonal(items, v) ||
        (plural_predicate(items[v]) && coordinated_subject_phrase(items, before, head)))
      continue;
    // A noun that may be a genitive («значения», «функции») is a subject only
    // where a genitive could not be: at the start of a clause, with
    // nominative adjectives. «Изменение этого значения влияет», «ленточного
    // устройства не существует». «что» and «как» after «того,» take no
    // genitive attribute, so a clause starts after them too.
    if (has_case(subject, "gent")) {
      const Item& left = items[before - (before > 0 ? 1 : 0)];
      const bool clause_start = before == 0 || left.is(",") || left.is("—") || left.is(":") || left.is(";") ||
                                left.is("(") || opens_clause_word(left) ||
                                (before > 0 && opens_clause_after(items, before - 1)) ||
                                after_relative_word(items, before);
      const bool nominative_attributes =
          std::all_of(items.begin() + before, items.begin() + head, [&](const Item& a) {
            return std::any_of(a.parses.begin(), a.parses.end(), [&](const Parse& ap) {
              return main_case(ap.tag.gram_case()) == "nomn" &&
                     std::any_of(subject.parses.begin(), subject.parses.end(),
                                 [&](const Parse& sp) { return adjective_agrees(ap, sp); });
            });
          });
      // A bare noun that may be dative is the experiencer of an impersonal
      // verb or the recipient before a short form and its subject: «когда
      // функции требуется», «памяти становится мало», «нити назначен
      // алгоритм». A short form alone has a subject («Если памяти
      // фрагментирована» is a disagreement).
      const bool subject_after = v + 1 < items.size() && may_be_subject(items[v + 1]) &&
                                 any_pair(items[v + 1], items[v], verb_agrees);
      const bool dative_experiencer =
          before == head && has_case(subject, "datv") &&
          ((items[v].parses.front().tag.pos() == "VERB" && dative_experiencer_fits(items, v)) ||
           subject_after);
      // Before a negated verb of being or a passive a bare genitive is the
      // genitive of negation («чтобы ошибки не было»).
      const bool negation_genitive = before == head &&
                                     std::any_of(items.begin() + static_cast<std::ptrdiff_t>(end),
                                                 items.begin() + static_cast<std::ptrdiff_t>(v),
                                                 [](const Item& w) { return w.lower == "не"; }) &&
                                     takes_genitive_subject(items, v, morph);
      if (!clause_start || !nominative_attributes || dative_experiencer || negation_genitive) continue;
    }
    // The subject's phrase may be a fronted object only when its attributes may
    // be accusative too: «эта нить уступили» has a nominative-only «эта».
    const bool accusative_phrase =
        has_case(subject, "accs") &&
        std::all_of(items.begin() + before, items.begin() + head,
                    [](const Item& a) { return !a.is_word() || a.lower == "же" || has_case(a, "accs"); });
    // A verb in the first or second person has a subject of its own («большинство
    // информации найдёте»); a fronted object may belong to an infinitive («Данный
    // флаг могут использовать слушающие сокеты»).
    const Parse& predicate = items[v].parses.front();
    if ((predicate.tag.person() == "1per" || predicate.tag.person() == "2per") &&
        !is_personal_pronoun(subject))
      continue;
    if (accusative_phrase && object_of_infinitive(items, v)) continue;
    // Only a subject that may also be an object can leave the role to a later noun.
    bool agrees = accusative_phrase && later_subject_agrees(items, v, subject,
                                                            opens_contrast(items, before) &&
                                                                first_clause_inverted(items, before - 1));
    // The nouns after a noun that may be nominative are its genitive attributes:
    // «время ожидания истекли» disagrees, though «ожидания» may be a nominative
    // plural. (A substantivised adjective may be an attribute of the next noun.)
    const std::size_t last_subject = is_noun(subject) && has_case(subject, "nomn") ? head + 1 : end;
    for (std::size_t k = head; k < last_subject && !agrees; ++k)
      agrees = k == head ? attributed_subject_agrees(items, before, head, items[v], verb_agrees)
                         : any_pair(items[k], items[v], verb_agrees);
    if (agrees || (plural_predicate(items[v]) && last_of_asyndetic_subjects(items, before))) continue;
    // «Большинство пользователей выбирают»: a quantity with a genitive plural may take a plural verb.
    if (head + 1 < end && counts_plural(items, head)) continue;
    // A noun that may also be accusative could be a fronted object of an
    // indefinite-personal verb («Файл сохраняют в папку»), unless an object follows.
    // «которую ядро назначили»: an accusative relative before the subject is the object already,
    // and so is one that may be nominative but disagrees with the verb («который ядро назначили»).
    const bool object_taken =
        before > 0 && items[before - 1].has_lemma("который") &&
        (only_cases(items[before - 1], {"accs"}) || !any_pair(items[before - 1], items[v], verb_agrees));
    if (accusative_phrase && indefinite_personal(morph, items[v]) && !later_direct_object(items, v) &&
        !object_taken && !infinitive_leaves_no_object(items, v) && !nominative_after_verb(items, v))
      continue;
    if (accusative_phrase && subject_carried_over(items, before, v)) continue;
    report_subject_verb(block, morph, subject, items[v], out);
  }
}

// The second of two coordinated predicates shares the first one's subject
// («Файл открывается и закрываются», «Модуль имеет декодер, но не являются
// фильтром»). Not when it may have a subject of its own after it, nor when a
// word between the predicates may be its subject, nor for an impersonal verb
// («Сервер упал, и пришлось …»), nor when the first predicate's subject is
// unclear: none before it in its clause, or one that agrees with both.
void check_coordinated_verb(const AnalysedBlock& block, const AnalysedSentence& s,
                            const russian::Morphology& morph, std::vector<sdk::Remark>& out) {
  const auto& items = s.items;
  // From each conjunction to the word after it (cheaper than a look back from every word).
  for (std::size_t c = 0; c + 1 < items.size(); ++c) {
    if (!coordinating_conjunction(items[c])) continue;
    std::size_t v = c + 1;
    while (v < items.size() && before_coordinated_verb(items[v])) ++v;
    if (v == items.size() || !finite_verb(items[v]) || is_capitalised(items[v]) || impersonal(items, v))
      continue;
    const Parse& second = items[v].parses.front();
    if (second.tag.gender() == "neut" || (second.tag.person() != "3per" && second.tag.tense() != "past"))
      continue;
    const std::size_t first = first_coordinated_predicate(items, v);
    if (first == items.size()) continue;
    // Its own subject after it: any nominative, a number or a Latin word up to
    // the next punctuation («но используются только шесть», «и выбираются y
    // символов»), or an agreeing noun after it («и генерируется, если
    // возможно, измерение»).
    bool own_subject = false;
    std::size_t k = v + 1;
    for (; k < items.size() && items[k].is_word(); ++k)
      own_subject |= has_case(items[k], "nomn") || is_latin(items[k]) || items[k].parses.empty();
    for (; k < items.size(); ++k)
      own_subject |= may_be_subject(items[k]) && any_pair(items[k], items[v], verb_agrees);
    for (k = first + 1; k < v; ++k)
      own_subject |= may_be_subject(items[k]) && any_pair(items[k], items[v], verb_agrees);
    if (own_subject) continue;
    std::size_t start = first;
    while (start > 0 && items[start - 1].is_word() && !opens_clause_word(items[start - 1])) --start;
    const Item* subject = nullptr;
    bool unclear = false;
    for (std::size_t k = start; k < first; ++k) {
      unclear |= is_coordinator(items[k]);
      if (!may_be_subject(items[k]) || (k > 0 && blocks_subject(items[k - 1])) ||
          !any_pair(items[k], items[first], verb_agrees))
        continue;
      unclear |= any_pair(items[k], items[v], verb_agrees);
      if (subject == nullptr) subject = &items[k];
    }
    if (subject != nullptr && !unclear) report_subject_verb(block, morph, *subject, items[v], out);
  }
}

// May the word at `k`, in the clause from `start`, be the nominative subject of
// the verb after it? Not inside a prepositional phrase («В журнал записываются»,
// «После обновления удаляются»: the noun and its genitive attributes), and not
// when the verb disagrees with it: then the verb disagrees with its subject,
// before it or after it («Каждый день проверяются почта», «, что охватываются»),
// unless coordinated words before the verb are its plural subject together.
bool may_be_subject_before(const std::vector<Item>& items, std::size_t start, std::size_t k,
                           const Item& verb) {
  const Item& word = items[k];
  // Coordinated words before the verb may be its plural subject together.
  const bool coordination = std::any_of(items.begin() + static_cast<std::ptrdiff_t>(start),
                                        items.begin() + static_cast<std::ptrdiff_t>(k),
                                        [](const Item& w) { return is_coordinator(w); }) ||
                            (k + 1 < items.size() && is_coordinator(items[k + 1]));
  const bool nominative = std::any_of(word.parses.begin(), word.parses.end(), [&](const Parse& p) {
    return main_case(p.tag.gram_case()) == "nomn" &&
           (coordination || std::any_of(verb.parses.begin(), verb.parses.end(),
                                        [&](const Parse& vp) { return verb_agrees(p, vp); }));
  });
  if (!nominative) return false;
  // Back over attributes agreeing with the noun in an oblique case, and over
  // the nouns it may be a genitive attribute of («После обновления системы»).
  const auto oblique_attribute = [](const Item& a, const Item& noun) {
    return std::any_of(a.parses.begin(), a.parses.end(), [&](const Parse& ap) {
      return (ap.tag.pos() == "ADJF" || ap.tag.pos() == "PRTF") && main_case(ap.tag.gram_case()) != "nomn" &&
             std::any_of(noun.parses.begin(), noun.parses.end(),
                         [&](const Parse& np) { return adjective_agrees(ap, np); });
    });
  };
  std::size_t j = k, noun = k;
  while (j > start) {
    if (oblique_attribute(items[j - 1], items[noun])) {
      --j;
    } else if (is_noun(items[j - 1]) && has_case(items[noun], "gent")) {
      noun = --j;
    } else {
      break;
    }
  }
  return !(j > start && !items[j - 1].parses.empty() && items[j - 1].parses.front().tag.pos() == "PREP");
}

// Does the comma at `comma`, after a subject that follows its verb, join a
// second subject to it («используются файл, каталог и ссылка»)? Not when
// what follows it, up to the next punctuation, is a clause of its own: a
// relative clause, or a subject with its own predicate («Если вводятся
// строчная буква, она автоматически заменяется», «Когда открываются панель,
// окно Свойства показывает …»).
bool coordinated_after_comma(const std::vector<Item>& items, std::size_t comma) {
  if (comma + 1 >= items.size() || !may_be_subject(items[comma + 1])) return false;
  for (std::size_t k = comma + 1; k < items.size() && items[k].is_word(); ++k)
    if (items[k].has_lemma("который") || is_predicate_word(items[k])) return false;
  return true;
}

// «отображаются сообщение об ошибке», «если появятся окно»: a reflexive verb
// takes no direct object, so when nothing before it in its clause can be its
// subject, the nominative noun phrase after it is the subject, and must
// agree. Only a noun that cannot be read in an oblique case (or whose
// attributes settle the nominative) counts: «не требуется изменений» has a
// genitive.
void check_verb_before_subject(const AnalysedBlock& block, const AnalysedSentence& s,
                               const russian::Morphology& morph, std::vector<sdk::Remark>& out) {
  const auto& items = s.items;
  for (std::size_t v = 0; v + 1 < items.size(); ++v) {
    const auto declarative = declarative_before_subject(items, v);
    const Item& verb = declarative ? *declarative : items[v];
    if (!is_predicate_word(verb) || is_capitals(verb) || verb.parses.front().tag.pos() != "VERB") continue;
    const Parse& predicate = verb.parses.front();
    if (!reflexive_form(verb) || predicate.tag.person() == "1per" || predicate.tag.person() == "2per" ||
        impersonal(items, v))
      continue;
    // «как» right before the verb opens its clause though its comma is missing
    // («выяснить как возвращаются ошибки»): the subject follows.
    std::size_t start = clause_start(items, v);
    if (v > start && items[v - 1].lower == "как") start = v;
    // An aside in brackets holds no subject of the clause («насколько крупно (или
    // насколько подробно) показываются значки»).
    bool subject_before = false;
    for (std::size_t k = start; k < v && !subject_before; ++k) {
      if (items[k].is("(")) {
        std::size_t close = k + 1;
        while (close < v && !items[close].is(")")) ++close;
        if (close < v) {
          k = close;
          continue;
        }
      }
      // A Latin word may be the subject («gzip сжимает»), unless it names the
      // oblique noun before it («Значением who являются идентификатор»).
      const bool latin_subject =
          is_latin(items[k]) && !(k > start && is_noun(items[k - 1]) && !has_case(items[k - 1], "nomn"));
      // A quote mark is no subject; the words it quotes are read as any others
      // («насколько «плохим» являются некоторое решение»).
      subject_before = (!items[k].is_word() && !is_quote_mark(*items[k].token)) ||
                       may_be_subject_before(items, start, k, verb) || is_predicate_word(items[k]) ||
                       items[k].any_pos("INFN") || latin_subject;
    }
    if (subject_before) continue;
    std::size_t n = v + 1;
    while (n < items.size() && is_adverbial(items[n])) ++n;
    const std::size_t first_attribute = n;
    while (n < items.size() && is_adjective(items[n]) && !is_noun(items[n])) ++n;
    // An indeclinable noun («меню», «кафе») counts once an attribute settles its
    // form, or a «который» after its comma, which takes its number and gender
    // («откроются меню, которое …»).
    const auto relative_settles = [&] {
      return n + 2 < items.size() && items[n + 1].is(",") && items[n + 2].has_lemma("который");
    };
    const auto indeclinable_settled = [&] {
      return (n > first_attribute || relative_settles()) && items[n].checkable() &&
             items[n].only_pos({"NOUN"}) && !items[n].predicted() &&
             std::all_of(items[n].parses.begin(), items[n].parses.end(),
                         [](const Parse& p) { return p.tag.has("Fixd") && !p.tag.has("Abbr"); });
    };
    const auto relative_agrees = [&](const Parse& sp) {
      if (!sp.tag.has("Fixd") || !relative_settles()) return true;
      return std::any_of(items[n + 2].parses.begin(), items[n + 2].parses.end(), [&](const Parse& rp) {
        return rp.tag.number() == sp.tag.number() &&
               (sp.tag.number() == "plur" || sp.tag.gender().empty() || rp.tag.gender() == sp.tag.gender());
      });
    };
    if (n >= items.size() || !(is_noun(items[n]) || indeclinable_settled()) || is_capitalised(items[n]) ||
        !has_case(items[n], "nomn"))
      continue;
    const Item& subject = items[n];
    // «используются файл и каталог», «файл, каталог»: coordinated subjects
    // take the plural, genitive attributes of the first between («строка
    // состояния и заголовок»).
    // A singular verb agrees with the nearest of them, so a plural first one
    // still disagrees («не выполнилась неожиданные команды или параметры»).
    std::size_t c = n + 1;
    while (c < items.size() && is_noun(items[c]) && has_case(items[c], "gent")) ++c;
    const bool plural_nearest_of_singular =
        std::all_of(verb.parses.begin(), verb.parses.end(),
                    [](const Parse& p) { return p.tag.number() == "sing"; }) &&
        std::none_of(subject.parses.begin(), subject.parses.end(), [](const Parse& p) {
          return main_case(p.tag.gram_case()) == "nomn" && p.tag.number() != "plur";
        });
    if (!plural_nearest_of_singular && c < items.size() &&
        (items[c].lower == "и" || items[c].lower == "или" || items[c].lower == "либо" ||
         (items[c].is(",") && coordinated_after_comma(items, c))))
      continue;
    // The phrase must be nominative: the noun has no oblique reading, or its
    // attributes agree with it only in the nominative or accusative.
    const auto nominative_phrase = [&](const Parse& sp) {
      if (main_case(sp.tag.gram_case()) != "nomn" || !relative_agrees(sp)) return false;
      for (std::size_t a = first_attribute; a < n; ++a)
        if (std::none_of(items[a].parses.begin(), items[a].parses.end(),
                         [&](const Parse& ap) { return adjective_agrees(ap, sp); }))
          return false;
      return true;
    };
    // A genitive singular after the verb needs a negation before it («не
    // требуется изменения») or a quantity between («требуется больше
    // памяти»): right after an affirmative verb it is no reading («когда
    // открывается окна»). A genitive plural may count («требовалось байт: 4»).
    // The negation must be a verb's that takes a genitive subject, of being or
    // a passive: «вам не нравится значения» has none.
    const bool genitive_possible =
        (negation_between(items, start, v) && takes_genitive_subject(items, v, morph)) ||
        first_attribute > v + 1;
    // No preposition stands before the phrase, so it is no locative; a dative
    // names the one concerned only beside a subject or an infinitive later in
    // the clause («показывается пользователю окно», «требуется процессу
    // выделить память»): «когда появится инструкции по вводу» has neither.
    bool subject_or_infinitive_later = false;
    for (std::size_t k = n + 1; k < items.size() && items[k].is_word() && !subject_or_infinitive_later; ++k)
      subject_or_infinitive_later =
          items[k].any_pos("INFN") || (may_be_subject(items[k]) && any_pair(items[k], verb, verb_agrees) &&
                                       !items[k - 1].any_pos("PREP"));
    const bool oblique_possible =
        std::any_of(subject.parses.begin(), subject.parses.end(), [&](const Parse& p) {
          // A rare reading of another lexeme is none («используются вариант»:
          // «вариант» is seldom the genitive plural of «варианта»).
          if (rare(subject, p)) return false;
          // An indeclinable noun with its «который» is read as the subject the
          // verb before it lacks.
          if (p.tag.has("Fixd") && relative_settles()) return false;
          const auto c = main_case(p.tag.gram_case());
          if (c == "nomn" || c == "accs" || (c == "gent" && p.tag.number() == "sing" && !genitive_possible) ||
              c == "loct" || (c == "datv" && !subject_or_infinitive_later))
            return false;
          for (std::size_t a = first_attribute; a < n; ++a)
            if (std::none_of(items[a].parses.begin(), items[a].parses.end(),
                             [&](const Parse& ap) { return adjective_agrees(ap, p); }))
              return false;
          return true;
        });
    if (oblique_possible || counts_plural(items, n) ||
        std::none_of(subject.parses.begin(), subject.parses.end(), nominative_phrase))
      continue;
    // The attributes settle the number of an indeclinable noun («новое меню»).
    if (std::any_of(subject.parses.begin(), subject.parses.end(), [&](const Parse& sp) {
          return nominative_phrase(sp) && std::any_of(verb.parses.begin(), verb.parses.end(),
                                                      [&](const Parse& vp) { return verb_agrees(sp, vp); });
        }))
      continue;
    // The verb may disagree with a noun before it too, and be named already.
    const bool named = std::any_of(out.begin(), out.end(), [&](const sdk::Remark& r) {
      return r.rule_id == "agreement.subject_verb" && r.block == block.block->index &&
             r.offset == verb.token->offset;
    });
    if (!named) report_subject_verb(block, morph, subject, verb, out);
  }
}

// «файл может быть удалены», «пакеты будут удалена», «должна быть определены»:
// a short participle or adjective after «быть» agrees with the auxiliary or
// modal before it (a finite «быть», «мочь», «должен»), which shows the
// subject's number, and in the singular past or short form its gender.
void check_auxiliary_short_form(const AnalysedBlock& block, const AnalysedSentence& s,
                                const russian::Morphology& morph, std::vector<sdk::Remark>& out) {
  const auto& items = s.items;
  for (std::size_t k = 1; k < items.size(); ++k) {
    const Item& form = items[k];
    if (!is_predicate_word(form) || is_capitalised(form)) continue;
    const Parse& shown = form.parses.front();
    if (shown.tag.pos() != "PRTS" && shown.tag.pos() != "ADJS") continue;
    // Adverbs may stand between, and so may «также», read as a conjunction
    // («может также быть заданы»).
    const auto between = [](const Item& w) { return is_adverbial(w) || w.lower == "также"; };
    std::size_t b = k;
    while (b > 0 && between(items[b - 1])) --b;
    if (b == 0 || !items[b - 1].has_lemma("быть") || !items[b - 1].checkable()) continue;
    std::size_t aux = b - 1;
    std::optional<std::size_t> inverted_subject;
    if (items[aux].lower == "быть") {
      while (aux > 0 && between(items[aux - 1])) --aux;
      if (aux == 0) continue;
      --aux;
      if (const auto further = modal_of_be(items, aux)) {
        aux = further->modal;
        inverted_subject = further->subject;
      }
      // «должно быть» is also a predicative, so the modal is taken by its lemma.
      const Item& modal = items[aux];
      if (!modal.checkable() || !(modal.has_lemma("мочь") || modal.has_lemma("должный"))) continue;
    } else if (!is_predicate_word(items[aux])) {
      continue;
    }
    const Item& auxiliary = items[aux];
    // A subject right before the auxiliary that is surely nominative and
    // agrees with the short form but not with the auxiliary puts the error
    // on the auxiliary («файл могут быть удалён»): the subject–verb check
    // names that one.
    // It is no subject inside a prepositional phrase («Лицензия на метаданные
    // должна быть определены»), and the last of coordinated subjects leaves
    // the auxiliary its plural («группа, так и владелец могут быть опущен»,
    // «либо файл, либо каталог могут быть удалён»).
    std::size_t subject = aux;
    while (subject > 0 && is_adverbial(items[subject - 1])) --subject;
    std::size_t phrase = subject > 0 ? subject - 1 : 0;
    while (phrase > 0 && is_adjective(items[phrase - 1])) --phrase;
    const bool subject_place =
        phrase == 0 || !(items[phrase - 1].any_pos("PREP") || items[phrase - 1].lower == "и" ||
                         items[phrase - 1].lower == "или" || items[phrase - 1].lower == "либо");
    const Item* before = inverted_subject ? &items[*inverted_subject]
                         : subject > 0 && subject_place && may_be_subject(items[subject - 1])
                             ? &items[subject - 1]
                             : nullptr;
    if (before && !has_case(*before, "gent") && any_pair(*before, form, verb_agrees) &&
        !any_pair(*before, auxiliary, verb_agrees))
      continue;
    // «может быть» between commas is a parenthesis, and «было бы» a mood.
    if (aux + 1 < items.size() && items[aux + 1].is(",")) continue;
    const auto agree = [](const Parse& a, const Parse& f) {
      if (a.tag.number() != f.tag.number()) return false;
      if (a.tag.number() != "sing" || a.tag.gender().empty()) return true;
      return genders_agree(a.tag.gender(), f.tag.gender());
    };
    bool agrees = false;
    for (const auto& a : auxiliary.parses)
      for (const auto& f : form.parses)
        agrees = agrees || ((a.tag.pos() == "VERB" || a.tag.pos() == "ADJS") && agree(a, f));
    if (agrees) continue;
    const auto shown_by = std::find_if(auxiliary.parses.begin(), auxiliary.parses.end(), [](const Parse& p) {
      return p.tag.pos() == "VERB" || p.tag.pos() == "ADJS";
    });
    if (shown_by == auxiliary.parses.end()) continue;
    const Parse& a = *shown_by;
    Grammemes want{std::string(a.tag.number())};
    // «может» shows no gender: the subject before it does («ключ может быть удалён»).
    if (a.tag.number() == "sing") {
      std::string_view gender = a.tag.gender();
      if (gender.empty() && before)
        for (const auto& p : before->parses)
          if (main_case(p.tag.gram_case()) == "nomn" && p.tag.number() == "sing") {
            gender = p.tag.gender();
            break;
          }
      if (gender.empty()) gender = shown.tag.gender();
      if (!gender.empty()) want.emplace_back(gender);
    }
    auto r = make_remark(
        block, "agreement", "agreement.subject_verb", sdk::Severity::warning, form.token->offset,
        form.token->length,
        "«" + form.token->text + "» не согласуется с «" + auxiliary.token->text + "» в числе или роде.");
    // The participle's reading is inflected where there is one: its plural keeps one «н» («заданы»),
    // the short adjective homonym's has two («заданны»).
    const auto participle = std::find_if(form.parses.begin(), form.parses.end(),
                                         [](const Parse& p) { return p.tag.pos() == "PRTS"; });
    const Parse& inflected = participle != form.parses.end() ? *participle : shown;
    if (const auto fixed = morph.inflect(inflected, want); !fixed.empty() && fixed != form.lower)
      r.suggestions.push_back(match_capital(fixed, form.token->text));
    out.push_back(std::move(r));
  }
}

// --- numeral + noun ---------------------------------------------------------

// «2021 год(а)»: a year is an ordinal, not a count.
bool is_year(const Item& num, const Item& noun) {
  return num.token->text.size() == 4 && noun.has_lemma("год");
}

// «25 июня»: a day of the month is an ordinal too.
bool is_date(const Item& noun) {
  static constexpr std::array<std::string_view, 12> kMonths = {"январь",   "февраль", "март",   "апрель",
                                                               "май",      "июнь",    "июль",   "август",
                                                               "сентябрь", "октябрь", "ноябрь", "декабрь"};
  return std::any_of(kMonths.begin(), kMonths.end(), [&](std::string_view m) { return noun.has_lemma(m); });
}

// A verb in any mood, an infinitive or a short participle: «Выберите 5 файлов», «Найдено 3 ошибки».
bool is_predicate(const Item& item) {
  if (!item.is_word() || item.parses.empty()) return false;
  const auto pos = item.parses.front().tag.pos();
  return pos == "VERB" || pos == "INFN" || pos == "PRTS";
}

// What a counted noun must look like after a numeral in the nominative or accusative.
enum class Counted { nominative_singular, genitive_singular, genitive_plural };

std::optional<Counted> counted_after_digits(const std::string& text) {
  long long n = 0;
  const auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (ec != std::errc()) return std::nullopt;
  if (p != text.data() + text.size()) return Counted::genitive_singular;  // a fraction: «2,5 гигабайта»
  if (n % 100 >= 11 && n % 100 <= 14) return Counted::genitive_plural;
  if (n % 10 == 1) return Counted::nominative_singular;
  if (n % 10 >= 2 && n % 10 <= 4) return Counted::genitive_singular;
  return Counted::genitive_plural;
}

bool fits(const Parse& noun, Counted counted) {
  const auto c = main_case(noun.tag.gram_case());
  switch (counted) {
    case Counted::nominative_singular:
      return noun.tag.number() == "sing" && (c == "nomn" || c == "accs");
    case Counted::genitive_singular:
      return noun.tag.number() == "sing" && c == "gent";
    case Counted::genitive_plural:
      return noun.tag.number() == "plur" && c == "gent";
  }
  return false;
}

Grammemes grammemes_of(Counted counted) {
  switch (counted) {
    case Counted::nominative_singular:
      return {"sing", "nomn"};
    case Counted::genitive_singular:
      return {"sing", "gent"};
    case Counted::genitive_plural:
      return {"plur", "gent"};
  }
  return {};
}

// «мало места», «много файлов»: indefinite quantities take the genitive of
// either number (a mass noun stays singular); «несколько» counts like «пять».
bool is_indefinite_quantity(std::string_view lemma) {
  return lemma == "много" || lemma == "мало" || lemma == "немного" || lemma == "немало" ||
         lemma == "сколько" || lemma == "столько";
}

// Does the numeral word `num` (one of its parses) govern `noun` as it stands?
bool numeral_agrees(const Parse& num, const Parse& noun) {
  const auto c = main_case(num.tag.gram_case());
  if ((c == "nomn" || c == "accs") && is_indefinite_quantity(num.normal_form))
    return main_case(noun.tag.gram_case()) == "gent";
  if (c == "nomn" || c == "accs") {
    // The animate accusative «двух», «трёх» counts like the genitive: «двух пользователей».
    if (c == "accs" && num.tag.has("anim")) return fits(noun, Counted::genitive_plural);
    const bool paucal = is_paucal_lemma(num.normal_form);
    return fits(noun, paucal ? Counted::genitive_singular : Counted::genitive_plural);
  }
  return noun.tag.number() == "plur" && main_case(noun.tag.gram_case()) == c;
}

void report_counted(const AnalysedBlock& block, const Item& num, const Item& noun, std::string suggestion,
                    std::vector<sdk::Remark>& out) {
  auto r = make_remark(
      block, "agreement", "agreement.numeral_noun", sdk::Severity::warning, noun.token->offset,
      noun.token->length,
      "Существительное «" + noun.token->text + "» не согласуется с числительным «" + num.token->text + "».");
  if (!suggestion.empty()) r.suggestions.push_back(match_capital(suggestion, noun.token->text));
  out.push_back(std::move(r));
}

void check_numeral_noun(const AnalysedBlock& block, const AnalysedSentence& s,
                        const russian::Morphology& morph, std::vector<sdk::Remark>& out) {
  const auto& items = s.items;
  for (std::size_t i = 0; i + 1 < items.size(); ++i) {
    const Item& num = items[i];
    const Item& noun = items[i + 1];
    if (!is_noun(noun)) continue;
    // The likeliest reading decides: «три» is also the imperative of «тереть».
    // An indefinite quantity read first as an adverb or conjunction («много»,
    // «сколько») is a numeral before a noun all the same.
    const auto numeral = std::find_if(num.parses.begin(), num.parses.end(), [&](const Parse& p) {
      return p.tag.pos() == "NUMR" && (&p == &num.parses.front() || is_indefinite_quantity(p.normal_form));
    });
    if (num.checkable() && numeral != num.parses.end() && !num.predicted()) {
      if (i > 0 && items[i - 1].only_pos({"NUMR"})) continue;  // compound numerals: «двадцать два»
      bool agrees = false;
      for (const auto& pn : num.parses)
        for (const auto& pw : noun.parses) agrees = agrees || numeral_agrees(pn, pw);
      if (agrees) continue;
      const Parse& first = *numeral;
      std::string suggestion;
      const auto c = main_case(first.tag.gram_case());
      if (c == "nomn" || c == "accs") {
        const bool paucal = is_paucal_lemma(first.normal_form);
        suggestion = morph.inflect(noun.parses.front(), grammemes_of(paucal ? Counted::genitive_singular
                                                                            : Counted::genitive_plural));
      } else {
        suggestion = morph.inflect(noun.parses.front(), {"plur", std::string(c)});
      }
      report_counted(block, num, noun, suggestion, out);
      continue;
    }
    if (num.token->kind != Kind::number || num.protected_span) continue;
    // Only a count that starts a clause or follows a verb governs the noun
    // directly; after a preposition, a noun («раздел 5») or «более» it may not.
    if (i > 0 && !items[i - 1].is(",") && !items[i - 1].is(":") && !items[i - 1].is("—") &&
        !is_predicate(items[i - 1]))
      continue;
    // «0 Команда успешно выполнена», «5 Форматы файлов»: a number before a
    // capitalised word inside a sentence labels a list item, it counts nothing.
    if (is_capitalised(noun)) continue;
    const auto counted = counted_after_digits(num.token->text);
    if (!counted || is_year(num, noun) || is_date(noun)) continue;
    // Digits do not show the numeral's case: in an oblique case the numeral
    // and the noun share it («12 битам», «5 файлами», «21 файлу»).
    const bool oblique = std::any_of(noun.parses.begin(), noun.parses.end(), [&](const Parse& p) {
      const auto c = main_case(p.tag.gram_case());
      const bool number_fits = (*counted == Counted::nominative_singular) == (p.tag.number() == "sing");
      return number_fits && (c == "datv" || c == "ablt" || c == "loct");
    });
    if (oblique || std::any_of(noun.parses.begin(), noun.parses.end(),
                               [&](const Parse& p) { return fits(p, *counted); }))
      continue;
    report_counted(block, num, noun, morph.inflect(noun.parses.front(), grammemes_of(*counted)), out);
  }
}

}  // namespace

void check_agreement(const AnalysedBlock& block, const russian::Morphology& morphology,
                     std::vector<sdk::Remark>& out) {
  for (const auto* sentences : {&block.sentences, &block.quotations})
    for (const auto& sentence : *sentences) {
      check_adjective_noun(block, sentence, morphology, out);
      check_coordinated_adjectives(block, sentence, morphology, out);
      check_subject_verb(block, sentence, morphology, out);
      check_verb_before_subject(block, sentence, morphology, out);
      check_coordinated_verb(block, sentence, morphology, out);
      check_auxiliary_short_form(block, sentence, morphology, out);
      check_numeral_noun(block, sentence, morphology, out);
    }
}

}  // namespace proofreader::morphology_engine
