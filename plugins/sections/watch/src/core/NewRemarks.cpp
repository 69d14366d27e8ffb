#include "NewRemarks.hpp"

#include <proofreader/russian/tokenizer.hpp>

#include <map>

namespace proofreader::watch {

namespace {

// One word either side: wide enough to tell two places apart, narrow enough
// that an edit elsewhere in the sentence does not make an old remark new.
constexpr std::size_t kContextWords = 1;

}  // namespace

RemarkKey remark_key(std::string rule, std::string fragment, std::string_view block_text, int offset,
                     int length) {
  std::vector<std::string> before, after;
  for (const auto& token : russian::tokenize(block_text).tokens) {
    if (token.kind == russian::Token::Kind::space || token.kind == russian::Token::Kind::punctuation)
      continue;
    if (token.offset + token.length <= offset)
      before.push_back(token.text);
    else if (token.offset >= offset + length)
      after.push_back(token.text);
  }
  std::string context;
  for (std::size_t i = before.size() > kContextWords ? before.size() - kContextWords : 0; i < before.size();
       ++i)
    context += before[i] + ' ';
  context += '|';
  for (std::size_t i = 0; i < after.size() && i < kContextWords; ++i) context += ' ' + after[i];
  return {std::move(rule), std::move(fragment), russian::to_lower(context)};
}

std::vector<bool> new_remarks(const std::vector<RemarkKey>& before, const std::vector<RemarkKey>& after) {
  std::map<std::tuple<std::string, std::string, std::string>, int> unused;
  for (const auto& k : before) ++unused[{k.rule, k.fragment, k.context}];
  std::vector<bool> fresh;
  fresh.reserve(after.size());
  for (const auto& k : after) {
    auto it = unused.find({k.rule, k.fragment, k.context});
    const bool seen = it != unused.end() && it->second > 0;
    if (seen) --it->second;
    fresh.push_back(!seen);
  }
  return fresh;
}

}  // namespace proofreader::watch
