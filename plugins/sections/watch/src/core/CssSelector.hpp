// The simple CSS selectors a watched page may name its part with: a list of
// alternatives separated by commas, each a chain of compound selectors
// separated by spaces (descendant), each compound a tag, #id and/or .classes
// ("main", "#content", "div.article .body p", "h1, .lead"). Anything else
// (">", "+", "[attr]", ":pseudo") is refused with std::invalid_argument, so a
// selector is checked when a page is saved. Immutable, thread-safe.
#pragma once

#include <gumbo.h>

#include <string>
#include <vector>

namespace proofreader::watch {

class CssSelector {
 public:
  // Throws std::invalid_argument naming what is not supported.
  explicit CssSelector(const std::string& text);

  // True when `element` (a GUMBO_NODE_ELEMENT) matches one of the alternatives.
  bool matches(const GumboNode* element) const;

 private:
  struct Compound {
    std::string tag;  // lower case; empty = any
    std::string id;
    std::vector<std::string> classes;
    bool matches(const GumboNode* element) const;
  };
  using Chain = std::vector<Compound>;  // ancestor … element

  static bool chain_matches(const Chain& chain, const GumboNode* element);

  std::vector<Chain> alternatives_;
};

}  // namespace proofreader::watch
