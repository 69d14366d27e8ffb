// /api/styleguides* and /api/rules: style guides, guide extraction and user
// regex rules; also sets HostContext::find_guide and custom_rules_for.
//
// Who may do what: any logged-in user reads guides, selects the active guide
// (the guide is global: it is the one checks use when they name none), and
// extracts a draft guide from a file; PUT and DELETE of a guide are admin
// only and audited. /api/rules: everyone manages their own rules; scope
// "everyone" and deleting other people's rules are admin only.
#pragma once

#include "app/HostContext.hpp"
#include "jobs/JobManager.hpp"

namespace proofreader::host {

// Applies the guides schema, imports the built-in guide from
// <PROOFREADER_SHARE_DIR>/styleguides/default-ru.json at first start, and
// registers the routes. The stores live as long as the route handlers;
// extractions run as jobs on `jobs`, which the host stops before it drops the
// handlers.
void register_guide_routes(HostContext& host, JobManager& jobs);

}  // namespace proofreader::host
