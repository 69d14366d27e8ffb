#include "lt_api.hpp"

#include <sstream>

#include <proofreader/languagetool/request_error.hpp>
#include <proofreader/russian/tokenizer.hpp>

namespace proofreader::grammar {

using languagetool::json_string;
using languagetool::RequestError;

languagetool::Software grammar_software() {
  return {"Proofreader Grammar", "1.0"};
}

// A comma-separated list, as LanguageTool's rule lists are.
std::unordered_set<std::string> accepted_words(const languagetool::Params& params) {
  std::unordered_set<std::string> words;
  const auto* v = languagetool::find_param(params, "acceptedWords");
  if (!v) return words;
  std::size_t count = 0;
  std::stringstream in(*v);
  for (std::string item; std::getline(in, item, ',');) {
    const auto first = item.find_first_not_of(" \t\r\n");
    if (first == std::string::npos) continue;
    item = item.substr(first, item.find_last_not_of(" \t\r\n") - first + 1);
    if (++count > kMaxAcceptedWords)
      throw RequestError(400,
                         "'acceptedWords' has more than " + std::to_string(kMaxAcceptedWords) + " words");
    if (russian::code_points(item) > kMaxAcceptedWordLength)
      throw RequestError(400, "A word in 'acceptedWords' is longer than " +
                                  std::to_string(kMaxAcceptedWordLength) + " characters");
    words.insert(russian::to_lower(item));
  }
  return words;
}

languagetool::CheckAnswer answer_of(const CheckResult& result) {
  languagetool::CheckAnswer answer;
  answer.sentences = result.sentences;
  answer.incomplete = result.incomplete;
  answer.matches.reserve(result.matches.size());
  for (const auto& found : result.matches) {
    const RuleInfo& r = *found.rule;
    const Match& m = found.match;
    answer.matches.push_back(
        {m.offset,
         m.length,
         m.message,
         m.short_message,
         m.replacements,
         {r.id, r.description, r.issue_type, category_id(r.category), category_name(r.category)}});
  }
  return answer;
}

std::string configinfo_json(const Checker& checker, int max_text_length, int time_limit_ms) {
  std::string out = "{\"software\":" + languagetool::software_json(grammar_software()) +
                    ",\"parameter\":{\"maxTextLength\":" + std::to_string(max_text_length) +
                    ",\"maxTextHardLength\":" + std::to_string(max_text_length) +
                    ",\"maxCheckTimeMillis\":" + std::to_string(time_limit_ms) + "},\"rules\":[";
  bool first = true;
  for (const auto& rule : checker.rules()) {
    const RuleInfo& r = rule->info();
    if (!first) out += ',';
    first = false;
    out += "{\"ruleId\":" + json_string(r.id) + ",\"description\":" + json_string(r.description) +
           ",\"isDictionaryBasedSpellingRule\":" + (r.issue_type == "misspelling" ? "true" : "false") +
           ",\"isDefaultOff\":" + (r.picky ? "true" : "false") +
           ",\"category\":" + json_string(category_name(r.category)) +
           ",\"categoryId\":" + json_string(category_id(r.category)) +
           ",\"locQualityIssueType\":" + json_string(r.issue_type) + "}";
  }
  return out + "]}";
}

}  // namespace proofreader::grammar
