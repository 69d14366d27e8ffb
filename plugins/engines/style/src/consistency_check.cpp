#include "consistency_check.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <unordered_map>

#include "utf8_text.hpp"

namespace proofreader::style {

namespace {

std::string group_key(std::string_view text) {
  std::string key = lookup_key(text);
  key.erase(std::remove(key.begin(), key.end(), '-'), key.end());
  return key;
}

bool has_latin(std::string_view text) {
  for (char c : text)
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) return true;
  return false;
}

// The lemma of a Cyrillic word as a group key («вебсайте» → «вебсайт»); empty
// without a morphology or for other words.
std::string lemma_key(std::string_view text, const russian::Morphology* morphology) {
  if (!morphology || has_latin(text)) return {};
  const auto parses = morphology->parse(text);
  return parses.empty() ? std::string() : group_key(parses.front().normal_form);
}

// `spelling` written with or without the hyphen of `model` («вебсайте» after
// «веб-сайт» → «веб-сайте»); empty when the two do not line up.
std::string rehyphenate(const std::string& spelling, const std::string& model) {
  const auto dash = model.find('-');
  if (dash == std::string::npos) {
    std::string solid = spelling;
    solid.erase(std::remove(solid.begin(), solid.end(), '-'), solid.end());
    return solid;
  }
  const std::string head = lower_same_width(model.substr(0, dash));
  if (lower_same_width(spelling).compare(0, head.size(), head) != 0) return {};
  return spelling.substr(0, dash) + "-" + spelling.substr(dash);
}

// How the word is spelt, the capital of a sentence start put aside.
std::string spelling_of(const Word& w) {
  const std::string lower = lower_same_width(w.text);
  if (!w.sentence_start) return std::string(w.text);
  std::size_t i = 0;
  next_code_point(w.text, i);
  return w.text.substr(i) == std::string_view(lower).substr(i) ? lower : std::string(w.text);
}

struct Occurrence {
  int block = 0;
  int offset = 0;
  int length = 0;
  std::string spelling;
};

struct Group {
  std::vector<Occurrence> occurrences;
  std::string preferred;  // from a guide term
};

// Do these spellings differ in a way that makes them the same term written
// differently (and not two words, or a capitalised proper use)?
bool differ_meaningfully(const std::set<std::string>& spellings) {
  // Pairs that are different words although only ё/е tells them apart.
  static const std::set<std::string> distinct_words = {"все",  "всё",  "чем",  "чём",
                                                       "небо", "нёбо", "осел", "осёл"};
  // Case alone never counts: Latin words that differ only in case are
  // identifiers, variables and section names (pid/PID, NAME/name).
  const std::string first_lower = lower_same_width(*spellings.begin());
  for (const auto& s : spellings)
    if (distinct_words.count(lower_same_width(s))) return false;
  return std::any_of(spellings.begin(), spellings.end(),
                     [&](const std::string& s) { return lower_same_width(s) != first_lower; });
}

// One word written with and without its hyphen in different forms
// («веб-сайт» / «вебсайте»): words meet under their lemma, and each whose
// hyphen differs from the document's majority gets a remark.
void check_hyphenation(const sdk::Document& document, const std::vector<std::vector<Word>>& words,
                       const russian::Morphology* morphology, const std::set<std::pair<int, int>>& remarked,
                       std::vector<sdk::Remark>& remarks) {
  if (!morphology) return;
  std::map<std::string, std::vector<Occurrence>> by_lemma;
  for (std::size_t b = 0; b < document.blocks.size() && b < words.size(); ++b) {
    const auto& block = document.blocks[b];
    for (const auto& w : words[b]) {
      if (w.length < 4 || overlaps_protected(block, w.offset, w.length)) continue;
      const std::string key = lemma_key(w.text, morphology);
      if (!key.empty()) by_lemma[key].push_back({block.index, w.offset, w.length, spelling_of(w)});
    }
  }
  for (const auto& [key, occurrences] : by_lemma) {
    const auto hyphenated = std::count_if(occurrences.begin(), occurrences.end(), [](const Occurrence& o) {
      return o.spelling.find('-') != std::string::npos;
    });
    if (hyphenated == 0 || hyphenated == static_cast<long>(occurrences.size())) continue;
    const bool majority_hyphenated = 2 * hyphenated >= static_cast<long>(occurrences.size());
    const auto model = std::find_if(occurrences.begin(), occurrences.end(), [&](const Occurrence& o) {
      return (o.spelling.find('-') != std::string::npos) == majority_hyphenated;
    });
    for (const auto& o : occurrences) {
      if ((o.spelling.find('-') != std::string::npos) == majority_hyphenated ||
          remarked.count({o.block, o.offset}))
        continue;
      const std::string fixed = rehyphenate(o.spelling, model->spelling);
      if (fixed.empty()) continue;
      sdk::Remark r;
      r.category = "consistency";
      r.rule_id = "consistency.spelling";
      r.severity = sdk::Severity::warning;
      r.message = "Одно слово записано в документе по-разному: «" + o.spelling + "» и «" + model->spelling +
                  "». Пишите единообразно: «" + fixed + "».";
      r.explanation = "Выбрано написание, которое чаще встречается в документе.";
      r.block = o.block;
      r.offset = o.offset;
      r.length = o.length;
      r.suggestions = {fixed};
      remarks.push_back(std::move(r));
    }
  }
}

}  // namespace

std::vector<sdk::Remark> check_consistency(const sdk::Document& document,
                                           const std::vector<std::vector<Word>>& words,
                                           const std::vector<TermGroup>& terms,
                                           const russian::Morphology* morphology) {
  std::unordered_map<std::string, std::string> term_of;  // group key → preferred
  for (const auto& term : terms) {
    const std::string key = group_key(term.preferred);
    term_of[key] = term.preferred;
    for (const auto& v : term.variants) term_of[group_key(v)] = term.preferred;
  }
  std::map<std::string, Group> groups;
  std::vector<std::string> order;  // group keys in order of first occurrence
  for (std::size_t b = 0; b < document.blocks.size() && b < words.size(); ++b) {
    const auto& block = document.blocks[b];
    for (const auto& w : words[b]) {
      if (w.length < 2 || overlaps_protected(block, w.offset, w.length)) continue;
      std::string key = group_key(w.text);
      std::string preferred;
      if (const auto t = term_of.find(key); t != term_of.end()) {
        preferred = t->second;
        key = "term:" + group_key(preferred);
      }
      auto [it, inserted] = groups.try_emplace(key);
      if (inserted) order.push_back(key);
      it->second.preferred = preferred;
      it->second.occurrences.push_back({block.index, w.offset, w.length, spelling_of(w)});
    }
  }
  std::vector<sdk::Remark> remarks;
  std::set<std::pair<int, int>> remarked;  // (block, offset)
  for (const auto& key : order) {
    const auto& group = groups[key];
    std::map<std::string, int> counts;
    std::set<std::string> spellings;
    for (const auto& o : group.occurrences) {
      ++counts[o.spelling];
      spellings.insert(o.spelling);
    }
    if (spellings.size() < 2 || (group.preferred.empty() && !differ_meaningfully(spellings))) continue;
    std::string dominant = group.preferred;
    if (dominant.empty()) {
      int best = 0;
      for (const auto& o : group.occurrences)  // the first seen wins a tie
        if (counts[o.spelling] > best) {
          best = counts[o.spelling];
          dominant = o.spelling;
        }
    }
    for (const auto& o : group.occurrences) {
      if (o.spelling == dominant ||
          (!group.preferred.empty() && group_key(o.spelling) == group_key(dominant) &&
           lookup_key(o.spelling) == lookup_key(dominant)))
        continue;
      sdk::Remark r;
      r.category = "consistency";
      r.rule_id = group.preferred.empty() ? "consistency.spelling" : "consistency.term";
      r.severity = sdk::Severity::warning;
      r.message = "Одно слово записано в документе по-разному: «" + o.spelling + "» и «" + dominant +
                  "». Пишите единообразно: «" + dominant + "».";
      r.explanation = group.preferred.empty()
                          ? "Выбрано написание, которое чаще встречается в документе."
                          : "Написание «" + dominant + "» предписано руководством по стилю.";
      r.block = o.block;
      r.offset = o.offset;
      r.length = o.length;
      r.suggestions = {dominant};
      remarked.emplace(r.block, r.offset);
      remarks.push_back(std::move(r));
    }
  }
  check_hyphenation(document, words, morphology, remarked, remarks);
  return remarks;
}

}  // namespace proofreader::style
