// Reads what to check from a request: the source (file, text or url — exactly
// one), the option flags (absent means on), the style guide (given id or the
// active one) and the user's regex rules. Shared by POST /api/jobs and the
// direct /api/check* endpoints, so they accept the same fields alike.
#pragma once

#include <proofreader/sdk/routes.hpp>

#include "jobs/JobManager.hpp"

namespace proofreader::host {

class GuideStore;
class OutgoingHttp;
class UserRuleStore;

// Where a check request's style guide and regex rules come from, and the
// fetch rules its url must pass.
struct CheckSources {
  GuideStore& guides;
  UserRuleStore& rules;
  const OutgoingHttp& outgoing;
};

// Multipart or urlencoded form, or a JSON object with the same names.
// Throws ApiError 400 naming what is wrong.
JobRequest read_check_request(const CheckSources& sources, sdk::RequestContext& ctx);

// The user-defined regex rules visible to `user`, as the JSON array GET /api/rules returns.
std::string custom_rules_json(UserRuleStore& rules, const sdk::User& user);

}  // namespace proofreader::host
