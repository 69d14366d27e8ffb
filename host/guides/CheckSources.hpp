// Where a check's style guide and the user's regex rules come from: the
// stores every way of starting a check reads (POST /api/jobs, the direct
// /api/check* endpoints, a section's HostServices::submit_check).
#pragma once

#include <proofreader/sdk/types.hpp>

#include <string>

namespace proofreader::host {

class Fetcher;
class GuideStore;
class UserRuleStore;

// And the fetch rules a check's url must pass when it is asked for.
struct CheckSources {
  GuideStore& guides;
  UserRuleStore& rules;
  const Fetcher& outgoing;
};

// The user-defined regex rules visible to `user`, as the JSON array GET /api/rules returns.
std::string custom_rules_json(UserRuleStore& rules, const sdk::User& user);

}  // namespace proofreader::host
