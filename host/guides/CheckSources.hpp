// Where a check's style guide and the user's regex rules come from: the
// stores every way of starting a check reads (POST /api/jobs, the direct
// /api/check* endpoints, a section's HostServices::submit_check).
#pragma once

#include <proofreader/sdk/types.hpp>

#include <string>

namespace proofreader::host {

class GuideStore;
class UserRuleStore;

struct CheckSources {
  GuideStore& guides;
  UserRuleStore& rules;
};

// The user-defined regex rules visible to `user`, as the JSON array GET /api/rules returns.
std::string custom_rules_json(UserRuleStore& rules, const sdk::User& user);

}  // namespace proofreader::host
