// /api/styleguides* and /api/rules: style guides, guide extraction and user
// regex rules.
//
// Who may do what: any logged-in user reads guides, selects the active guide
// (the guide is global: it is the one checks use when they name none), and
// extracts a draft guide from a file; PUT and DELETE of a guide are admin
// only and audited. /api/rules: everyone manages their own rules; scope
// "everyone" and deleting other people's rules are admin only.
#pragma once

#include "model/ModelAccess.hpp"

namespace proofreader::host {

class GuideStore;
class JobManager;
class Router;
class Settings;
class UserRuleStore;

// What the handlers use; each must outlive the router.
struct GuideRouteServices {
  GuideStore& guides;
  UserRuleStore& rules;
  JobManager& jobs;
  ModelAccess model;
};

// Registers the routes over the host's GuideStore and UserRuleStore;
// extractions run as jobs on `services.jobs`, which the host stops before it
// drops the handlers.
void register_guide_routes(Router& router, GuideRouteServices services);

// Imports the built-in guide from <PROOFREADER_SHARE_DIR>/styleguides/
// default-ru.json (a changed file replaces the stored copy); a failure is
// logged and the host serves on without it.
void import_builtin_guide(GuideStore& guides, const Settings& settings);

}  // namespace proofreader::host
