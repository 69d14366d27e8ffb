// Service endpoints: /api/health, /api/health/full, /api/config, /api, and —
// only when PROOFREADER_DOCS=true — /api/openapi.json, /api/docs, /api/redoc.
#pragma once

#include <cstddef>
#include <string>

#include "model/ModelAccess.hpp"

namespace proofreader::host {

struct Cluster;
class Database;
class JobManager;
class PluginManager;
class Router;
class Settings;

// The sizes in force (spec §8.1), as /api/health/full reports them.
struct SizeLimits {
  long long max_body_bytes = 0;     // PROOFREADER_MAX_BODY_BYTES
  std::size_t max_fetch_bytes = 0;  // PROOFREADER_MAX_FETCH_BYTES
};

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
  SizeLimits limits;
  Cluster* cluster = nullptr;  // several backends on PostgreSQL, else null
};

void register_service_routes(ServiceRouteServices services);

}  // namespace proofreader::host
