#include "routes/LanguageToolCheck.hpp"

#include <algorithm>

#include <proofreader/russian/tokenizer.hpp>

#include "extract/protected_spans.hpp"
#include "guides/GuideStore.hpp"
#include "routes/LanguageToolRules.hpp"

namespace proofreader::host {

namespace {

// The text as one block per line; `starts[i]` is block i's first code point in the text.
std::shared_ptr<const sdk::Document> document_of(const std::u32string& text, std::vector<int>& starts) {
  auto document = std::make_shared<sdk::Document>();
  document->source.kind = "text";
  document->source.format = "text";
  std::size_t from = 0;
  while (from <= text.size()) {
    std::size_t to = text.find(U'\n', from);
    if (to == std::u32string::npos) to = text.size();
    std::size_t end = to;
    if (end > from && text[end - 1] == U'\r') --end;
    sdk::Block block;
    block.index = static_cast<int>(document->blocks.size());
    block.kind = "paragraph";
    block.text = languagetool::encode_utf8(std::u32string_view(text).substr(from, end - from));
    block.location.paragraph = block.index + 1;
    block.protected_spans = find_protected_spans(block.text);
    document->blocks.push_back(std::move(block));
    starts.push_back(static_cast<int>(from));
    from = to + 1;
  }
  return document;
}

}  // namespace

languagetool::CheckAnswer run_languagetool_check(JobManager& jobs, const CheckSources& sources,
                                                 const sdk::User& user,
                                                 const languagetool::CheckRequest& request) {
  const languagetool::CheckedText& text = *request.text;
  std::vector<int> starts;
  auto document = document_of(text.text(), starts);

  JobRequest check;
  check.user = user;
  check.source = {"text", "", "", text.utf8(), std::nullopt};
  check.guide = sources.guides.view_of("");
  check.custom_rules_json = custom_rules_json(sources.rules, user);
  const PipelineResult result = jobs.checks().check_now(check, document, true);

  languagetool::CheckAnswer answer;
  for (const auto& engine : result.engines)
    if (engine.status == "timeout" || engine.status == "failed") answer.incomplete = true;
  for (const auto& remark : result.remarks) {
    auto rule = languagetool_rule(remark);
    if (!request.selection.selects(rule.id, rule.category_id)) continue;
    // LibreOffice shows `message` as the short comment and `shortMessage` in
    // the dialog: the remark's explanation, when it has one, goes there.
    answer.matches.push_back({starts[static_cast<std::size_t>(remark.block)] + remark.offset, remark.length,
                              remark.message,
                              remark.explanation.empty() ? remark.message : remark.explanation,
                              remark.suggestions, std::move(rule)});
  }
  std::stable_sort(answer.matches.begin(), answer.matches.end(),
                   [](const auto& a, const auto& b) { return a.offset < b.offset; });
  for (const auto& sentence : russian::tokenize(text.utf8()).sentences)
    answer.sentences.emplace_back(sentence.offset, sentence.offset + sentence.length);
  return answer;
}

}  // namespace proofreader::host
