// Service endpoints: /api/health, /api/health/full, /api/config, /api, and —
// only when PROOFREADER_DOCS=true — /api/openapi.json, /api/docs, /api/redoc.
#pragma once

#include <string>

#include "settings/ModelAccess.hpp"

namespace proofreader::host {

struct Cluster;
class Database;
class JobManager;
class PluginManager;
class Router;
class Settings;

// What the handlers use; each must outlive the router (the route index and
// the OpenAPI document read the router itself).
struct ServiceRouteServices {
  Router& router;
  const Settings& settings;
  PluginManager& plugins;
  JobManager& jobs;
  Database& db;
  ModelAccess model;
  std::string data_dir;
  long long max_body_bytes = 0;  // the request body limit in force (PROOFREADER_MAX_BODY_BYTES)
  Cluster* cluster = nullptr;    // several backends on PostgreSQL, else null
};

void register_service_routes(ServiceRouteServices services);

}  // namespace proofreader::host
