// A remark (замечание): one problem an engine found in one block.
//
// The same shape is used everywhere in the API: job cards, reports, history,
// /api/check-text and xlsx exports.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace proofreader::sdk {

enum class Severity { error, warning, suggestion };

inline std::string_view to_string(Severity s) {
  switch (s) {
    case Severity::error:
      return "error";
    case Severity::warning:
      return "warning";
    case Severity::suggestion:
      return "suggestion";
  }
  return "warning";
}

// The categories a remark may carry. Engines declare which they emit.
inline constexpr std::string_view kCategories[] = {
    "spelling",  "grammar",         "punctuation", "typography", "agreement",   "passive_voice",
    "polite_vy", "sentence_length", "style",       "custom",     "consistency", "llm"};

inline bool is_known_category(std::string_view c) {
  for (auto k : kCategories)
    if (k == c) return true;
  return false;
}

// An engine's remark that the host merged into another engine's card about
// the same problem: which engine said it and under which rule.
struct RemarkOrigin {
  std::string engine;
  std::string rule_id;
};

struct Remark {
  std::string id;        // assigned by the host; engines leave it empty
  std::string engine;    // filled by the host with the engine's name
  std::string category;  // one of kCategories
  std::string rule_id;   // stable id of the rule within the engine
  Severity severity = Severity::warning;
  std::string message;   // for the writer, in Russian
  int block = 0;         // Block::index
  int offset = 0;        // code points from the start of the block's text
  int length = 0;        // code points
  std::string fragment;  // exactly the block's text at [offset, offset+length); the host fills it
  std::vector<std::string> suggestions;
  std::string explanation;  // longer text: why, and a reference to the guide
  // Other engines' remarks about the same problem, merged into this one by
  // the host (engines leave it empty).
  std::vector<RemarkOrigin> merged_from;
};

}  // namespace proofreader::sdk
