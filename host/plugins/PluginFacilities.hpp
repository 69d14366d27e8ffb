// What the host lends its plugins: the route table their routes go into and
// what HostServicesImpl offers them (settings, the model, the audit log,
// guides and rules, jobs, shared objects, a data directory, writing remarks
// back into checked files). HostApplication
// builds every one before the first plugin loads and keeps them past the last
// unload; PluginManager and each HostServicesImpl hold references.
#pragma once

#include <string>

#include "guides/CheckSources.hpp"
#include "model/ModelAccess.hpp"
#include "storage/Database.hpp"

namespace proofreader::host {

class AuditLog;
class DocumentExport;
class JobManager;
class Router;
class Settings;
class SharedObjects;

struct PluginFacilities {
  Router& router;
  const Settings& settings;
  ModelAccess model;
  AuditLog& audit;
  CheckSources check_sources;
  JobManager& jobs;
  SharedObjects& shared_objects;
  std::string data_dir;
  DocumentExport& exports;
  DatabaseLocation database;  // the host's; a plugin's store is beside it
};

}  // namespace proofreader::host
