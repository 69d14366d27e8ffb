// A CheckContext over an in-memory document, for running the morphology
// engine without the host: tests and the offline evaluation driver. Collects
// emitted remarks and fills Remark::fragment as the host would.
#pragma once

#include <proofreader/russian/tokenizer.hpp>
#include <proofreader/sdk/engine.hpp>
#include <string>
#include <vector>

namespace proofreader::testing {

class InMemoryCheckContext final : public sdk::CheckContext {
 public:
  explicit InMemoryCheckContext(std::vector<std::string> blocks, std::string guide_json = {}) {
    for (std::size_t i = 0; i < blocks.size(); ++i) {
      sdk::Block b;
      b.index = static_cast<int>(i);
      b.text = std::move(blocks[i]);
      document_.blocks.push_back(std::move(b));
    }
    if (!guide_json.empty()) {
      guide_.id = "test";
      guide_.version = 1;
      guide_.json = std::move(guide_json);
      has_guide_ = true;
    }
  }

  sdk::Document& document_mutable() { return document_; }
  const sdk::Document& document() const override { return document_; }
  const sdk::CheckOptions& options() const override { return options_; }
  const sdk::StyleGuideView* styleguide() const override { return has_guide_ ? &guide_ : nullptr; }
  const std::string& custom_rules_json() const override { return rules_; }
  const std::vector<sdk::Remark>& prior_remarks() const override { return prior_; }
  bool cancelled() const override { return false; }
  const std::vector<std::string>& dictionary_words() const override { return dictionary_; }
  // The team dictionary's forms the check sees (sorted, lower case).
  void set_dictionary(std::vector<std::string> forms) { dictionary_ = std::move(forms); }
  void emit(std::vector<sdk::Remark> remarks) override {
    for (auto& r : remarks) {
      r.fragment = code_point_slice(document_.blocks.at(r.block).text, r.offset, r.length);
      remarks_.push_back(std::move(r));
    }
  }

  const std::vector<sdk::Remark>& remarks() const { return remarks_; }

 private:
  static std::string code_point_slice(const std::string& text, int offset, int length) {
    const auto tokens = russian::tokenize(text).tokens;
    std::size_t begin = text.size(), end = text.size();
    for (const auto& t : tokens) {
      if (t.offset == offset) begin = t.byte_offset;
      if (t.offset + t.length == offset + length) end = t.byte_offset + t.byte_length;
    }
    return begin <= end ? text.substr(begin, end - begin) : std::string();
  }

  sdk::Document document_;
  sdk::CheckOptions options_;
  sdk::StyleGuideView guide_;
  bool has_guide_ = false;
  std::string rules_ = "[]";
  std::vector<sdk::Remark> prior_;
  std::vector<sdk::Remark> remarks_;
  std::vector<std::string> dictionary_;
};

}  // namespace proofreader::testing
