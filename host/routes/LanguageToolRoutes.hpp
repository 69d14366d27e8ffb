// LanguageTool's public HTTP API at the product's own address: /v2/check,
// /v2/languages and /v2/info, answered exactly as LanguageTool answers them
// (errors too: a status and a plain-text "Error: …", which its clients show),
// so that LibreOffice, the browser add-on and other LanguageTool clients get
// the whole deterministic pipeline (LanguageToolCheck).
//
// The routes are open to the router; /v2/check authenticates the caller
// itself by LanguageTool's username + apiKey, or lets anyone in when
// PROOFREADER_LT_ANONYMOUS=true (then the default guide, the team dictionary
// and the regex rules shared with everyone apply). A session cookie is never
// read here.
#pragma once

#include "guides/CheckSources.hpp"
#include "jobs/JobManager.hpp"

namespace proofreader::host {

class ApiKeyAuth;
class Router;
class TrustedProxies;
class Settings;

// What the handlers use; each must outlive the router.
struct LanguageToolRouteServices {
  JobManager& jobs;
  CheckSources check_sources;
  const Settings& settings;
  const TrustedProxies& proxies;
  ApiKeyAuth& api_keys;
};

void register_languagetool_routes(Router& router, LanguageToolRouteServices services);

}  // namespace proofreader::host
