#include <algorithm>
#include <catch2/catch.hpp>

#include <proofreader/russian/loanwords.hpp>

using proofreader::russian::LoanwordIndex;
using proofreader::russian::transcriptions;

namespace {
bool transcribes(const std::string& english, const std::string& russian) {
  const auto all = transcriptions(english);
  return std::find(all.begin(), all.end(), russian) != all.end();
}
}  // namespace

TEST_CASE("loanwords: English letter groups have their Russian spellings", "[loanwords]") {
  CHECK(transcriptions("widget").front() == "виджет");  // w→в, dg→дж
  CHECK(transcribes("stylus", "стилус"));               // y→и
  CHECK(transcribes("hinting", "хинтинг"));             // h→х, -ing→-инг
  CHECK(transcribes("touch", "тач"));                   // ou→а, ch→ч
  CHECK(transcribes("byte", "байт"));                   // i-like y→ай, silent final e
  CHECK(transcribes("browser", "браузер"));             // ow→ау, s→з between vowels, -er→-ер
  CHECK(transcribes("scroller", "скроллер"));           // a doubled letter kept
  CHECK(transcribes("setter", "сетер"));                // or written once
  CHECK(transcribes("pixel", "пиксель"));               // x→кс, a soft final l
  CHECK(transcribes("thread", "тред"));                 // th→т, ea→е
  CHECK(transcribes("cache", "кэш"));                   // a→э, ch→ш, silent e
  CHECK(transcribes("feed", "фид"));                    // ee→и
  CHECK(transcribes("boot", "бут"));                    // oo→у
  CHECK(transcribes("phone", "фон"));                   // ph→ф
  CHECK(transcribes("quest", "квест"));                 // qu→кв
  CHECK(transcribes("yield", "йилд"));                  // y→й before a vowel
  CHECK(transcribes("surf", "сёрф"));                   // ur before a consonant→ёр
  CHECK(transcribes("turbo", "турбо"));                 // or ур
  CHECK(transcribes("stacking", "стекинг"));            // a before ck→е
  CHECK(transcribes("vignette", "виньет"));             // gn before a vowel→нь
  CHECK(transcriptions("signal").front() == "сигнал");  // or гн, the likelier
  CHECK(transcriptions("widget").size() <= proofreader::russian::kMaxTranscriptions);
  CHECK(transcriptions("Widget").empty());  // names and abbreviations are no loans here
  CHECK(transcriptions("don't").empty());
}

TEST_CASE("loanwords: a transcription with a Russian noun ending is a loan", "[loanwords]") {
  const LoanwordIndex index(
      {"widget", "stylus", "hinting", "stick", "pixel", "sketch", "touch", "pad", "mono", "author"});
  for (const char* word : {"виджет",    "виджета",  "виджету", "виджетом", "виджете", "виджеты", "виджетов",
                           "виджетами", "виджетах", "стилуса", "хинтинг",  "стика",   "стики",   "пиксель",
                           "пикселями", "пикселей", "скетчем", "скетчей",  "тачпад",  "тачпаде"}) {
    INFO(word);
    CHECK(index.loan(word));
  }
  for (const char* word : {"стик",     // four letters at most: never
                           "моно",     // (too many typos look like one)
                           "виджети",  // «и» after a hard consonant
                           "стикы",    // «ы» after «к»
                           "виджетый", "гаджет", "тачпадд", "тачпык",
                           "тачотор"}) {  // "touch" + "author": a vowel after a compound's seam
    INFO(word);
    CHECK_FALSE(index.loan(word));
  }
}

TEST_CASE("loanwords: a verb or adjective of a loan inflects as its class's model word", "[loanwords]") {
  const LoanwordIndex index({"frame", "click", "custom", "surf", "widget"});
  // The model words a dictionary knows: «блок-ирующего», «чит-абельные», …
  const std::vector<std::string> dictionary = {"блокирующего", "блокировать", "читабельные",
                                               "толкните",     "грузите",     "минимизации"};
  const std::vector<std::string> nouns = {"толкнище"};  // a made-up noun of the verb class's model stem
  const auto known = [&](const std::string& w, bool verb_form) {
    return std::find(dictionary.begin(), dictionary.end(), w) != dictionary.end() ||
           (!verb_form && std::find(nouns.begin(), nouns.end(), w) != nouns.end());
  };
  for (const char* word : {"фреймирующего", "фреймировать", "кликабельные", "кликните", "фреймизации"}) {
    INFO(word);
    CHECK(index.derived(word, known));
  }
  for (const char* word : {"виджети",        // a tail of one letter is a noun ending, loan()'s to judge
                           "фреймирыющего",  // no model word has this tail
                           "гаджетировать",  // no transcription before the tail
                           "кастомный",      // the plain «-ный» adjective is no class here
                           "кликнище",       // «толк-нище» is no verb form
                           "сёрфите",  // «-ить» is no class here (recall: «поризводиться»)
                           "виджетабельный"}) {
    INFO(word);
    CHECK_FALSE(index.derived(word, known));
  }
}

TEST_CASE("loanwords: the noun suffixes of Debian's en_US hunspell dictionary", "[loanwords]") {
  const auto words = proofreader::russian::english_words_of_hunspell("/usr/share/hunspell/en_US");
  const auto has = [&](const char* w) { return std::find(words.begin(), words.end(), w) != words.end(); };
  CHECK(has("widget"));
  CHECK(has("hinting"));        // hint/…G…: "-ing"
  CHECK(has("parser"));         // parse/…R…: "e" + "r"
  CHECK(has("copier"));         // copy/…R…: "y" → "ier"
  CHECK_FALSE(has("widgets"));  // English plurals: Russian inflects the stem itself
  CHECK_FALSE(has("Linux"));    // names
  const LoanwordIndex index(words);
  CHECK(index.loan("виджетами"));
  CHECK(index.loan("стилуса"));
  CHECK(index.loan("хинтинг"));
  CHECK(index.loan("тачпаде"));
  CHECK(index.loan("парсеры"));
}
