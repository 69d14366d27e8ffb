#include "accepted_words.hpp"

#include <Poco/JSON/Parser.h>

#include <algorithm>

#include <proofreader/russian/tokenizer.hpp>
#include <proofreader/russian/word_formation.hpp>

namespace proofreader::grammar_client {

std::set<std::string> guide_terms(const sdk::StyleGuideView* guide) {
  std::set<std::string> terms;
  if (!guide || guide->json.empty()) return terms;
  try {
    const auto root = Poco::JSON::Parser().parse(guide->json).extract<Poco::JSON::Object::Ptr>();
    const auto rules = root ? root->getArray("rules") : nullptr;
    if (!rules) return terms;
    for (std::size_t i = 0; i < rules->size(); ++i) {
      const auto rule = rules->getObject(static_cast<unsigned>(i));
      if (!rule) continue;
      for (const char* key : {"replacement", "preferred"}) {
        if (!rule->has(key) || !rule->get(key).isString()) continue;
        for (const auto& token : russian::tokenize(rule->getValue<std::string>(key)).tokens)
          if (token.kind == russian::Token::Kind::word) terms.insert(russian::to_lower(token.text));
      }
    }
  } catch (const Poco::Exception&) {
    terms.clear();  // a broken guide adds no words
  }
  return terms;
}

AcceptedWords::AcceptedWords(std::set<std::string> guide_terms,
                             const std::vector<std::string>& dictionary_forms)
    : terms_(std::move(guide_terms)), forms_(dictionary_forms.begin(), dictionary_forms.end()) {}

AcceptedWords AcceptedWords::of(const sdk::CheckContext& ctx) {
  return AcceptedWords(guide_terms(ctx.styleguide()), ctx.dictionary_words());
}

bool AcceptedWords::accepts(const std::string& lower) const {
  if (forms_.count(lower) || terms_.count(lower)) return true;
  return std::any_of(terms_.begin(), terms_.end(),
                     [&](const std::string& term) { return russian::form_of_lemma(lower, term); });
}

std::vector<std::string> AcceptedWords::in_text(const std::string& text) const {
  std::vector<std::string> out;
  if (empty()) return out;
  std::set<std::string> seen;
  const auto take = [&](std::string word) {
    if (seen.insert(word).second && accepts(word)) out.push_back(std::move(word));
  };
  for (const auto& token : russian::tokenize(text).tokens) {
    if (token.kind != russian::Token::Kind::word) continue;
    const std::string lower = russian::to_lower(token.text);
    take(lower);
    // The parts of a hyphenated word, which the server's spelling checks one by one.
    if (lower.find('-') == std::string::npos) continue;
    std::size_t start = 0;
    for (std::size_t dash; (dash = lower.find('-', start)) != std::string::npos; start = dash + 1)
      take(lower.substr(start, dash - start));
    take(lower.substr(start));
  }
  return out;
}

}  // namespace proofreader::grammar_client
