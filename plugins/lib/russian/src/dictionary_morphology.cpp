// The pymorphy2-format dictionary reader behind Morphology::open().
//
// words.dawg maps a lower-case word (CP1251) to (paradigm, form) pairs;
// a paradigm is three parallel uint16 rows (suffix id, tag id, prefix id) for
// each form of a lexeme, so every form is prefix + stem + suffix. Unknown words
// are predicted as az and pymorphy2 do: the longest word ending found in the
// prediction-suffixes DAWG (and the one a letter shorter) proposes paradigms.
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <optional>
#include <sstream>
#include <stdexcept>

#include "cp1251.hpp"
#include "dawg.hpp"
#include "json_string_array.hpp"
#include "mapped_file.hpp"
#include "parse_cache.hpp"
#include "proofreader/russian/morphology.hpp"
#include "proofreader/russian/tokenizer.hpp"
#include "utf8.hpp"

namespace proofreader::russian {
namespace {

constexpr unsigned char kSeparator = 1;   // between a key and its payloads
constexpr unsigned char kLowerIe = 0xE5;  // е in CP1251
constexpr unsigned char kLowerYo = 0xB8;  // ё in CP1251
constexpr std::size_t kMaxWordBytes = 64;

struct Paradigm {
  const std::uint16_t* rows = nullptr;  // suffix ids, then tag ids, then prefix ids
  std::uint16_t forms = 0;
  std::uint16_t suffix(int form) const { return rows[form]; }
  std::uint16_t tag(int form) const { return rows[forms + form]; }
  std::uint16_t prefix(int form) const { return rows[2 * forms + form]; }
};

// A payload of a words.dawg or prediction DAWG key: two (or three) numbers,
// each stored by az in two bytes as ((b0 ^ 1) << 6) + (b1 >> 1).
int decode_number(std::string_view payload, std::size_t at) {
  const auto b0 = static_cast<unsigned char>(payload[at]);
  const auto b1 = static_cast<unsigned char>(payload[at + 1]);
  return ((b0 ^ 1) << 6) + (b1 >> 1);
}

std::string read_text_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot open " + path);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// Lower case, without stress marks and soft hyphens, in CP1251.
std::optional<std::string> dictionary_key(std::string_view word) {
  if (word.empty() || word.size() > kMaxWordBytes * 4) return std::nullopt;
  auto key = cp1251::encode_key(word);
  if (!key || key->empty() || key->size() > kMaxWordBytes) return std::nullopt;
  return key;
}

class DictionaryMorphology final : public Morphology {
 public:
  explicit DictionaryMorphology(const std::string& dir)
      : words_file_(dir + "/words.dawg"),
        paradigms_file_(dir + "/paradigms.array"),
        probabilities_file_(dir + "/p_t_given_w.intdawg"),
        prediction_files_{MappedFile(dir + "/prediction-suffixes-0.dawg"),
                          MappedFile(dir + "/prediction-suffixes-1.dawg"),
                          MappedFile(dir + "/prediction-suffixes-2.dawg")},
        words_(words_file_.data(), words_file_.size(), "words.dawg"),
        probabilities_(probabilities_file_.data(), probabilities_file_.size(), "p_t_given_w.intdawg"),
        predictions_{
            Dawg(prediction_files_[0].data(), prediction_files_[0].size(), "prediction-suffixes-0.dawg"),
            Dawg(prediction_files_[1].data(), prediction_files_[1].size(), "prediction-suffixes-1.dawg"),
            Dawg(prediction_files_[2].data(), prediction_files_[2].size(), "prediction-suffixes-2.dawg")} {
    for (auto& s : parse_json_string_array(read_text_file(dir + "/suffixes.json"), "suffixes.json")) {
      auto encoded = cp1251::encode(s);
      if (!encoded) throw std::runtime_error("suffixes.json: suffix not in CP1251: " + s);
      suffixes_.push_back(std::move(*encoded));
    }
    for (auto& t : parse_json_string_array(read_text_file(dir + "/gramtab-opencorpora-int.json"),
                                           "gramtab-opencorpora-int.json"))
      tags_.emplace_back(std::move(t));
    for (const char* p : {"", "по", "наи"}) prefixes_.push_back(*cp1251::encode(p));
    load_paradigms();
  }

  ParseList parse(std::string_view word) const override {
    if (auto cached = cache_.find(word)) return std::move(*cached);
    ParseList parses(analyse(word));
    cache_.insert(word, parses);
    return parses;
  }

  bool is_known(std::string_view word) const override {
    const auto key = dictionary_key(word);
    if (!key) return false;
    // A word, not merely the beginning of one («проверте» of «провертеть»):
    // its node must lead on to the payload separator.
    bool found = false;
    find_spellings(*key, [&](const std::string&, std::uint32_t index) {
      found = found || words_.follow(kSeparator, index) != Dawg::kMissing;
    });
    return found;
  }

  bool begins_known_word(std::string_view prefix) const override {
    const auto key = dictionary_key(prefix);
    if (!key) return false;
    bool found = false;  // every node of the words' DAWG begins some word
    find_spellings(*key, [&](const std::string&, std::uint32_t) { found = true; });
    return found;
  }

  std::vector<WordForm> lexeme(const Parse& parse) const override {
    std::vector<WordForm> forms;
    const auto stem = stem_of(parse);
    if (!stem) return forms;
    const Paradigm& p = paradigms_[parse.paradigm];
    const std::string fixed = *cp1251::encode(parse.fixed_prefix);
    for (int f = 0; f < p.forms; ++f)
      forms.push_back({cp1251::decode(fixed + form_of(p, f, *stem)), tags_[p.tag(f)]});
    return forms;
  }

  std::string inflect(const Parse& parse, const std::vector<std::string>& grammemes) const override {
    const auto stem = stem_of(parse);
    if (!stem) return {};
    const Paradigm& p = paradigms_[parse.paradigm];
    int best = -1;
    int best_score = -1;
    for (int f = 0; f < p.forms; ++f) {
      const Tag& tag = tags_[p.tag(f)];
      if (!std::all_of(grammemes.begin(), grammemes.end(), [&](const std::string& g) { return tag.has(g); }))
        continue;
      // Prefer the form that keeps the most of the parse's own tag (its part of speech first).
      int score = tag.pos() == parse.tag.pos() ? 100 : 0;
      for (const auto g : parse.tag.grammemes()) score += tag.has(g) ? 1 : 0;
      if (score > best_score) best = f, best_score = score;
    }
    if (best < 0) return {};
    return parse.fixed_prefix + cp1251::decode(form_of(p, best, *stem));
  }

 private:
  std::vector<Parse> analyse(std::string_view word) const {
    const auto key = dictionary_key(word);
    if (!key) return {};
    const std::string lower = cp1251::decode(*key);
    std::vector<Parse> parses = dictionary_parses(*key, lower);
    if (parses.empty()) parses = hyphenated_parses(*key, lower);
    if (parses.empty()) parses = predicted_parses(*key, lower, !starts_upper(word));
    // A word written in lower case is no name: «битовыми» is not the surname
    // «Битов», «данной» not a first name. Its name readings go when it has others,
    // so that a rare proper homonym does not pass for a noun.
    if (!starts_upper(word) &&
        std::any_of(parses.begin(), parses.end(), [](const Parse& p) { return !proper(p.tag); }))
      std::erase_if(parses, [](const Parse& p) { return proper(p.tag); });
    // Insertion sort: stable, and a word has a handful of parses.
    for (std::size_t i = 1; i < parses.size(); ++i)
      for (std::size_t j = i; j > 0 && parses[j - 1].score < parses[j].score; --j)
        std::swap(parses[j - 1], parses[j]);
    return parses;
  }

  void load_paradigms() {
    const auto broken = [] { return std::runtime_error("broken paradigms.array"); };
    const auto* data = reinterpret_cast<const std::uint16_t*>(paradigms_file_.data());
    const std::size_t words = paradigms_file_.size() / 2;
    if (words < 1) throw broken();
    std::size_t pos = 1;
    for (std::uint16_t i = 0; i < data[0]; ++i) {
      if (pos >= words) throw broken();
      const std::uint16_t size = data[pos++];
      if (size % 3 != 0 || pos + size > words) throw broken();
      Paradigm p{data + pos, static_cast<std::uint16_t>(size / 3)};
      for (int f = 0; f < p.forms; ++f)
        if (p.suffix(f) >= suffixes_.size() || p.tag(f) >= tags_.size() || p.prefix(f) >= prefixes_.size())
          throw broken();
      paradigms_.push_back(p);
      pos += size;
    }
  }

  std::string form_of(const Paradigm& p, int form, const std::string& stem) const {
    return prefixes_[p.prefix(form)] + stem + suffixes_[p.suffix(form)];
  }

  // The stem of `word` (CP1251) as form `form` of paradigm `paradigm`.
  std::optional<std::string_view> stem(std::string_view word, int paradigm, int form) const {
    if (paradigm < 0 || paradigm >= static_cast<int>(paradigms_.size())) return std::nullopt;
    const Paradigm& p = paradigms_[paradigm];
    if (form < 0 || form >= p.forms) return std::nullopt;
    const std::string& prefix = prefixes_[p.prefix(form)];
    const std::string& suffix = suffixes_[p.suffix(form)];
    if (word.size() < prefix.size() + suffix.size()) return std::nullopt;
    return word.substr(prefix.size(), word.size() - prefix.size() - suffix.size());
  }

  std::optional<std::string> stem_of(const Parse& parse) const {
    const auto normal = cp1251::encode(parse.normal_form);
    const auto fixed = cp1251::encode(parse.fixed_prefix);
    if (!normal || !fixed || normal->compare(0, fixed->size(), *fixed) != 0) return std::nullopt;
    const auto s = stem(std::string_view(*normal).substr(fixed->size()), parse.paradigm, 0);
    return s ? std::optional<std::string>(*s) : std::nullopt;
  }

  // A parse of `spelling` (CP1251) as form `form` of `paradigm`; without a tag
  // when the entry does not fit the paradigm (a corrupt file), for the caller to drop.
  Parse make_parse(const std::string& lower, std::string_view spelling, int paradigm, int form) const {
    Parse p;
    p.word = lower;
    p.paradigm = paradigm;
    p.form_index = form;
    const auto s = stem(spelling, paradigm, form);
    if (!s) return p;
    const Paradigm& par = paradigms_[paradigm];
    p.tag = tags_[par.tag(form)];
    p.normal_form.reserve(2 * (s->size() + 8));
    cp1251::decode_append(p.normal_form, prefixes_[par.prefix(0)]);
    cp1251::decode_append(p.normal_form, *s);
    cp1251::decode_append(p.normal_form, suffixes_[par.suffix(0)]);
    return p;
  }

  // Every dictionary spelling of `key`, letting е stand for ё, with its DAWG index.
  template <typename Emit>
  void find_spellings(const std::string& key, const Emit& emit) const {
    std::string spelling;
    walk(words_, key, 0, Dawg::kRoot, spelling, emit);
  }

  template <typename Emit>
  static void walk(const Dawg& dawg, const std::string& key, std::size_t at, std::uint32_t index,
                   std::string& spelling, const Emit& emit) {
    if (at == key.size()) {
      emit(spelling, index);
      return;
    }
    const auto c = static_cast<unsigned char>(key[at]);
    const unsigned char options[2] = {c, kLowerYo};
    const int count = c == kLowerIe ? 2 : 1;
    for (int i = 0; i < count; ++i) {
      const std::uint32_t next = dawg.follow(options[i], index);
      if (next == Dawg::kMissing) continue;
      spelling.push_back(static_cast<char>(options[i]));
      walk(dawg, key, at + 1, next, spelling, emit);
      spelling.pop_back();
    }
  }

  std::vector<Parse> dictionary_parses(const std::string& key, const std::string& lower) const {
    std::vector<Parse> parses;
    parses.reserve(8);
    find_spellings(key, [&](const std::string& spelling, std::uint32_t index) {
      const std::uint32_t payloads = words_.follow(kSeparator, index);
      if (payloads == Dawg::kMissing) return;
      const std::size_t first = parses.size();
      words_.complete(payloads, [&](std::string_view payload) {
        if (payload.size() < 4) return;
        Parse p = make_parse(lower, spelling, decode_number(payload, 0), decode_number(payload, 2));
        if (!p.tag.str().empty()) parses.push_back(std::move(p));
      });
      if (parses.size() - first < 2) return;  // a single parse needs no ranking
      // P(tag | word) is keyed "word:tag"; walk "word:" once for all the tags.
      std::uint32_t known = probabilities_.follow(spelling);
      if (known != Dawg::kMissing) known = probabilities_.follow(':', known);
      for (std::size_t i = first; i < parses.size(); ++i) parses[i].score = probability(known, parses[i].tag);
    });
    normalise_scores(parses);
    return parses;
  }

  // P(tag | word) from the corpus, 0 when the corpus never saw the pair.
  float probability(std::uint32_t word_index, const Tag& tag) const {
    if (word_index == Dawg::kMissing) return 0;
    const std::uint32_t index = probabilities_.follow(tag.str(), word_index);
    if (index == Dawg::kMissing || !probabilities_.has_value(index)) return 0;
    return static_cast<float>(probabilities_.value(index)) / 1e6f;
  }

  static void normalise_scores(std::vector<Parse>& parses) {
    float total = 0;
    for (const auto& p : parses) total += p.score;
    for (auto& p : parses) p.score = total > 0 ? p.score / total : 1.0f / static_cast<float>(parses.size());
  }

  // «веб-сайт»: the part after the last hyphen inflects, the rest stays.
  std::vector<Parse> hyphenated_parses(const std::string& key, const std::string& lower) const {
    const auto hyphen = key.rfind('-');
    if (hyphen == std::string::npos || hyphen == 0 || hyphen + 1 >= key.size()) return {};
    const std::string fixed = cp1251::decode(key.substr(0, hyphen + 1));
    std::vector<Parse> parses =
        dictionary_parses(key.substr(hyphen + 1), cp1251::decode(key.substr(hyphen + 1)));
    for (auto& p : parses) {
      p.word = lower;
      p.normal_form = fixed + p.normal_form;
      p.fixed_prefix = fixed;
      p.predicted = true;
    }
    return parses;
  }

  static bool productive(const Tag& tag) {
    for (const char* g : {"NUMR", "NPRO", "PRED", "PREP", "CONJ", "PRCL", "INTJ", "Apro", "NUMB", "ROMN",
                          "LATN", "PNCT", "UNKN"})
      if (tag.has(g)) return false;
    return true;
  }

  static bool proper(const Tag& tag) {
    return tag.has("Name") || tag.has("Surn") || tag.has("Patr") || tag.has("Geox") || tag.has("Init");
  }

  std::vector<Parse> predicted_parses(const std::string& key, const std::string& lower,
                                      bool lower_case) const {
    static constexpr float kLengthWeight[] = {0, 0.2f, 0.3f, 0.4f, 0.5f, 0.6f};
    std::vector<Parse> parses;
    if (code_points(lower) < 4) return parses;
    std::vector<std::string> seen;
    for (std::size_t pi = 0; pi < prefixes_.size(); ++pi) {
      const std::string& prefix = prefixes_[pi];
      if (key.compare(0, prefix.size(), prefix) != 0) continue;
      const std::string base = key.substr(prefix.size());
      std::size_t min_len = 1;
      for (std::size_t len = 5; len >= min_len; --len) {
        if (len >= base.size()) continue;
        const std::string left = base.substr(0, base.size() - len);
        std::vector<Parse> found;
        int max_count = 1;
        std::string ending;
        walk(predictions_[pi], base.substr(base.size() - len), 0, Dawg::kRoot, ending,
             [&](const std::string& suffix, std::uint32_t index) {
               const std::uint32_t payloads = predictions_[pi].follow(kSeparator, index);
               if (payloads == Dawg::kMissing) return;
               predictions_[pi].complete(payloads, [&](std::string_view payload) {
                 if (payload.size() < 6) return;
                 const int count = decode_number(payload, 0);
                 Parse p = make_parse(lower, prefix + left + suffix, decode_number(payload, 2),
                                      decode_number(payload, 4));
                 if (p.tag.str().empty() || !productive(p.tag) || (lower_case && proper(p.tag))) return;
                 const std::string id = p.normal_form + ":" + p.tag.str();
                 if (std::find(seen.begin(), seen.end(), id) != seen.end()) return;
                 seen.push_back(id);
                 max_count = std::max(max_count, count);
                 p.score = static_cast<float>(count) * kLengthWeight[len];
                 p.predicted = true;
                 found.push_back(std::move(p));
               });
             });
        if (!found.empty()) {
          for (auto& p : found) p.score /= static_cast<float>(max_count);
          std::move(found.begin(), found.end(), std::back_inserter(parses));
          min_len = std::max<std::size_t>(len - 1, 1);  // also try the ending one letter shorter
        }
      }
    }
    float total = 0;
    for (const auto& p : parses) total += p.score;
    for (auto& p : parses) p.score = total > 0 ? p.score / total : 0;
    return parses;
  }

  MappedFile words_file_;
  MappedFile paradigms_file_;
  MappedFile probabilities_file_;
  MappedFile prediction_files_[3];
  Dawg words_;
  Dawg probabilities_;
  Dawg predictions_[3];
  std::vector<std::string> suffixes_;  // CP1251
  std::vector<std::string> prefixes_;  // CP1251: "", "по", "наи"
  std::vector<Tag> tags_;
  std::vector<Paradigm> paradigms_;
  ParseCache cache_;
};

}  // namespace

std::shared_ptr<const Morphology> Morphology::open(const std::string& dict_dir) {
  return std::make_shared<const DictionaryMorphology>(dict_dir);
}

}  // namespace proofreader::russian
