#include <catch2/catch.hpp>

#include <proofreader/russian/combining_forms.hpp>

using proofreader::russian::CombiningForms;

namespace {
// A dictionary with ten compounds of «гео-» and of «подо-» (whose rests are
// mostly verbs), and one of «крипто-».
std::vector<std::string> toy_dictionary() {
  std::vector<std::string> words = {"криптография", "графия"};
  for (const std::string rest :
       {"физика", "химия", "логика", "данные", "метрия", "сфера", "граф", "центр", "политика", "магнит"}) {
    words.push_back(rest);
    words.push_back("гео" + rest);
  }
  for (const std::string rest :
       {"брать", "гнать", "драть", "ждать", "звать", "слать", "ткать", "рвать", "спать", "знать"}) {
    words.push_back(rest);
    words.push_back("подо" + rest);
  }
  return words;
}
}  // namespace

TEST_CASE("combining forms: learned from the dictionary's compounds, not from verb prefixes",
          "[combining-forms]") {
  const CombiningForms forms(toy_dictionary());
  CHECK(forms.is_form("гео"));
  CHECK_FALSE(forms.is_form("подо"));    // its rests are verbs
  CHECK_FALSE(forms.is_form("крипто"));  // one compound is no pattern
  const auto known = [](const std::string& w) { return w == "локации" || w == "зона"; };
  CHECK(forms.compound("геолокации", known));
  CHECK_FALSE(forms.compound("геозона", known));  // a rest of four letters is too short to tell
  CHECK_FALSE(forms.compound("геоплощадка", known));
  CHECK_FALSE(forms.compound("криптолокации", known));
}

TEST_CASE("combining forms: a verb prefix with its epenthetic «о» is no combining form",
          "[combining-forms]") {
  std::vector<std::string> words;
  // Ten compounds and no verb among their rests: the prefix rule alone keeps «обо-» out.
  for (const std::string rest :
       {"жгут", "рона", "лочка", "значение", "ронок", "грев", "зрение", "гащение", "снование", "рванец"}) {
    words.push_back(rest);
    words.push_back("обо" + rest);
  }
  CHECK_FALSE(CombiningForms(words).is_form("обо"));
}

TEST_CASE("combining forms: the Latin and Greek forms link with «и»", "[combining-forms]") {
  std::vector<std::string> words;
  // «квази-» as ru_RU has it: ten compounds with «и», none of them a verb.
  for (const std::string rest : {"частица", "линейный", "упругий", "стационарный", "кристалл",
                                 "периодический", "случайный", "звезда", "статический", "нейтральный"}) {
    words.push_back(rest);
    words.push_back("квази" + rest);
  }
  const CombiningForms forms(words);
  CHECK(forms.is_form("квази"));
  const auto known = [](const std::string& w) { return w == "оптимальное"; };
  CHECK(forms.compound("квазиоптимальное", known));
  CHECK_FALSE(forms.compound("квазиоптимальнок", known));
}
