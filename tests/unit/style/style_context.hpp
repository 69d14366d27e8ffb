// A CheckContext over in-memory blocks for running the style engine without
// the host; collects the emitted remarks with their fragments filled.
#pragma once

#include <proofreader/sdk/engine.hpp>

#include <catch2/catch.hpp>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "style_engine.hpp"
#include "utf8_text.hpp"

namespace proofreader::testing {

class StyleCheckContext final : public sdk::CheckContext {
 public:
  // The guide's id defaults to one derived from its text, so engines that
  // cache by (id, version) never mix two test guides up.
  StyleCheckContext(std::vector<std::string> blocks, std::string guide_json, std::string rules_json = "[]",
                    int guide_version = 1, std::string guide_id = {})
      : rules_(std::move(rules_json)) {
    for (std::size_t i = 0; i < blocks.size(); ++i) {
      sdk::Block b;
      b.index = static_cast<int>(i);
      b.text = std::move(blocks[i]);
      document_.blocks.push_back(std::move(b));
    }
    guide_.id = guide_id.empty() ? "test-" + std::to_string(std::hash<std::string>{}(guide_json)) : guide_id;
    guide_.version = guide_version;
    guide_.json = std::move(guide_json);
  }

  sdk::Document& document_mutable() { return document_; }
  sdk::CheckOptions& options_mutable() { return options_; }
  const sdk::Document& document() const override { return document_; }
  const sdk::CheckOptions& options() const override { return options_; }
  const sdk::StyleGuideView* styleguide() const override { return guide_.json.empty() ? nullptr : &guide_; }
  const std::string& custom_rules_json() const override { return rules_; }
  const std::vector<sdk::Remark>& prior_remarks() const override { return prior_; }
  bool cancelled() const override { return false; }
  void emit(std::vector<sdk::Remark> remarks) override {
    for (auto& r : remarks) {
      const auto& text = document_.blocks.at(r.block).text;
      const auto starts = style::code_point_starts(text);
      REQUIRE(r.offset + r.length < static_cast<int>(starts.size()));
      r.fragment = text.substr(starts[r.offset], starts[r.offset + r.length] - starts[r.offset]);
      remarks_.push_back(std::move(r));
    }
  }
  const std::vector<sdk::Remark>& remarks() const { return remarks_; }
  std::vector<std::string> fragments(const std::string& category) const {
    std::vector<std::string> out;
    for (const auto& r : remarks_)
      if (r.category == category) out.push_back(r.fragment);
    return out;
  }

 private:
  sdk::Document document_;
  sdk::CheckOptions options_;
  sdk::StyleGuideView guide_;
  std::string rules_;
  std::vector<sdk::Remark> prior_;
  std::vector<sdk::Remark> remarks_;
};

inline std::shared_ptr<const russian::Morphology> dictionary() {
  static auto morphology = russian::Morphology::open(PROOFREADER_TEST_DICT);
  return morphology;
}

inline style::StyleEngine& shared_engine() {
  static style::StyleEngine engine(dictionary());
  return engine;
}

inline std::string default_guide_json() {
  std::ifstream in(PROOFREADER_TEST_GUIDE);
  REQUIRE(in.good());
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// A guide document with the given rules (a JSON array's items).
inline std::string guide_with(const std::string& rules) {
  return R"({"id":"test","name":"t","parameters":{},"rules":[)" + rules + "]}";
}

}  // namespace proofreader::testing
