#include "lemma_matcher.hpp"

#include <algorithm>
#include <sstream>

#include "utf8_text.hpp"

namespace proofreader::style {

bool has_cyrillic(std::string_view text) {
  for (char c : text) {
    const auto b = static_cast<unsigned char>(c);
    if (b == 0xD0 || b == 0xD1) return true;
  }
  return false;
}

LemmaMatcher::LemmaMatcher(std::shared_ptr<const russian::Morphology> morphology)
    : morphology_(std::move(morphology)) {}

LemmaMatcher::Expansion LemmaMatcher::expand(const std::string& word, bool exact) const {
  const std::string key = lookup_key(word);
  Expansion e;
  e.forms.insert(key);
  if (exact || !morphology_ || !has_cyrillic(word)) return e;
  const auto parses = morphology_->parse(key);
  bool any = false, predicted = true;
  for (const auto& parse : parses) {
    if (lookup_key(parse.normal_form) != key) continue;
    any = true;
    predicted = predicted && parse.predicted;
    for (const auto& form : morphology_->lexeme(parse)) e.forms.insert(lookup_key(form.word));
  }
  // A known word that is no lemma («путём») stays as written.
  if (!any || !predicted) return e;
  std::string stem = key;
  for (const auto& form : e.forms) {
    std::size_t n = 0;
    while (n < stem.size() && n < form.size() && stem[n] == form[n]) ++n;
    stem.resize(n);
  }
  while (!stem.empty() && (static_cast<unsigned char>(stem.back()) & 0xC0) == 0x80) stem.pop_back();
  if (!stem.empty() && (static_cast<unsigned char>(stem.back()) & 0xC0) == 0xC0) stem.pop_back();
  if (stem.size() >= 8) e.stem = stem;  // four Cyrillic letters at least
  return e;
}

LemmaMatcher::CompiledPhrase LemmaMatcher::compile(std::size_t rule, const std::string& phrase, bool exact,
                                                   const std::vector<std::string>& except) const {
  CompiledPhrase c;
  Phrase& p = c.phrase;
  p.rule = rule;
  std::istringstream in(phrase);
  for (std::string word; in >> word;) {
    Element e;
    if (word.size() > 2 && word.front() == '{' && word.back() == '}') {
      e.pos = word.substr(1, word.size() - 2);
    } else {
      auto expansion = expand(word, exact);
      e.forms = std::move(expansion.forms);
      if (p.elements.empty()) c.stem = std::move(expansion.stem);
    }
    p.elements.push_back(std::move(e));
  }
  if (p.elements.empty() || !p.elements.front().pos.empty())
    throw std::invalid_argument("a phrase must start with a word: '" + phrase + "'");
  for (const auto& form : except) p.elements.front().forms.erase(lookup_key(form));
  if (!c.stem.empty()) c.lemma = lookup_key(phrase.substr(0, phrase.find(' ')));
  return c;
}

void LemmaMatcher::add(CompiledPhrase c) {
  const auto index = static_cast<std::uint32_t>(phrases_.size());
  for (const auto& form : c.phrase.elements.front().forms) first_word_[form].push_back(index);
  if (!c.stem.empty()) {
    stems_[c.stem].push_back({index, std::move(c.lemma)});
    if (std::find(stem_lengths_.begin(), stem_lengths_.end(), c.stem.size()) == stem_lengths_.end())
      stem_lengths_.push_back(c.stem.size());
  }
  phrases_.push_back(std::move(c.phrase));
}

bool LemmaMatcher::matches(const Element& element, const Word& word) const {
  if (element.pos.empty()) return element.forms.count(word.key) > 0;
  if (!morphology_) return false;
  const auto parses = morphology_->parse(word.key);
  return !parses.empty() && parses.front().tag.pos() == element.pos;
}

bool LemmaMatcher::has_lemma(const Word& word, const std::string& lemma) const {
  for (const auto& parse : morphology_->parse(word.key))
    if (lookup_key(parse.normal_form) == lemma) return true;
  return false;
}

void LemmaMatcher::try_phrase(std::uint32_t index, const std::vector<Word>& words, std::size_t i,
                              std::vector<PhraseMatch>& found) const {
  const auto& phrase = phrases_[index];
  std::size_t k = 1;
  for (; k < phrase.elements.size(); ++k) {
    const std::size_t w = i + k;
    if (w >= words.size() || !words[w].joined_to_previous || !matches(phrase.elements[k], words[w])) return;
  }
  found.push_back({phrase.rule, i, i + k - 1});
}

std::vector<PhraseMatch> LemmaMatcher::find(const std::vector<Word>& words) const {
  std::vector<PhraseMatch> found;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const auto& key = words[i].key;
    const auto hit = first_word_.find(key);
    if (hit != first_word_.end())
      for (auto index : hit->second) try_phrase(index, words, i, found);
    for (auto length : stem_lengths_) {
      if (length >= key.size()) continue;
      const auto stem = stems_.find(key.substr(0, length));
      if (stem == stems_.end()) continue;
      for (const auto& entry : stem->second) {
        const bool indexed = hit != first_word_.end() && std::find(hit->second.begin(), hit->second.end(),
                                                                   entry.phrase) != hit->second.end();
        if (!indexed && has_lemma(words[i], entry.lemma)) try_phrase(entry.phrase, words, i, found);
      }
    }
  }
  return found;
}

}  // namespace proofreader::style
