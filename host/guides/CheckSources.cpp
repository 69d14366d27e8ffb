#include "guides/CheckSources.hpp"

#include <sstream>

#include "guides/UserRuleStore.hpp"

namespace proofreader::host {

std::string custom_rules_json(UserRuleStore& rules, const sdk::User& user) {
  std::ostringstream out;
  rules.visible_to(user)->stringify(out);
  return out.str();
}

}  // namespace proofreader::host
