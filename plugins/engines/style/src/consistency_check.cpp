#include "consistency_check.hpp"

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
  bool beyond_case = false, latin = false;
  const std::string first_lower = lower_same_width(*spellings.begin());
  for (const auto& s : spellings) {
    if (distinct_words.count(lower_same_width(s))) return false;
    if (lower_same_width(s) != first_lower) beyond_case = true;
    latin = latin || has_latin(s);
  }
  return beyond_case || latin;
}

}  // namespace

std::vector<sdk::Remark> check_consistency(const sdk::Document& document,
                                           const std::vector<std::vector<Word>>& words,
                                           const std::vector<TermGroup>& terms) {
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
      remarks.push_back(std::move(r));
    }
  }
  return remarks;
}

}  // namespace proofreader::style
