#include "speller.hpp"

#include <hunspell/hunspell.hxx>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <stdexcept>

#include <proofreader/russian/tokenizer.hpp>

#include "checked_text.hpp"
#include "technical_lexicon.hpp"

#include <proofreader/russian/adjective_of_ka_noun.hpp>
#include <proofreader/russian/learned_derivations.hpp>
#include <proofreader/russian/word_formation.hpp>

namespace proofreader::grammar {

namespace {
constexpr std::size_t kCacheLimit = 50000;
const std::u32string kAlphabet = U"оеаинтсрвлкмдпуяыьгзбчйхжшюцщэфъё";

// Letters Russian writers confuse: unstressed vowels and paired consonants.
bool confusable(char32_t a, char32_t b) {
  static const std::u32string pairs[] = {U"оа", U"еи", U"ея", U"иы", U"еэ", U"её", U"ая", U"ую",
                                         U"ьъ", U"бп", U"вф", U"гк", U"дт", U"жш", U"зс", U"шщ"};
  for (const auto& p : pairs)
    if ((a == p[0] && b == p[1]) || (a == p[1] && b == p[0])) return true;
  return false;
}

// Every word at edit distance one, most likely first: a missing soft or
// hard sign («Проверте» → «Проверьте»), a doubled or single letter
// («доставленно», «инсталяцию»), a confused vowel or consonant («пороль»),
// two letters swapped, then any other missing, extra or wrong letter. Within
// a rank, the order typists err. `slips_only`: only the words a writer slips
// from (a letter dropped, a sign or a doubled letter added, a letter confused,
// two swapped), never any extra or wrong letter: «виджет» is no slip from
// «видает».
std::vector<std::u32string> typo_candidates(const std::u32string& w, bool slips_only = false) {
  std::vector<std::pair<int, std::u32string>> ranked;
  for (std::size_t i = 0; i + 1 < w.size(); ++i) {
    auto c = w;
    std::swap(c[i], c[i + 1]);
    ranked.emplace_back(3, std::move(c));
  }
  for (std::size_t i = 0; i <= w.size(); ++i)
    for (char32_t letter : kAlphabet) {
      const bool sign = letter == U'ь' || letter == U'ъ';
      const bool doubled = (i > 0 && w[i - 1] == letter) || (i < w.size() && w[i] == letter);
      ranked.emplace_back(sign ? 0 : doubled ? 1 : 4, w.substr(0, i) + letter + w.substr(i));
    }
  for (std::size_t i = 0; i < w.size(); ++i) {
    const bool sign = w[i] == U'ь' || w[i] == U'ъ';
    const bool doubled = (i > 0 && w[i - 1] == w[i]) || (i + 1 < w.size() && w[i + 1] == w[i]);
    if (slips_only && !sign && !doubled) continue;
    // An extra sign is rarer than a missing one: «пороль» is «пароль», not «порол».
    ranked.emplace_back(sign ? 3 : doubled ? 1 : 4, w.substr(0, i) + w.substr(i + 1));
  }
  for (std::size_t i = 0; i < w.size(); ++i)
    for (char32_t letter : kAlphabet)
      if (letter != w[i] && (!slips_only || confusable(letter, w[i])))
        ranked.emplace_back(confusable(letter, w[i]) ? 2 : 4, w.substr(0, i) + letter + w.substr(i + 1));
  std::stable_sort(ranked.begin(), ranked.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<std::u32string> out;
  out.reserve(ranked.size());
  for (auto& r : ranked) out.push_back(std::move(r.second));
  return out;
}

// Levenshtein distance between two words, letter by letter.
std::size_t edit_distance(const std::u32string& a, const std::u32string& b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

// A correction a writer would recognise as the word they meant: at most one
// letter in four changed (two at least, for short words). hunspell's suggest()
// also offers words that merely share a part («кубконфиг» → «конфигурация»):
// for unknown jargon no suggestion is better than an unrelated one.
bool close_enough(const std::string& word, const std::string& suggestion) {
  const auto w = decode_utf8(russian::to_lower(word));
  const auto s = decode_utf8(russian::to_lower(suggestion));
  return edit_distance(w, s) <= std::max<std::size_t>(2, w.size() / 4);
}
}  // namespace

Speller::Speller(const std::string& dictionary, const std::string& english_dictionary,
                 std::shared_ptr<const russian::Morphology> morphology,
                 const std::vector<std::string>& user_words)
    : morphology_(std::move(morphology)),
      loanwords_(std::async(std::launch::async,
                            [words = russian::english_words_of_hunspell(english_dictionary)] {
                              return russian::LoanwordIndex(words);
                            })
                     .share()),
      combining_forms_(std::async(std::launch::async, [dic = dictionary + ".dic"] {
                         return russian::CombiningForms(russian::words_of_hunspell_dic(dic));
                       }).share()) {
  const std::string aff = dictionary + ".aff";
  const std::string dic = dictionary + ".dic";
  if (!std::filesystem::exists(aff) || !std::filesystem::exists(dic))
    throw std::runtime_error("hunspell dictionary not found: " + aff + " / " + dic);
  hunspell_ = std::make_unique<Hunspell>(aff.c_str(), dic.c_str());
  for (const auto& w : user_words) user_words_.insert(russian::to_lower(w));
  for (const auto& lemma : technical_lemmas()) {
    user_words_.emplace(lemma);
    if (!morphology_) continue;
    const bool verb = lemma.ends_with("ть") || lemma.ends_with("ться");
    for (const auto& p : morphology_->parse(lemma))
      if (p.normal_form == lemma) {
        for (const auto& form : morphology_->lexeme(p)) {
          user_words_.insert(form.word);
          if (verb) lexicon_verb_forms_.insert(form.word);
        }
        break;
      }
  }
}

Speller::~Speller() = default;

bool Speller::hunspell_spell(const std::string& word) const {
  std::lock_guard lock(hunspell_mutex_);
  return hunspell_->spell(word);
}

bool Speller::known(const std::string& word) const {
  if (morphology_ && morphology_->is_known(word)) return true;
  if (hunspell_spell(word)) return true;
  // Debian's ru_RU lacks many ё spellings: accept a word whose е-spelling it knows.
  if (word.find("ё") != std::string::npos) {
    std::string e = word;
    for (std::size_t p; (p = e.find("ё")) != std::string::npos;) e.replace(p, 2, "е");
    return hunspell_spell(e);
  }
  return false;
}

bool Speller::correct(const std::string& word) const {
  const std::string lower = russian::to_lower(word);
  if (user_words_.count(lower)) return true;
  if (known(word)) return true;
  // A form of a lexicon lemma the prediction inflected otherwise («хэшем» of «хэш»).
  if (std::any_of(technical_lemmas().begin(), technical_lemmas().end(),
                  [&](const std::string& lemma) { return russian::form_of_lemma(lower, lemma); }))
    return true;
  if (aspect_prefixed_lexicon_verb(lower)) return true;
  const auto& loans = loanwords_.get();
  const bool formed =
      loans.loan(lower) ||
      loans.derived(lower,
                    [&](const std::string& model, bool verb_form) {
                      return verb_form ? verb_form_known(model) : known(model);
                    }) ||
      combining_forms_.get().compound(lower, [&](const std::string& rest) { return known(rest); }) ||
      learned_derivation(lower) || loan_before_noun(lower);
  if (formed && !slip_of_dictionary_word(lower)) return true;
  return loan_spelt_e_for_reversed_e(lower);
}

// «задеплоили», «закоммиченные»: a verb of the technical lexicon takes the
// prefixes of Russian aspect as a native verb does (коммитить → закоммитить).
bool Speller::aspect_prefixed_lexicon_verb(const std::string& lower) const {
  const auto& prefixes = russian::verb_prefixes();
  return std::any_of(prefixes.begin(), prefixes.end(), [&](std::string_view prefix) {
    return lower.size() > prefix.size() && lower.starts_with(prefix) &&
           lexicon_verb_forms_.count(lower.substr(prefix.size())) > 0;
  });
}

// «скаляризация», «премультипликации», «фасочное»: a derivation of a
// dictionary word that the dictionaries list only in part; a writer's slip may
// also make one, so behind the slip guard.
bool Speller::learned_derivation(const std::string& lower) const {
  if (!morphology_) return false;
  const auto dictionary = [&](const std::string& word) { return known(word); };
  return russian::noun_in_izatsiya(lower, dictionary, *morphology_) ||
         russian::latin_prefixed_noun(lower, dictionary, *morphology_) ||
         russian::adjective_of_ka_noun(lower, *morphology_);
}

// «кроп-фактор», «бокс-модель»: a bare loan («кроп» of "crop") hyphened to a
// dictionary noun, the way English compounds are borrowed. A loan of four
// letters is too often a slip to stand alone (see loan()); before a noun it is
// a term, unless the whole is a slip of a dictionary word («прес-релиз»).
bool Speller::loan_before_noun(const std::string& lower) const {
  const std::size_t dash = lower.find('-');
  if (!morphology_ || dash == std::string::npos || lower.find('-', dash + 1) != std::string::npos)
    return false;
  const std::string noun = lower.substr(dash + 1);
  const auto parses = morphology_->parse(noun);
  return loanwords_.get().has_stem(lower.substr(0, dash)) &&
         std::any_of(parses.begin(), parses.end(),
                     [](const russian::Parse& p) { return !p.predicted && p.tag.pos() == "NOUN"; });
}

// «семплов», «слеш»: a loan written with «е» where a dictionary, the lexicon
// or the transcription has «э» after a consonant («сэмпл», «слэш»). Both spellings are
// in use; a native word has no «э» after a consonant, so no typo lands here.
bool Speller::loan_spelt_e_for_reversed_e(const std::string& lower) const {
  static const std::u32string kVowels = U"аеёиоуыэюяьъй";
  std::u32string w = decode_utf8(lower);
  // The first vowel only, after the initial consonants: the transcription
  // accepts too much for a later «э» («стравнение» is «сравнение» mistyped).
  const std::size_t i = w.find_first_of(kVowels);
  if (i == 0 || i == std::u32string::npos || w[i] != U'е') return false;
  w[i] = U'э';
  const std::string variant = encode_utf8(w);
  const bool loan = known(variant) || user_words_.count(variant) || loanwords_.get().loan(variant);
  // «проверте» is «проверьте» with a sign dropped, not a loan «провэрте».
  return loan && !slip_of_dictionary_word(lower, variant);
}

bool Speller::verb_form_known(const std::string& word) const {
  if (!morphology_) return false;
  const auto parses = morphology_->parse(word);
  return std::any_of(parses.begin(), parses.end(), [](const russian::Parse& p) {
    const std::string_view pos = p.tag.pos();
    return !p.predicted &&
           (pos == "INFN" || pos == "VERB" || pos == "PRTF" || pos == "PRTS" || pos == "GRND");
  });
}

// «програм» transcribes "program" but is «программ» misspelled, «теринала» is
// «терминала», «малопонятый» is «малопонятный»: a word one writer's slip away
// from a dictionary word is that word (see typo_candidates), unless it is the
// word's `spelling_variant` («семпл» is «сэмпл» in the other spelling).
bool Speller::slip_of_dictionary_word(const std::string& lower, const std::string& spelling_variant) const {
  const auto dictionary_word = [&](const std::u32string& w) {
    const std::string utf8 = encode_utf8(w);
    if (utf8 == spelling_variant) return false;
    return morphology_ ? morphology_->is_known(utf8) : hunspell_spell(utf8);
  };
  const auto near = typo_candidates(decode_utf8(lower), true);
  return std::any_of(near.begin(), near.end(), dictionary_word);
}

std::vector<std::string> Speller::suggest(const std::string& word, std::size_t limit, bool allow_slow) const {
  {
    std::lock_guard lock(cache_mutex_);
    if (auto it = suggestion_cache_.find(word); it != suggestion_cache_.end()) {
      auto cached = it->second;
      if (cached.size() > limit) cached.resize(limit);
      return cached;
    }
  }
  // Edit distance one, ranked by how Russian writers err (see typo_candidates).
  // Candidates are checked against the morphology dictionary alone first (a
  // DAWG lookup, far cheaper than hunspell), then against both.
  const auto candidates = typo_candidates(decode_utf8(word));
  std::vector<std::string> found;
  auto search = [&](const std::function<bool(const std::string&)>& accept) {
    for (const auto& candidate : candidates) {
      if (found.size() >= limit) return;
      const std::string utf8 = encode_utf8(candidate);
      if (std::find(found.begin(), found.end(), utf8) == found.end() && accept(utf8)) found.push_back(utf8);
    }
  };
  if (morphology_) search([&](const std::string& c) { return morphology_->is_known(c); });
  if (found.empty()) search([&](const std::string& c) { return known(c); });
  // «Сдесь» → «Здесь»: a changed first letter keeps the word's capital.
  if (russian::starts_upper(word))
    for (auto& f : found) f = russian::capitalize(f);

  bool complete = true;
  if (found.empty()) {
    if (allow_slow) {
      std::lock_guard lock(hunspell_mutex_);
      found = hunspell_->suggest(word);
      std::erase_if(found, [&](const std::string& s) { return !close_enough(word, s); });
    } else {
      complete = false;  // a later request may afford hunspell's slow search
    }
  }
  if (complete) {
    std::lock_guard lock(cache_mutex_);
    if (suggestion_cache_.size() >= kCacheLimit) suggestion_cache_.clear();
    suggestion_cache_[word] = found;
  }
  if (found.size() > limit) found.resize(limit);
  return found;
}

std::vector<std::string> Speller::read_word_list(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read the user word list " + path);
  std::vector<std::string> words;
  for (std::string line; std::getline(in, line);) {
    if (auto hash = line.find('#'); hash != std::string::npos) line.erase(hash);
    while (!line.empty() && (line.back() == ' ' || line.back() == '\r' || line.back() == '\t'))
      line.pop_back();
    std::size_t start = line.find_first_not_of(" \t");
    if (start != std::string::npos) words.push_back(line.substr(start));
  }
  return words;
}

}  // namespace proofreader::grammar
