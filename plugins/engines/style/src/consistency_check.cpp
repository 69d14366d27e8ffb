#include "consistency_check.hpp"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

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

// A word that is part of an identifier, an option or a path rather than of
// the prose: glued by «_», «.», «/», «=», «$», «@» or «#» to what stands
// before or after it («RES_TRUSTAD», «en_GB.utf8», «--alias-file=aliasfile»,
// «udplite.txt», «path_name»), after an option dash («-A», «--alias-file»),
// or called («setuid(2)»). Such spellings are names someone else chose: they
// neither count as variants nor get a remark.
bool identifier_part(std::string_view text, const Word& w) {
  const std::size_t begin = w.byte_offset;
  const std::size_t end = begin + w.text.size();
  const auto glue = [](char c) {
    return c == '_' || c == '.' || c == '/' || c == '=' || c == '$' || c == '@' || c == '#';
  };
  const auto word_char = [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           static_cast<unsigned char>(c) >= 0x80;
  };
  if (begin > 0) {
    const char before = text[begin - 1];
    if (glue(before) || before == '-') return true;
  }
  if (end < text.size()) {
    const char after = text[end];
    if (after == '_' || after == '(' || after == '=') return true;
    if (glue(after) && end + 1 < text.size() && word_char(text[end + 1])) return true;
  }
  return false;
}

struct Occurrence {
  int block = 0;
  int offset = 0;
  int length = 0;
  std::string spelling;
  int word = 0;      // the word's position in its block
  int sentence = 0;  // the sentence's position in its block
};

// «super user, super-user», «lowercase (строчные) lower case, lower-case»,
// «“re-create” и “recreate”»: two spellings a few words apart in one sentence
// are named side by side on purpose (a glossary, a note on usage), not mixed
// up. Such occurrences are left out of the group.
std::vector<Occurrence> without_side_by_side(const std::vector<Occurrence>& occurrences) {
  constexpr int kNear = 4;  // words
  std::vector<Occurrence> kept;
  for (const auto& o : occurrences) {
    const bool side_by_side =
        std::any_of(occurrences.begin(), occurrences.end(), [&](const Occurrence& other) {
          // ё against е is never named on purpose: «пространство имён имен» is a slip.
          return other.block == o.block && other.sentence == o.sentence &&
                 lookup_key(other.spelling) != lookup_key(o.spelling) &&
                 std::abs(other.word - o.word) <= kNear;
        });
    if (!side_by_side) kept.push_back(o);
  }
  return kept;
}

struct Group {
  std::vector<Occurrence> occurrences;
  std::string preferred;  // from a guide term
};

// «счета» (the plural «счета́») beside «счёта» (the genitive): a spelling with е is
// another form of the same word, not the ё-form written without its dots, when the
// dictionary writes one of its readings with е and the ё-spelling is a reading of
// that word too. «Объем» (the verb «объесть» by its е) is still «объём» misspelled,
// and beside «удалена» the odd one is «удалёна», no dictionary word.
bool e_spelling_is_other_form(const std::string& with_e, const std::string& with_yo,
                              const russian::Morphology& morphology) {
  std::set<std::string> yo_lemmas;
  for (const auto& p : morphology.parse(with_yo))
    if (!p.predicted) yo_lemmas.insert(p.normal_form);
  for (const auto& p : morphology.parse(with_e)) {
    if (p.predicted || !yo_lemmas.count(p.normal_form)) continue;
    const auto& tag = p.tag.grammemes();
    std::string form = morphology.inflect(p, std::vector<std::string>(tag.begin(), tag.end()));
    if (form.empty()) form = p.normal_form;  // a word that does not inflect
    if (form == with_e) return true;
  }
  return false;
}

// Is one of the spellings an е-spelling of another's ё-word that is another form
// of it? Hyphenated words are compared part by part («счета-фактуры», «счёта-фактуры»).
bool e_variant_is_other_form(const std::set<std::string>& spellings, const russian::Morphology* morphology) {
  if (!morphology) return false;
  const auto parts = [](const std::string& word) {
    std::vector<std::string> out;
    for (std::size_t start = 0;;) {
      const std::size_t dash = word.find('-', start);
      out.push_back(word.substr(start, dash - start));
      if (dash == std::string::npos) return out;
      start = dash + 1;
    }
  };
  for (const auto& with_e : spellings)
    for (const auto& with_yo : spellings) {
      const auto e_parts = parts(lower_same_width(with_e));
      const auto yo_parts = parts(lower_same_width(with_yo));
      if (e_parts.size() != yo_parts.size()) continue;
      for (std::size_t i = 0; i < e_parts.size(); ++i)
        if (e_parts[i] != yo_parts[i] && lookup_key(e_parts[i]) == lookup_key(yo_parts[i]) &&
            yo_parts[i].find("ё") != std::string::npos && e_parts[i].find("ё") == std::string::npos &&
            e_spelling_is_other_form(e_parts[i], yo_parts[i], *morphology))
          return true;
    }
  return false;
}

// Do these spellings differ in a way that makes them the same term written
// differently (and not two words, or a capitalised proper use)?
bool differ_meaningfully(const std::set<std::string>& spellings, const russian::Morphology* morphology) {
  if (e_variant_is_other_form(spellings, morphology)) return false;
  // Pairs that are different words although only ё/е tells them apart.
  static const std::set<std::string> distinct_words = {"все",  "всё",  "чем",  "чём",
                                                       "небо", "нёбо", "осел", "осёл"};
  for (const auto& s : spellings)
    if (distinct_words.count(lower_same_width(s))) return false;
  // Case alone never counts: Latin words that differ only in case are
  // identifiers, variables and section names (pid/PID, NAME/name).
  const std::string first_lower = lower_same_width(*spellings.begin());
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
      if (w.length < 4 || overlaps_protected(block, w.offset, w.length) || identifier_part(block.text, w))
        continue;
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
  // A spelling written as an identifier anywhere in the document («udplite(7)»,
  // «if (backingfile == -1)») is that identifier wherever it stands.
  std::set<std::string_view> identifiers;
  for (std::size_t b = 0; b < document.blocks.size() && b < words.size(); ++b)
    for (const auto& w : words[b])
      if (identifier_part(document.blocks[b].text, w)) identifiers.insert(w.text);
  std::map<std::string, Group> groups;
  std::vector<std::string> order;  // group keys in order of first occurrence
  for (std::size_t b = 0; b < document.blocks.size() && b < words.size(); ++b) {
    const auto& block = document.blocks[b];
    int word_index = -1;
    int sentence = 0;
    for (const auto& w : words[b]) {
      ++word_index;
      if (w.sentence_start) ++sentence;
      if (w.length < 2 || overlaps_protected(block, w.offset, w.length)) continue;
      std::string key = group_key(w.text);
      // A guide term is checked wherever it stands; any other identifier is left alone.
      if (!term_of.count(key) && identifiers.count(w.text)) continue;
      std::string preferred;
      if (const auto t = term_of.find(key); t != term_of.end()) {
        preferred = t->second;
        key = "term:" + group_key(preferred);
      }
      auto [it, inserted] = groups.try_emplace(key);
      if (inserted) order.push_back(key);
      it->second.preferred = preferred;
      it->second.occurrences.push_back(
          {block.index, w.offset, w.length, spelling_of(w), word_index, sentence});
    }
  }
  std::vector<sdk::Remark> remarks;
  std::set<std::pair<int, int>> remarked;  // (block, offset)
  for (const auto& key : order) {
    auto& group = groups[key];
    if (group.preferred.empty()) group.occurrences = without_side_by_side(group.occurrences);
    std::map<std::string, int> counts;
    std::set<std::string> spellings;
    for (const auto& o : group.occurrences) {
      ++counts[o.spelling];
      spellings.insert(o.spelling);
    }
    if (spellings.size() < 2 || (group.preferred.empty() && !differ_meaningfully(spellings, morphology)))
      continue;
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
