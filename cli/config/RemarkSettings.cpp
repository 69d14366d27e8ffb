#include "cli/config/RemarkSettings.hpp"

#include <algorithm>
#include <optional>

namespace proofreader::cli {

namespace {

// The value set for the remark's rule (full id first, then the bare id), else for its category.
template <typename Value>
std::optional<Value> setting_for(const std::map<std::string, Value>& settings, const CliRemark& remark) {
  const auto slash = remark.rule_id.find('/');
  for (const auto& key :
       {remark.rule_id, slash == std::string::npos ? std::string() : remark.rule_id.substr(slash + 1),
        remark.category}) {
    if (key.empty()) continue;
    if (auto found = settings.find(key); found != settings.end()) return found->second;
  }
  return std::nullopt;
}

}  // namespace

std::vector<CliRemark> apply_remark_settings(const ConfigValues& config, std::vector<CliRemark> remarks) {
  std::map<std::string, bool> switches = config.rules;
  switches.insert(config.categories.begin(), config.categories.end());
  remarks.erase(std::remove_if(remarks.begin(), remarks.end(),
                               [&](const CliRemark& r) { return !setting_for(switches, r).value_or(true); }),
                remarks.end());
  for (auto& remark : remarks)
    if (auto severity = setting_for(config.severities, remark)) remark.severity = *severity;
  return remarks;
}

}  // namespace proofreader::cli
