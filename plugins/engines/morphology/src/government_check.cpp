// Government: a preposition and the case it requires. The first word of the
// phrase after a preposition (an adjective, a participle, a numeral, a
// pronoun or a noun) must have a reading in one of the preposition's cases:
// «без пароля», «около пяти минут», «благодаря быстрому отклику». Unknown
// (predicted) words, quoted and protected words, digits and words that may be
// anything but a noun phrase are never checked. The suggestion puts the whole
// phrase (up to its noun) into the required case.
#include <algorithm>
#include <array>
#include <string>
#include <string_view>

#include "checks.hpp"
#include "word_classes.hpp"

namespace proofreader::morphology_engine {
namespace {

struct Government {
  std::string_view preposition;
  std::array<std::string_view, 3> cases;  // the first is the one suggested
};

// «благодаря» is also the gerund of «благодарить», which takes an accusative.
constexpr std::array<Government, 50> kGovernment = {{
    {"без", {"gent"}},
    {"безо", {"gent"}},
    {"для", {"gent"}},
    {"из", {"gent"}},
    {"изо", {"gent"}},
    {"от", {"gent"}},
    {"ото", {"gent"}},
    {"до", {"gent"}},
    {"около", {"gent"}},
    {"у", {"gent"}},
    {"из-за", {"gent"}},
    {"из-под", {"gent"}},
    {"кроме", {"gent"}},
    {"после", {"gent"}},
    {"среди", {"gent"}},
    {"вокруг", {"gent"}},
    {"возле", {"gent"}},
    {"против", {"gent"}},
    {"вместо", {"gent"}},
    {"внутри", {"gent"}},
    {"вне", {"gent"}},
    {"ради", {"gent"}},
    {"вдоль", {"gent"}},
    {"мимо", {"gent"}},
    {"к", {"datv"}},
    {"ко", {"datv"}},
    {"благодаря", {"datv", "accs"}},
    {"согласно", {"datv"}},
    {"вопреки", {"datv"}},
    {"навстречу", {"datv"}},
    {"через", {"accs"}},
    {"сквозь", {"accs"}},
    {"про", {"accs"}},
    {"над", {"ablt"}},
    {"надо", {"ablt"}},
    {"перед", {"ablt"}},
    {"передо", {"ablt"}},
    {"между", {"ablt", "gent"}},
    {"при", {"loct"}},
    {"в", {"loct", "accs"}},
    {"во", {"loct", "accs"}},
    {"на", {"loct", "accs"}},
    {"о", {"loct", "accs"}},  // the accusative only for contact (is_o below)
    {"об", {"loct", "accs"}},
    {"обо", {"loct", "accs"}},
    {"с", {"ablt", "gent", "accs"}},
    {"со", {"ablt", "gent", "accs"}},
    {"за", {"ablt", "accs"}},
    {"под", {"ablt", "accs"}},
    {"по", {"datv", "accs", "loct"}},
}};

// «о/об/обо» take the accusative only for a blow or a touch («ударился о
// стену», «спотыкаясь о провода») and in «бок о бок», «рука об руку»;
// otherwise the locative («о файлах», not «о файлы»).
bool is_o(const Item& preposition) {
  return preposition.lower == "о" || preposition.lower == "об" || preposition.lower == "обо";
}

bool accusative_of_contact(const std::vector<Item>& items, std::size_t preposition) {
  static constexpr std::array<std::string_view, 22> kContact = {
      "удариться", "ударяться", "ударить",      "ударять",        "стукнуться",  "стукаться",
      "биться",    "разбиться", "разбить",      "споткнуться",    "спотыкаться", "запнуться",
      "опереться", "опираться", "облокотиться", "облокачиваться", "тереться",    "потереться",
      "вытереть",  "вытирать",  "зацепиться",   "цепляться"};
  if (preposition > 0 && preposition + 1 < items.size() &&
      std::any_of(items[preposition - 1].parses.begin(), items[preposition - 1].parses.end(),
                  [&](const Parse& p) { return items[preposition + 1].has_lemma(p.normal_form); }))
    return true;  // «бок о бок»
  for (std::size_t k = preposition >= 4 ? preposition - 4 : 0; k < preposition; ++k)
    if (std::any_of(kContact.begin(), kContact.end(),
                    [&](std::string_view v) { return items[k].has_lemma(v); }))
      return true;
  return false;
}

// «по» takes the accusative only for a limit or a share: a count or «оба»
// («по два файла», «по обе стороны»), «тот/сей» («по ту сторону», «по сей
// день»), a side («по другую сторону»), a body's measure («по колено», «по пояс»), or the end of a range
// opened by «с» («с понедельника по пятницу»). Otherwise the dative («по
// умолчанию», «по имени»), never «по умолчание».
bool accusative_after_po(const std::vector<Item>& items, std::size_t po) {
  const Item& next = items[po + 1];
  if (next.any_pos("NUMR") || next.has_lemma("оба") || next.has_lemma("тот") || next.has_lemma("сей") ||
      next.token->kind == Token::Kind::number)
    return true;
  static constexpr std::array<std::string_view, 8> kMeasures = {"колено", "пояс", "горло", "грудь",
                                                                "плечо",  "шея",  "уши",   "локоть"};
  if (std::any_of(kMeasures.begin(), kMeasures.end(), [&](std::string_view m) { return next.has_lemma(m); }))
    return true;
  // A side as the limit, with any attribute: «по другую сторону», «по левую сторону».
  if (po + 2 < items.size() && items[po + 2].lower == "сторону") return true;
  for (std::size_t k = po >= 6 ? po - 6 : 0; k < po; ++k)
    if (items[k].lower == "с" || items[k].lower == "со") return true;
  return false;
}

const Government* government_of(const Item& item) {
  if (!item.checkable() || item.parses.empty() || item.parses.front().tag.pos() != "PREP") return nullptr;
  const auto it = std::find_if(kGovernment.begin(), kGovernment.end(),
                               [&](const Government& g) { return g.preposition == item.lower; });
  return it == kGovernment.end() ? nullptr : &*it;
}

// A dictionary word that can be nothing but part of a noun phrase.
bool is_nominal(const Item& item) {
  return item.checkable() && !item.predicted() && item.only_pos({"NOUN", "ADJF", "PRTF", "NUMR", "NPRO"}) &&
         std::none_of(item.parses.begin(), item.parses.end(),
                      [](const Parse& p) { return p.tag.has("Fixd") || p.tag.has("Abbr"); });
}

// A word with other readings too («все» is also an adverb) opens a noun
// phrase when one of its adjective readings agrees with the noun right after
// it («для все типы»).
bool heads_phrase(const std::vector<Item>& items, std::size_t first) {
  const Item& w = items[first];
  if (!w.checkable() || w.predicted() || first + 1 >= items.size() || !is_nominal(items[first + 1]) ||
      !items[first + 1].any_pos("NOUN") || w.any_pos("PREP") || w.any_pos("CONJ"))
    return false;
  return std::any_of(w.parses.begin(), w.parses.end(), [&](const Parse& a) {
    return (a.tag.pos() == "ADJF" || a.tag.pos() == "PRTF") &&
           std::any_of(items[first + 1].parses.begin(), items[first + 1].parses.end(),
                       [&](const Parse& n) { return adjective_agrees(a, n); });
  });
}

std::string case_name(std::string_view c) {
  if (c == "gent") return "родительном";
  if (c == "datv") return "дательном";
  if (c == "accs") return "винительном";
  if (c == "ablt") return "творительном";
  return "предложном";
}

// The phrase's words in the required case, the number of each kept.
std::string governed_phrase(const russian::Morphology& morph, const std::vector<Item>& items,
                            std::size_t first, std::size_t last, std::string_view wanted) {
  // The readings the phrase's words agree in («новые версии»: both plural),
  // the likeliest ones for a word alone.
  const auto reading = [&](std::size_t k) -> const Parse& {
    for (const auto& a : items[first].parses)
      for (const auto& n : items[last].parses)
        if (first < last && adjective_agrees(a, n)) {
          if (k == last) return n;
          for (const auto& p : items[k].parses)
            if (adjective_agrees(p, n)) return p;
        }
    return items[k].parses.front();
  };
  std::string phrase;
  for (std::size_t k = first; k <= last; ++k) {
    const Parse& p = reading(k);
    std::vector<std::string> grammemes{std::string(wanted)};
    if (!p.tag.number().empty()) grammemes.emplace_back(p.tag.number());
    // An accusative adjective takes the animacy of its noun («через защищённый канал»).
    const auto animacy = items[last].parses.front().tag.animacy();
    if (wanted == "accs" && !animacy.empty() && k < last) grammemes.emplace_back(animacy);
    const std::string form = morph.inflect(p, grammemes);
    if (form.empty()) return {};
    phrase += (k == first ? "" : " ") + match_capital(form, items[k].token->text);
  }
  return phrase;
}

}  // namespace

void check_government(const AnalysedBlock& block, const russian::Morphology& morphology,
                      std::vector<sdk::Remark>& out) {
  for (const auto& sentence : block.sentences) {
    const auto& items = sentence.items;
    for (std::size_t i = 0; i + 1 < items.size(); ++i) {
      const Government* g = government_of(items[i]);
      // «5 с»: after a number «с» is the second.
      if (!g || (i > 0 && items[i - 1].token->kind == Token::Kind::number &&
                 (items[i].lower == "с" || items[i].lower == "в")))
        continue;
      const Item& word = items[i + 1];
      // Capitals are headings and tables («К    КИРИЛЛИЧЕСКАЯ»); a gap wider
      // than one space is layout, not a phrase.
      if (!(is_nominal(word) || heads_phrase(items, i + 1)) || is_capitals(items[i]) || is_capitals(word) ||
          word.token->offset != items[i].token->offset + items[i].token->length + 1)
        continue;
      // The phrase runs over adjectives up to its noun («быстрого отклика»); a
      // numeral ends it, the noun after it taking the numeral's own government.
      std::size_t last = i + 1;
      // The first word may also be read as a substantive («новые» as «новое»);
      // a later one that may be a noun ends the phrase as its noun («в полезных
      // данных ключей»: «ключей» is the noun's attribute).
      const auto attribute = [&](std::size_t k) {
        const Item& w = items[k];
        return (w.any_pos("ADJF") || w.any_pos("PRTF")) && !w.has_lemma("который") &&
               (k == i + 1 || !w.any_pos("NOUN"));
      };
      while (attribute(last) && last + 1 < items.size() && is_nominal(items[last + 1]) &&
             !items[last + 1].any_pos("NPRO"))
        ++last;
      // The adjectives and their noun must agree («быстрого отклика»); a last
      // word that does not is a complement or an attribute of its own
      // («в этой переменной окружения», «для выбранных пользователем файлов»).
      const bool paired =
          last > i + 1 && std::any_of(word.parses.begin(), word.parses.end(), [&](const Parse& a) {
            return std::any_of(items[last].parses.begin(), items[last].parses.end(),
                               [&](const Parse& n) { return adjective_agrees(a, n); });
          });
      if (!paired) last = i + 1;
      const auto in_case = [&](const Item& w, std::string_view c) {
        // Nouns OpenCorpora marks animate are often things in technical text
        // («на планировщик», «в компиляторы»): their nominative stands for the accusative.
        return has_case(w, c) ||
               (c == "accs" && std::any_of(w.parses.begin(), w.parses.end(), [](const Parse& p) {
                  return p.tag.pos() == "NOUN" && p.tag.gram_case() == "nomn" && p.tag.number() == "sing" &&
                         p.tag.gender() == "masc";
                }));
      };
      const bool contact = is_o(items[i]) && accusative_of_contact(items, i);
      const bool po_accusative = items[i].lower == "по" && accusative_after_po(items, i);
      const auto allowed = [&](std::string_view c) {
        if (c.empty() || std::find(g->cases.begin(), g->cases.end(), c) == g->cases.end()) return false;
        if (c == "accs" && is_o(items[i]) && !contact) return false;
        return !(c == "accs" && items[i].lower == "по" && !po_accusative);
      };
      const bool governed = std::any_of(g->cases.begin(), g->cases.end(), [&](std::string_view c) {
        if (!allowed(c)) return false;
        return !c.empty() && in_case(word, c) && (!paired || in_case(items[last], c));
      });
      // «за меткой срочности»: a first word that is also a noun governed alone
      // («меткой») has the next word as its genitive attribute, not as its noun.
      const bool noun_alone = paired && has_case(items[last], "gent") &&
                              std::any_of(word.parses.begin(), word.parses.end(), [&](const Parse& p) {
                                return p.tag.pos() == "NOUN" && allowed(main_case(p.tag.gram_case()));
                              });
      if (governed || noun_alone) continue;
      const Item& preposition = items[i];
      const int offset = preposition.token->offset;
      auto r = make_remark(block, "agreement", "agreement.government", sdk::Severity::warning, offset,
                           items[last].token->offset + items[last].token->length - offset,
                           "После предлога «" + preposition.token->text + "» слово «" + word.token->text +
                               "» должно стоять в " + case_name(g->cases[0]) + " падеже.");
      if (const auto phrase = governed_phrase(morphology, items, i + 1, last, g->cases[0]); !phrase.empty())
        r.suggestions.push_back(preposition.token->text + " " + phrase);
      out.push_back(std::move(r));
    }
  }
}

}  // namespace proofreader::morphology_engine
