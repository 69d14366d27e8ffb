// The grammar server's side of the LanguageTool API (the shared library
// proofreader/languagetool speaks it): its own parameter acceptedWords, its
// rules' matches as API matches, and /v2/configinfo's rule list.
#pragma once

#include <string>
#include <unordered_set>

#include <proofreader/languagetool/form.hpp>
#include <proofreader/languagetool/response.hpp>

#include "checker.hpp"

namespace proofreader::grammar {

// acceptedWords' limits: more words, or a longer one, is a 400.
inline constexpr std::size_t kMaxAcceptedWords = 10000;
inline constexpr int kMaxAcceptedWordLength = 100;  // code points

// The "software" the grammar server names itself as.
languagetool::Software grammar_software();

// acceptedWords (ours: words the spelling rules accept for this request, a
// team's dictionary, a style guide's terms), lower case. Throws RequestError 400.
std::unordered_set<std::string> accepted_words(const languagetool::Params& params);

languagetool::CheckAnswer answer_of(const CheckResult& result);

// The body of /v2/configinfo: parameters and the rule list.
std::string configinfo_json(const Checker& checker, int max_text_length, int time_limit_ms);

}  // namespace proofreader::grammar
