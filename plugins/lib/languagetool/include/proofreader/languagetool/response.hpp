// The JSON documents of LanguageTool's HTTP API v2, written in its exact shape
// (field names and nesting), so that LanguageTool clients read ours unchanged.
// Offsets and lengths go out in UTF-16 code units of the original text, as
// LanguageTool's do. Pure functions.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "proofreader/languagetool/checked_text.hpp"

namespace proofreader::languagetool {

// A JSON string literal with quotes, escaped.
std::string json_string(std::string_view utf8);

// Who answers: the "software" object's name and version.
struct Software {
  std::string name;
  std::string version;
};

std::string software_json(const Software& software);

// A match's rule as LanguageTool describes it.
struct RuleRef {
  std::string id;
  std::string description;
  // LanguageTool's issueType: "misspelling", "grammar", "typographical", "style", "duplication", …
  std::string issue_type;
  std::string category_id;  // "TYPOS", "GRAMMAR", "PUNCTUATION", "STYLE", "TYPOGRAPHY", …
  std::string category_name;
};

struct Match {
  int offset = 0;  // code points of CheckedText::text()
  int length = 0;
  std::string message;
  std::string short_message;
  std::vector<std::string> replacements;
  RuleRef rule;
};

struct CheckAnswer {
  std::vector<Match> matches;                  // sorted by offset
  std::vector<std::pair<int, int>> sentences;  // [from, to) in code points
  bool incomplete = false;                     // a time limit stopped the check early
};

// The body of a /v2/check answer.
std::string check_response_json(const Software& software, const CheckedText& text, const CheckAnswer& answer);

// The body of /v2/languages.
std::string languages_json();

}  // namespace proofreader::languagetool
