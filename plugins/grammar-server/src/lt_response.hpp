// The JSON documents of LanguageTool's HTTP API v2, written in its exact shape
// (field names and nesting), so that LanguageTool clients read ours unchanged.
// Pure functions.
#pragma once

#include <string>
#include <string_view>

#include "checked_text.hpp"
#include "checker.hpp"

namespace proofreader::grammar {

// A JSON string literal with quotes, escaped.
std::string json_string(std::string_view utf8);

// The "software" object.
std::string software_json();

// The body of a /v2/check answer.
std::string check_response_json(const CheckedText& text, const CheckResult& result);

// The body of /v2/languages.
std::string languages_json();

// The body of /v2/configinfo: parameters and the rule list.
std::string configinfo_json(const Checker& checker, int max_text_length, int time_limit_ms);

}  // namespace proofreader::grammar
