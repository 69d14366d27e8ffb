#include <catch2/catch.hpp>

#include "cli/config/RemarkSettings.hpp"

using namespace proofreader::cli;

namespace {

CliRemark remark(std::string rule_id, std::string category, CliSeverity severity = CliSeverity::warning) {
  CliRemark r;
  r.rule_id = std::move(rule_id);
  r.category = std::move(category);
  r.severity = severity;
  return r;
}

std::vector<std::string> rules_of(const std::vector<CliRemark>& remarks) {
  std::vector<std::string> out;
  for (const auto& r : remarks) out.push_back(r.rule_id);
  return out;
}

}  // namespace

TEST_CASE("Categories and rules switched off drop their remarks and a rule's switch outranks its category's") {
  const std::vector<CliRemark> remarks{
      remark("style/passive", "passive_voice"), remark("style/quotes", "typography"),
      remark("grammar-client/RU_SPELLING", "spelling"), remark("style/dash", "typography")};
  ConfigValues config;
  CHECK(rules_of(apply_remark_settings(config, remarks)).size() == 4);
  config.categories = {{"typography", false}};
  config.rules = {{"RU_SPELLING", false}, {"style/dash", true}};
  CHECK(rules_of(apply_remark_settings(config, remarks)) ==
        std::vector<std::string>{"style/passive", "style/dash"});
}

TEST_CASE("A severity named for a rule or a category replaces the engine's, the rule's first") {
  ConfigValues config;
  config.severities = {{"typography", CliSeverity::error}, {"quotes", CliSeverity::suggestion}};
  const auto out = apply_remark_settings(
      config,
      {remark("style/quotes", "typography"), remark("style/dash", "typography"), remark("x/y", "spelling")});
  CHECK(out[0].severity == CliSeverity::suggestion);
  CHECK(out[1].severity == CliSeverity::error);
  CHECK(out[2].severity == CliSeverity::warning);
}
