// CheckRequest: the parameters of one /v2/check call, validated as
// LanguageTool validates them.
//
// parse_check_request() reads `text` or `data` (annotated text: `markup`
// skipped, `interpretAs` checked in its place), `language` (ru, ru-RU, auto),
// `level` and the rule selection; it throws RequestError with LanguageTool's
// status and reason for bad input. `username`, `apiKey`, `preferredVariants`
// and `motherTongue` are the caller's to read. Pure function, thread-safe.
#pragma once

#include <memory>
#include <set>
#include <string>

#include "proofreader/languagetool/checked_text.hpp"
#include "proofreader/languagetool/form.hpp"
#include "proofreader/languagetool/request_error.hpp"

namespace proofreader::languagetool {

// LanguageTool's rule selection parameters of one request.
struct RuleSelection {
  std::set<std::string> enabled_rules;
  std::set<std::string> disabled_rules;
  std::set<std::string> enabled_categories;
  std::set<std::string> disabled_categories;
  bool enabled_only = false;
  bool picky = false;  // level=picky

  // Whether a match of rule `id` in category `category` is reported; a
  // `default_off` rule only when asked for by id or with level=picky.
  bool selects(const std::string& id, const std::string& category, bool default_off = false) const;
};

struct CheckRequest {
  std::unique_ptr<CheckedText> text;
  RuleSelection selection;
};

// `max_text_length` counts UTF-16 code units of the checked text, as LanguageTool does.
CheckRequest parse_check_request(const Params& params, int max_text_length);

}  // namespace proofreader::languagetool
