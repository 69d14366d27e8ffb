#include <algorithm>
#include <atomic>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <thread>

#include "proofreader/russian/morphology.hpp"
#include "proofreader/russian/word_formation.hpp"

using proofreader::russian::Morphology;
using proofreader::russian::Parse;
using proofreader::russian::ParseList;

namespace {

const Morphology& morph() {
  static const auto instance = [] {
    const char* build = std::getenv("PROOFREADER_BUILD_DIR");
    REQUIRE(build != nullptr);
    return Morphology::open(std::string(build) + "/share/morphology/ru");
  }();
  return *instance;
}

bool has_parse(const ParseList& parses, const std::string& pos,
               const std::vector<std::string>& grammemes = {}) {
  return std::any_of(parses.begin(), parses.end(), [&](const Parse& p) {
    return p.tag.pos() == pos && std::all_of(grammemes.begin(), grammemes.end(),
                                             [&](const std::string& g) { return p.tag.has(g); });
  });
}

}  // namespace

TEST_CASE("russian: «стали» is both a noun and a verb", "[morphology]") {
  const auto parses = morph().parse("стали");
  CHECK(has_parse(parses, "NOUN", {"femn"}));
  CHECK(has_parse(parses, "VERB", {"past", "plur"}));
  for (const auto& p : parses) CHECK_FALSE(p.predicted);
}

TEST_CASE("russian: «новая» is ADJF femn sing nomn with normal form «новый»", "[morphology]") {
  const auto parses = morph().parse("Новая");
  REQUIRE_FALSE(parses.empty());
  CHECK(parses[0].tag.pos() == "ADJF");
  CHECK(parses[0].tag.gender() == "femn");
  CHECK(parses[0].tag.number() == "sing");
  CHECK(parses[0].tag.gram_case() == "nomn");
  CHECK(parses[0].normal_form == "новый");
  CHECK(parses[0].word == "новая");
}

TEST_CASE("russian: inflect «новый» to femn sing nomn gives «новая»", "[morphology]") {
  const auto parses = morph().parse("новый");
  REQUIRE_FALSE(parses.empty());
  CHECK(morph().inflect(parses[0], {"femn", "sing", "nomn"}) == "новая");
  CHECK(morph().inflect(parses[0], {"plur", "datv"}) == "новым");
  CHECK(morph().inflect(parses[0], {"VERB"}).empty());
}

TEST_CASE("russian: short passive participles are recognised", "[morphology]") {
  const auto parses = morph().parse("загружен");
  CHECK(has_parse(parses, "PRTS", {"pssv", "masc", "sing"}));
  CHECK(has_parse(morph().parse("удалены"), "PRTS", {"pssv", "plur"}));
}

TEST_CASE("russian: е finds the ё spelling", "[morphology]") {
  const auto parses = morph().parse("изменен");
  REQUIRE(has_parse(parses, "PRTS", {"pssv"}));
  const auto& p =
      *std::find_if(parses.begin(), parses.end(), [](const Parse& x) { return x.tag.pos() == "PRTS"; });
  CHECK(p.word == "изменен");
  CHECK(morph().inflect(p, {"femn", "sing"}) == "изменена");
  CHECK(morph().is_known("еж"));
  CHECK(morph().parse("еж")[0].normal_form == "ёж");
}

TEST_CASE("russian: the lexeme holds every form", "[morphology]") {
  const auto parses = morph().parse("версия");
  REQUIRE(has_parse(parses, "NOUN"));
  const auto forms = morph().lexeme(parses[0]);
  CHECK(forms.size() >= 12);  // six cases in two numbers, plus variants such as «версиею»
  const auto has = [&](const std::string& w, const std::string& c) {
    return std::any_of(forms.begin(), forms.end(),
                       [&](const auto& f) { return f.word == w && f.tag.has(c); });
  };
  CHECK(has("версии", "gent"));
  CHECK(has("версиям", "datv"));
  CHECK(has("версией", "ablt"));
}

TEST_CASE("russian: verbs normalise to the infinitive", "[morphology]") {
  const auto parses = morph().parse("работает");
  REQUIRE(has_parse(parses, "VERB", {"3per", "sing", "pres"}));
  CHECK(parses[0].normal_form == "работать");
}

TEST_CASE("russian: unknown words are predicted from their endings", "[morphology]") {
  const auto parses = morph().parse("кубернетизировать");
  CHECK_FALSE(morph().is_known("кубернетизировать"));
  REQUIRE_FALSE(parses.empty());
  CHECK(parses[0].predicted);
  CHECK(parses[0].tag.pos() == "INFN");
  const auto noun = morph().parse("докеризация");
  CHECK(has_parse(noun, "NOUN", {"femn", "sing", "nomn"}));
  const auto p =
      *std::find_if(noun.begin(), noun.end(), [](const Parse& x) { return x.tag.pos() == "NOUN"; });
  CHECK(morph().inflect(p, {"sing", "gent"}) == "докеризации");
}

TEST_CASE("russian: hyphenated words inflect their last part", "[morphology]") {
  const auto parses = morph().parse("веб-страница");
  REQUIRE(has_parse(parses, "NOUN", {"femn"}));
  const auto p =
      *std::find_if(parses.begin(), parses.end(), [](const Parse& x) { return x.tag.pos() == "NOUN"; });
  CHECK(p.normal_form == "веб-страница");
  CHECK(morph().inflect(p, {"plur", "gent"}) == "веб-страниц");
}

TEST_CASE("russian: scores rank parses and add up", "[morphology]") {
  const auto parses = morph().parse("стали");
  float total = 0;
  for (std::size_t i = 0; i < parses.size(); ++i) {
    total += parses[i].score;
    if (i > 0) CHECK(parses[i - 1].score >= parses[i].score);
  }
  CHECK(total == Approx(1.0f).margin(0.01));
}

TEST_CASE("russian: odd input gives no parses and no crash", "[morphology]") {
  CHECK(morph().parse("").empty());
  CHECK(morph().parse("日本語").empty());
  CHECK(morph().parse(std::string(5000, 'a')).empty());
  CHECK_NOTHROW(morph().parse("\xff\xfe"));
  CHECK_NOTHROW(morph().parse("а-"));
  CHECK_FALSE(morph().is_known("qwerty"));
}

TEST_CASE("russian: a missing dictionary is a clear error", "[morphology]") {
  CHECK_THROWS_WITH(Morphology::open("/nonexistent/dict"), Catch::Contains("/nonexistent/dict/words.dawg"));
}

TEST_CASE("russian: parses are the same from many threads and from the cache", "[morphology]") {
  const std::vector<std::string> words = {"стали",        "новая", "загружен", "кубернетизировать",
                                          "веб-страница", "еж"};
  std::vector<std::string> expected;
  for (const auto& w : words) {
    std::string all;
    for (const auto& p : morph().parse(w)) all += p.tag.str() + "|" + p.normal_form + ";";
    expected.push_back(all);
  }
  std::atomic<int> mismatches{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&] {
      for (int round = 0; round < 200; ++round)
        for (std::size_t i = 0; i < words.size(); ++i) {
          std::string all;
          for (const auto& p : morph().parse(words[i])) all += p.tag.str() + "|" + p.normal_form + ";";
          if (all != expected[i]) ++mismatches;
        }
    });
  for (auto& t : threads) t.join();
  CHECK(mismatches == 0);
  CHECK_FALSE(expected[0].empty());
}

TEST_CASE("russian: a repeated word shares its cached parses instead of copying them", "[morphology]") {
  const ParseList first = morph().parse("конфигурации");
  const ParseList again = morph().parse("конфигурации");
  REQUIRE(first.size() > 1);
  REQUIRE(again.size() == first.size());
  CHECK(&again[0] == &first[0]);  // one immutable list, handed out twice
  CHECK(ParseList().empty());
  CHECK(ParseList().begin() == ParseList().end());
}

namespace {
bool has_form(const std::vector<std::string>& forms, const std::string& word) {
  return std::find(forms.begin(), forms.end(), word) != forms.end();
}
}  // namespace

TEST_CASE("russian: word_forms gives a known word's whole paradigm from any of its forms",
          "[morphology][forms]") {
  const auto forms = proofreader::russian::word_forms("Файлом", morph());
  for (const char* f :
       {"файл", "файла", "файлу", "файлом", "файле", "файлы", "файлов", "файлам", "файлами", "файлах"})
    CHECK(has_form(forms, f));
  CHECK(std::is_sorted(forms.begin(), forms.end()));
  CHECK(std::adjacent_find(forms.begin(), forms.end()) == forms.end());
  CHECK_FALSE(has_form(forms, "файлик"));
}

TEST_CASE("russian: word_forms predicts an unknown technical word's forms", "[morphology][forms]") {
  REQUIRE_FALSE(morph().is_known("кубернетес"));
  const auto forms = proofreader::russian::word_forms("кубернетес", morph());
  CHECK(has_form(forms, "кубернетес"));
  CHECK(has_form(forms, "кубернетеса"));
  CHECK(has_form(forms, "кубернетесом"));
  // From an inflected form the same paradigm, the lemma among it.
  const auto from_form = proofreader::russian::word_forms("кубернетесами", morph());
  CHECK(has_form(from_form, "кубернетес"));
  CHECK(has_form(from_form, "кубернетесе"));
}

TEST_CASE("russian: word_forms of a word nothing inflects is the word alone", "[morphology][forms]") {
  CHECK(proofreader::russian::word_forms("Kubernetes", morph()) == std::vector<std::string>{"kubernetes"});
  CHECK(proofreader::russian::word_forms("x86", morph()) == std::vector<std::string>{"x86"});
}

namespace {

// What the speller would know, without hunspell: the dictionary and the lexicon.
bool dictionary_or_lexicon(const std::string& word) {
  const auto& lexicon = proofreader::russian::technical_lexicon();
  return morph().is_known(word) || std::find(lexicon.begin(), lexicon.end(), word) != lexicon.end();
}

bool formed(const std::string& word) {
  return proofreader::russian::formed_word(word, dictionary_or_lexicon, morph());
}

}  // namespace

TEST_CASE("russian: formed_word predicts the forms of «-овать» verbs the dictionary lacks",
          "[morphology][formation]") {
  REQUIRE_FALSE(morph().is_known("балансируемых"));
  REQUIRE(morph().is_known("балансировать"));
  CHECK(formed("балансируемых"));    // passive participle of a known verb
  CHECK(formed("каскадироваться"));  // reflexive of a verb in «-ировать», whatever its transitivity
  CHECK(formed("монтирований"));     // the verbal noun in the plural
  CHECK(formed("виртуализированной"));  // from «виртуализация»
  CHECK(formed("виртуализованном"));
  // A typo in the suffix or the stem is no form.
  CHECK_FALSE(formed("балансирумых"));
  CHECK_FALSE(formed("монтирваний"));
  CHECK_FALSE(formed("виртулизированной"));
}

TEST_CASE("russian: formed_word: relational adjectives, «вне-» and unit prefixes",
          "[morphology][formation]") {
  REQUIRE_FALSE(morph().is_known("аргументных"));
  CHECK(formed("аргументных"));        // аргумент + -н- + ending
  CHECK(formed("внепоточные"));        // вне + поточный
  CHECK(formed("кибибайты"));          // киби + байты
  CHECK_FALSE(formed("аргуменных"));   // «аргумен» is no noun
  CHECK_FALSE(formed("датаграмных"));  // one «м»: no noun «датаграма»
  CHECK_FALSE(formed("кибибацты"));
  // Short noun stems stay out: «сет-ный» is no adjective the speller should take.
  CHECK_FALSE(formed("сетные"));
}

TEST_CASE("russian: the technical lexicon has the words of manpages-ru and the unit prefixes",
          "[morphology][formation]") {
  const auto& lexicon = proofreader::russian::technical_lexicon();
  for (const char* lemma : {"фьютекс", "нода", "эксби", "йокто"})
    CHECK(std::find(lexicon.begin(), lexicon.end(), std::string(lemma)) != lexicon.end());
}

TEST_CASE("russian: formed_word: verb prefixes before known verb forms, «-ость» of known adjectives",
          "[morphology][formation]") {
  CHECK(formed("просканирует"));
  CHECK(formed("склонирован"));
  CHECK(formed("атомарность"));
  CHECK(formed("двоичности"));
  CHECK_FALSE(formed("просканирут"));
  CHECK_FALSE(formed("атомарнось"));
  CHECK_FALSE(formed("нестандаризованности"));  // «стандаризованный» is a typo of «стандартизованный»
}
