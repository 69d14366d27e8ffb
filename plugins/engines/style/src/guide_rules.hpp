// The style guide as the engine reads it: the JSON document that
// GET /api/styleguides/{id} returns, parsed into plain structs.
//
// Rule kinds:
//  - forbidden: `phrase` (words; each a lemma unless `match` is "exact"; a
//    word {NOUN}/{VERB}/… stands for any word of that part of speech) with
//    optional fixed `suggestions`;
//  - replace: `phrase` → `replacement`, inflected to the form found;
//  - term: `preferred` and its `variants`; a variant is replaced by the
//    preferred form, and the consistency check unifies them;
//  - regex and typography: a PCRE2 `pattern` with `flags`, `literals` (lower
//    case strings one of which every match contains: the prefilter) and fixed
//    `suggestions`.
// Every rule has id, message, explanation, good, bad, severity, category and
// enabled. Pure data; parse_guide is a pure function.
#pragma once

#include <proofreader/sdk/types.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace proofreader::style {

enum class RuleKind { forbidden, replace, term, regex, typography };

struct GuideRule {
  std::string id;
  RuleKind kind = RuleKind::forbidden;
  bool exact = false;  // match: "exact" — phrase words are forms, not lemmas
  std::string phrase;
  std::string replacement;
  std::string preferred;
  std::vector<std::string> variants;
  std::string pattern;
  std::string flags;
  std::vector<std::string> literals;
  std::vector<std::string> suggestions;
  std::vector<std::string> except;  // forms (lower case) a lemma rule leaves alone
  std::string message;
  std::string explanation;
  std::vector<std::string> good;
  std::vector<std::string> bad;
  sdk::Severity severity = sdk::Severity::warning;
  std::string category = "style";
  bool enabled = true;
};

struct GuideParameters {
  int sentence_length_limit = 25;
  std::string vy_policy = "lowercase";  // lowercase | capitalized | off
  std::string quote_style = "«»";
  std::string yo_policy = "optional";  // optional | always | never
};

struct GuideDefinition {
  std::string id;
  std::string name;
  int version = 0;
  GuideParameters parameters;
  std::vector<GuideRule> rules;
};

// Parses a guide document. Throws std::invalid_argument naming the rule and
// the field when the document or a rule is malformed.
GuideDefinition parse_guide(std::string_view json);

std::string_view kind_name(RuleKind kind);

}  // namespace proofreader::style
