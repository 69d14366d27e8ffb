// CheckRequest: the parameters of one /v2/check call, validated as
// LanguageTool validates them.
//
// parse_check_request() reads text or data (annotation JSON), language, the
// rule selection and our own acceptedWords (words the spelling rules accept
// for this request: a team's dictionary, a style guide's terms); it throws RequestError carrying
// LanguageTool's status and plain-text reason for bad input. Pure function, thread-safe.
#pragma once

#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <unordered_set>

#include "checked_text.hpp"
#include "checker.hpp"

namespace proofreader::grammar {

// An error answered as LanguageTool does: the status and "Error: <reason>".
class RequestError : public std::runtime_error {
 public:
  RequestError(int status, const std::string& reason) : std::runtime_error(reason), status_(status) {}
  int status() const { return status_; }

 private:
  int status_;
};

// acceptedWords' limits: more words, or a longer one, is a 400.
inline constexpr std::size_t kMaxAcceptedWords = 10000;
inline constexpr int kMaxAcceptedWordLength = 100;  // code points

struct CheckRequest {
  std::unique_ptr<CheckedText> text;
  RuleSelection selection;
  std::unordered_set<std::string> accepted_words;  // lower case
};

// `max_text_length` counts UTF-16 code units of the checked text, as LanguageTool does.
CheckRequest parse_check_request(const std::map<std::string, std::string>& params, int max_text_length);

}  // namespace proofreader::grammar
