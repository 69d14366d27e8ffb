#include "guide_terms.hpp"

#include <Poco/JSON/Parser.h>

#include <proofreader/russian/tokenizer.hpp>

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

}  // namespace proofreader::grammar_client
