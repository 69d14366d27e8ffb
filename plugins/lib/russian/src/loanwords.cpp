#include <proofreader/russian/loanwords.hpp>

#include <algorithm>
#include <array>
#include <fstream>
#include <initializer_list>
#include <map>
#include <sstream>
#include <stdexcept>

#include <proofreader/russian/tokenizer.hpp>

namespace proofreader::russian {

namespace {

bool is_vowel(char c) {
  return c != 0 && std::string_view("aeiouy").find(c) != std::string_view::npos;
}

// How a letter group at `i` may be written in Cyrillic: the group's length and
// its spellings, the likeliest first (an empty spelling: a silent letter).
struct Step {
  Step(std::size_t group, std::initializer_list<std::string_view> all) : length(group), count(all.size()) {
    std::copy(all.begin(), all.end(), spellings.begin());
  }
  std::size_t length;
  std::array<std::string_view, 3> spellings{};  // static strings: the index spells 70 000 words, unallocated
  std::size_t count;
};

Step step(std::string_view w, std::size_t i) {
  const auto at = [&](std::string_view group) {  // inline: called some thirty times a letter
    if (i + group.size() > w.size()) return false;
    for (std::size_t k = 0; k < group.size(); ++k)
      if (w[i + k] != group[k]) return false;
    return true;
  };
  const std::size_t n = w.size();
  const auto vowel_after = [&](std::size_t group) { return i + group < n && is_vowel(w[i + group]); };
  const char c = w[i];
  const char prev = i > 0 ? w[i - 1] : 0;
  const char next = i + 1 < n ? w[i + 1] : 0;
  const bool start = i == 0;
  // Letter groups first, the longest first.
  if (at("tch")) return {3, {"тч", "ч"}};
  if (at("sch")) return {3, {"ш", "ск"}};
  if (at("dge") && i + 3 == n) return {3, {"дж"}};  // "bridge": the final e is silent
  if (at("ch")) return {2, {"ч", "к", "ш"}};
  if (at("sh")) return {2, {"ш"}};
  if (at("th")) return {2, {"т", "с"}};
  if (at("ph")) return {2, {"ф"}};
  if (at("ck")) return {2, {"к"}};
  if (at("dg")) return {2, {"дж"}};
  if (at("gh")) return {2, {start ? "г" : "", "г"}};  // "light" → лайт
  // "vignette", "cognac": gn inside a word before a vowel is also «нь» («виньетка», «коньяк»).
  if (!start && at("gn") && vowel_after(2)) return {2, {"гн", "нь"}};
  if (at("qu")) return {2, {"кв", "к"}};
  if (at("wh")) return {2, {"в", "у"}};
  if (start && at("wr")) return {2, {"р"}};
  if (start && at("kn")) return {2, {"н"}};
  const bool vowel_after_pair = vowel_after(2);
  if (at("ee")) return {2, {"и"}};
  if (at("ea")) return {2, {"и", "е"}};
  if (at("oo")) return {2, {"у"}};
  if (at("ou")) return {2, {"ау", "а", "у"}};
  if (at("ow") && !vowel_after_pair) return {2, {"оу", "ау", "о"}};
  if (at("oa")) return {2, {"о", "оу"}};
  if (at("ai") || (at("ay") && !vowel_after_pair)) return {2, {"ей", "эй"}};
  if (at("ei") || (at("ey") && !vowel_after_pair)) return {2, {"ей", "и", "эй"}};
  if (at("ie")) return {2, {"и", "ие", "ай"}};
  if (at("au") || at("aw")) return {2, {"о", "ау"}};
  if (at("oi") || (at("oy") && !vowel_after_pair)) return {2, {"ой"}};
  if (at("ue") || at("ew")) return {2, {"ю", "у"}};
  // "surf", "burn": u before r and a consonant is also «ё» or «е» («сёрфинг»).
  if (at("ur") && i + 2 < n && !is_vowel(w[i + 2])) return {2, {"ур", "ёр", "ер"}};
  switch (c) {
    case 'a':
      // "stack", "track", "bracket": before ck the a is also «е» («стек», «трекер», «брекет»).
      if (!start && at("ack")) return {1, {"а", "э", "е"}};
      return start ? Step{1, {"э", "а", "ей"}} : Step{1, {"а", "э", "ей"}};
    case 'e': {
      // "byte", "cache": a final e after a consonant is silent when the word has another vowel.
      const bool other_vowel = std::any_of(w.begin(), w.begin() + static_cast<long>(i), is_vowel);
      if (i + 1 == n && !is_vowel(prev) && other_vowel) return {1, {""}};
      return start || is_vowel(prev) ? Step{1, {"э", "е"}} : Step{1, {"е", "э"}};
    }
    case 'i':
      return {1, {"и", "ай"}};
    case 'o':
      return {1, {"о", "оу", "а"}};
    case 'u':
      return {1, {"у", "а", "ю"}};
    case 'y':
      if ((start && is_vowel(next)) || is_vowel(prev)) return {1, {"й"}};
      return {1, {"и", "ай"}};
    case 'c':
      return {1, {next == 'e' || next == 'i' || next == 'y' ? "с" : "к"}};
    case 'g':
      if (next == 'e' || next == 'i' || next == 'y') return {1, {"дж", "г"}};
      break;
    case 's':
      if ((is_vowel(prev) || prev == 'w') && is_vowel(next)) return {1, {"з", "с"}};  // "browser" → браузер
      break;
    case 'h':
      return {1, {start || is_vowel(next) ? "х" : ""}};
    case 'w':
      return is_vowel(next) ? Step{1, {"в", "у"}} : Step{1, {"в"}};
    case 'x':
      return {1, {"кс"}};
    case 'j':
      return {1, {"дж"}};
    case 'l':
      // "pixel" → пиксель: a final or pre-consonant l may be soft.
      if (next != 'l' && !is_vowel(next)) return {1, {"л", "ль"}};
      break;
    default:
      break;
  }
  // Each consonant, single and doubled.
  static const std::map<char, std::pair<std::string_view, std::string_view>> kConsonants = {
      {'b', {"б", "бб"}}, {'c', {"к", "кк"}}, {'d', {"д", "дд"}}, {'f', {"ф", "фф"}},
      {'g', {"г", "гг"}}, {'k', {"к", "кк"}}, {'l', {"л", "лл"}}, {'m', {"м", "мм"}},
      {'n', {"н", "нн"}}, {'p', {"п", "пп"}}, {'q', {"к", "кк"}}, {'r', {"р", "рр"}},
      {'s', {"с", "сс"}}, {'t', {"т", "тт"}}, {'v', {"в", "вв"}}, {'z', {"з", "зз"}}};
  const auto consonant = kConsonants.find(c);
  if (consonant == kConsonants.end()) return {1, {}};
  const auto [single, doubled] = consonant->second;
  // A doubled consonant is written doubled or single («скроллер», «сетап»).
  if (next == c) return {2, {doubled, single}};
  return {1, {single}};
}

}  // namespace

namespace {

bool lower_ascii(std::string_view word) {
  return !word.empty() && std::all_of(word.begin(), word.end(), [](char c) { return c >= 'a' && c <= 'z'; });
}

constexpr int kMaxCost = 3;

// spell_out's working lists, by cost; kept across calls because the index
// spells some 70 000 words at every start of the grammar server and of the
// command line, and allocating them per word was a third of that time.
template <typename State>
struct SpellingBuffers {
  std::array<std::vector<State>, kMaxCost + 1> partial, extended;
};

// The word spelled out group by group, each spelling's cost being how many
// less likely spellings it took; the cheapest kMaxTranscriptions handed to
// `emit`. `State` is the spelling itself, or only its hash (the index needs
// no more, and builds faster).
template <typename State, typename Append, typename Emit>
void spell_out(std::string_view english, State empty, Append append, Emit emit,
               SpellingBuffers<State>& buffers) {
  if (!lower_ascii(english)) return;
  constexpr std::size_t kMaxPartial = 32;
  auto& partial = buffers.partial;
  auto& extended = buffers.extended;
  for (auto& bucket : partial) bucket.clear();
  partial[0].push_back(empty);
  for (std::size_t i = 0; i < english.size();) {
    const Step s = step(english, i);
    if (s.count == 0) return;
    for (auto& bucket : extended) bucket.clear();
    for (int cost = 0; cost <= kMaxCost; ++cost)
      for (const State& state : partial[static_cast<std::size_t>(cost)])
        for (std::size_t k = 0; k < s.count && cost + (k > 0 ? 1 : 0) <= kMaxCost; ++k)
          extended[static_cast<std::size_t>(cost + (k > 0 ? 1 : 0))].push_back(append(state, s.spellings[k]));
    std::size_t kept = 0;
    for (auto& bucket : extended) {
      bucket.resize(std::min(bucket.size(), kMaxPartial - kept));
      kept += bucket.size();
    }
    std::swap(partial, extended);
    i += s.length;
  }
  std::size_t emitted = 0;
  for (auto& bucket : partial)
    for (auto& state : bucket)
      if (emitted++ < kMaxTranscriptions) emit(std::move(state));
}

constexpr std::uint64_t kFnvBasis = 14695981039346656037ULL;

std::uint64_t fnv1a(std::string_view text, std::uint64_t hash = kFnvBasis) {
  for (const char c : text) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 1099511628211ULL;
  }
  return hash;
}

}  // namespace

std::vector<std::string> transcriptions(std::string_view english) {
  std::vector<std::string> out;
  SpellingBuffers<std::string> buffers;
  spell_out<std::string>(
      english, "",
      [](const std::string& text, std::string_view spelling) { return text + std::string(spelling); },
      [&](std::string text) {
        if (std::find(out.begin(), out.end(), text) == out.end()) out.push_back(std::move(text));
      },
      buffers);
  return out;
}

namespace {

// One suffix rule of a hunspell .aff file: "SFX G e ing e" takes the final e
// off a word that ends in e and adds "ing".
struct SuffixRule {
  std::string strip, add, condition;
};

// Whether `word` ends as `condition` says: letters, "." for any, "[abc]" and
// "[^abc]" for a letter of (not of) a set.
bool condition_holds(std::string_view word, std::string_view condition) {
  std::vector<std::string_view> units;
  for (std::size_t i = 0; i < condition.size();) {
    const std::size_t end = condition[i] == '[' ? condition.find(']', i) : i;
    if (end == std::string_view::npos) return false;
    units.push_back(condition.substr(i, end - i + 1));
    i = end + 1;
  }
  if (units.size() == 1 && units[0] == ".") return true;
  if (units.size() > word.size()) return false;
  const std::size_t first = word.size() - units.size();
  for (std::size_t k = 0; k < units.size(); ++k) {
    const std::string_view unit = units[k];
    const char letter = word[first + k];
    if (unit.size() == 1) {
      if (unit[0] != '.' && unit[0] != letter) return false;
      continue;
    }
    const bool negated = unit[1] == '^';
    const std::string_view set = unit.substr(negated ? 2 : 1, unit.size() - (negated ? 3 : 2));
    if ((set.find(letter) != std::string_view::npos) == negated) return false;
  }
  return true;
}

// The .aff's suffix classes that make the nouns Russian borrows from English:
// every rule adds "-ing" ("hinting") or every rule adds "-r" ("parser").
std::map<char, std::vector<SuffixRule>> noun_suffixes(const std::string& aff_path) {
  std::ifstream in(aff_path);
  if (!in) throw std::runtime_error("cannot read the English hunspell affixes " + aff_path);
  std::map<char, std::vector<SuffixRule>> classes;
  for (std::string line; std::getline(in, line);) {
    std::istringstream fields(line);
    std::string kind, flag;
    SuffixRule rule;
    if (!(fields >> kind >> flag >> rule.strip >> rule.add >> rule.condition) || kind != "SFX" ||
        flag.size() != 1)
      continue;  // not a rule (the class's header has no condition)
    if (rule.strip == "0") rule.strip.clear();
    if (rule.add == "0") rule.add.clear();
    classes[flag[0]].push_back(std::move(rule));
  }
  std::erase_if(classes, [](const auto& entry) {
    const auto all_add = [&](std::string_view ending) {
      return std::all_of(entry.second.begin(), entry.second.end(),
                         [&](const SuffixRule& r) { return r.add.ends_with(ending); });
    };
    return !all_add("ing") && !all_add("r");
  });
  return classes;
}

}  // namespace

std::vector<std::string> english_words_of_hunspell(const std::string& dictionary) {
  const auto suffixes = noun_suffixes(dictionary + ".aff");
  std::ifstream in(dictionary + ".dic");
  if (!in) throw std::runtime_error("cannot read the English hunspell dictionary " + dictionary + ".dic");
  std::vector<std::string> words;
  std::string line;
  std::getline(in, line);  // the word count
  while (std::getline(in, line)) {
    const std::size_t slash = line.find('/');
    const std::string word = line.substr(0, std::min(slash, line.find_first_of(" \t\r")));
    if (!lower_ascii(word)) continue;  // names, abbreviations
    words.push_back(word);
    if (slash == std::string::npos) continue;
    const std::string flags = line.substr(slash + 1, line.find_first_of(" \t\r", slash) - slash - 1);
    for (const char flag : flags) {
      const auto rules = suffixes.find(flag);
      if (rules == suffixes.end()) continue;
      for (const SuffixRule& rule : rules->second)
        if (word.ends_with(rule.strip) && condition_holds(word, rule.condition)) {
          words.push_back(word.substr(0, word.size() - rule.strip.size()) + rule.add);
          break;
        }
    }
  }
  return words;
}

namespace {

// Noun endings after a hard stem («виджет-ами») and after a soft one, whose
// «ь» they replace («пиксел-ями» of «пиксель»).
constexpr std::array<std::string_view, 10> kHardEndings = {"",   "а",  "у",   "ом", "е",
                                                           "ов", "ам", "ами", "ах", "ы"};
constexpr std::array<std::string_view, 9> kSoftEndings = {"я", "ю", "ем", "е", "и", "ей", "ям", "ями", "ях"};

// After г, к, х, ж, ш, ч, щ Russian writes «и», not «ы» («стики»), and after
// ж, ш, ч, щ an unstressed «е» and «ей» («скетчем», «скетчей»).
bool ends_in_one_of(std::string_view stem, std::string_view letters) {
  return stem.size() >= 2 && letters.find(stem.substr(stem.size() - 2)) != std::string_view::npos;
}
constexpr std::string_view kVelarsAndHushing = "гкхжшчщ";
constexpr std::string_view kHushing = "жшчщц";
constexpr std::string_view kVowels = "аеёиоуыэюяйьъ";  // and the letters that never begin a part

}  // namespace

namespace {

// The hashes sorted, without repeats. They are uniform, so scattering them
// into buckets by their top bits leaves a dozen a bucket to sort: a fifth of
// std::sort's time over the whole, which the start of every run pays.
std::vector<std::uint64_t> sorted_unique(const std::vector<std::uint64_t>& hashes) {
  constexpr int kBucketBits = 16;
  const auto bucket_of = [](std::uint64_t hash) {
    return static_cast<std::size_t>(hash >> (64 - kBucketBits));
  };
  std::vector<std::size_t> start((std::size_t{1} << kBucketBits) + 1, 0);
  for (const std::uint64_t hash : hashes) ++start[bucket_of(hash) + 1];
  for (std::size_t b = 1; b < start.size(); ++b) start[b] += start[b - 1];
  std::vector<std::uint64_t> sorted(hashes.size());
  std::vector<std::size_t> next(start.begin(), start.end() - 1);
  for (const std::uint64_t hash : hashes) sorted[next[bucket_of(hash)]++] = hash;
  for (std::size_t b = 0; b + 1 < start.size(); ++b)
    std::sort(sorted.begin() + static_cast<long>(start[b]), sorted.begin() + static_cast<long>(start[b + 1]));
  sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
  return sorted;
}

}  // namespace

LoanwordIndex::LoanwordIndex(const std::vector<std::string>& english_words) {
  std::vector<std::uint64_t> all;
  all.reserve(english_words.size() * kMaxTranscriptions);
  SpellingBuffers<std::uint64_t> buffers;
  for (const auto& word : english_words)
    spell_out<std::uint64_t>(
        word, kFnvBasis, [](std::uint64_t hash, std::string_view spelling) { return fnv1a(spelling, hash); },
        [&](std::uint64_t hash) { all.push_back(hash); }, buffers);
  hashes_ = sorted_unique(all);
}

bool LoanwordIndex::transcribed(std::string_view text) const {
  return std::binary_search(hashes_.begin(), hashes_.end(), fnv1a(text));
}

// A transcription of four letters at least, or a compound of two of at least
// three each whose second begins with a consonant («тач|пад» of "touch" and
// "pad", «скролл|бар»: English writes many such nouns as one word the
// dictionary lacks). A vowel after the seam joins too much: «локализ|отор»
// ("localize", "author") is a typo of «локализатор».
bool LoanwordIndex::has_stem(std::string_view stem) const {
  const int letters = code_points(stem);
  if (letters < 4) return false;
  if (transcribed(stem)) return true;
  if (stem.size() != static_cast<std::size_t>(letters) * 2) return false;  // not all Cyrillic
  constexpr int kMinPart = 3;
  constexpr std::size_t kBytesPerLetter = 2;  // Cyrillic in UTF-8
  for (int first = kMinPart; letters - first >= kMinPart; ++first) {
    const std::size_t cut = static_cast<std::size_t>(first) * kBytesPerLetter;
    if (kVowels.find(stem.substr(cut, kBytesPerLetter)) != std::string_view::npos) continue;
    if (transcribed(stem.substr(0, cut)) && transcribed(stem.substr(cut))) return true;
  }
  return false;
}

bool LoanwordIndex::loan(std::string_view word) const {
  if (code_points(word) < 5) return false;
  for (const std::string_view ending : kHardEndings) {
    if (!word.ends_with(ending)) continue;
    const std::string_view stem = word.substr(0, word.size() - ending.size());
    if (ending == "ы" && ends_in_one_of(stem, kVelarsAndHushing)) continue;
    if (has_stem(stem)) return true;
  }
  for (const std::string_view ending : kSoftEndings) {
    if (!word.ends_with(ending)) continue;
    const std::string_view stem = word.substr(0, word.size() - ending.size());
    const bool hard_stem_takes_it = (ending == "и" && ends_in_one_of(stem, kVelarsAndHushing)) ||
                                    ((ending == "ем" || ending == "ей") && ends_in_one_of(stem, kHushing));
    if (hard_stem_takes_it && has_stem(stem)) return true;
    if (has_stem(std::string(stem) + "ь")) return true;
  }
  return false;
}

namespace {

// The productive classes Russian derives verbs and adjectives of a loan stem
// with, each with a native model word whose stem takes the same tails: the
// tail must begin as the class's suffix does, and the model stem with that
// tail must be a dictionary word — a verb form where the model's stem also
// makes nouns with other tails. A closed set of the grammar, not vocabulary.
// Left out, for recall: the plain «-ный» adjective (it took «датаграмных», a
// typo of «датаграммных») and «-ить» (with «груз-» it took «поризводиться»,
// a typo of «производиться»).
struct DerivationModel {
  std::string_view suffix;      // how the tail begins
  std::string_view model_stem;  // a native stem of the class
  bool verb_form;               // the model word must be a form of a verb
  std::string_view stem_keeps;  // the suffix's letters that transcribe the English word's end
};
constexpr std::array<DerivationModel, 6> kDerivationModels = {{
    {"ир", "блок", false, ""},  // -ировать: фреймировать, фреймирующего, фреймированный
    {"из", "миним", false, ""},  // -изировать, -изация: растеризация, токенизированный
    {"абельн", "чит", false, ""},  // -абельный: кликабельные
    {"н", "толк", true, ""},       // -нуть: кликнуть, кликните
    // The adjective of an English "-ile", "-ive" word keeps its end: "volatile" → «волатил-ьный»,
    // "inclusive" → «инклюзив-ный». Unlike a plain «-ный» of any loan, the stem must end as
    // the English word does, which a typo of a «-нный» adjective seldom does.
    {"ильн", "моб", false, "ил"},  // -ильный: волатильный, as мобильный
    {"ивн", "акт", false, "ив"},   // -ивный: инклюзивный, as активный
}};
// A shorter tail is a noun ending too («виджети»), which loan() judges.
constexpr int kMinDerivedTail = 3;

}  // namespace

bool LoanwordIndex::derived(std::string_view word, const ModelWordKnown& known) const {
  if (code_points(word) < 5) return false;
  for (const DerivationModel& model : kDerivationModels)
    for (std::size_t cut = word.find(model.suffix); cut != std::string_view::npos;
         cut = word.find(model.suffix, cut + 1)) {
      const std::string_view tail = word.substr(cut);
      if (code_points(tail) < kMinDerivedTail) continue;
      // An English word's end kept in the stem must be one word's: a compound of two
      // transcriptions ends in too many things («дедут|кив» of «дедуктивный» mistyped).
      const std::string stem = std::string(word.substr(0, cut)) + std::string(model.stem_keeps);
      const bool stem_ok =
          model.stem_keeps.empty() ? has_stem(stem) : code_points(stem) >= 4 && transcribed(stem);
      if (stem_ok && known(std::string(model.model_stem) + std::string(tail), model.verb_form)) return true;
    }
  return false;
}

}  // namespace proofreader::russian
