#include "routes/ServiceRoutes.hpp"

#include <Poco/Data/Statement.h>
#include <Poco/DirectoryIterator.h>
#include <Poco/File.h>
#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>
#include <Poco/JSON/Parser.h>
#include <sys/statvfs.h>

#include <algorithm>

#include "cluster/Cluster.hpp"
#include "config/Paths.hpp"
#include "config/Settings.hpp"
#include "http/Router.hpp"
#include "jobs/JobManager.hpp"
#include "model/ModelHealth.hpp"
#include "openapi/OpenApi.hpp"
#include "plugins/PluginManager.hpp"
#include "storage/Database.hpp"

using namespace Poco::Data::Keywords;

namespace proofreader::host {

namespace {

using Object = Poco::JSON::Object;
using Array = Poco::JSON::Array;

Object::Ptr item(const std::string& id, const std::string& route, const std::string& ru,
                 const std::string& en, bool admin_only) {
  Object::Ptr o = new Object;
  o->set("id", id);
  o->set("route", route);
  Object::Ptr title = new Object;
  title->set("ru", ru);
  title->set("en", en);
  o->set("title", title);
  o->set("admin_only", admin_only);
  return o;
}

// The loaded plugins' declared settings with their values, for admins.
Array::Ptr plugin_settings_json(const std::vector<DeclaredSetting>& settings) {
  Array::Ptr out = new Array;
  for (const auto& s : settings) {
    Object::Ptr o = new Object;
    o->set("plugin", s.plugin);
    o->set("key", s.key);
    o->set("type", type_name(s.type));
    if (s.type == sdk::SettingType::whole_number) {
      o->set("minimum", s.minimum);
      o->set("maximum", s.maximum);
    }
    o->set("default", s.default_value);
    o->set("value", s.value);
    o->set("help", s.help);
    out->add(o);
  }
  return out;
}

void config(const ServiceRouteServices& services, sdk::RequestContext& ctx) {
  Array::Ptr menu = new Array;
  menu->add(item("check", "#/check", "Проверка", "Check", false));
  menu->add(item("guides", "#/guides", "Руководства", "Style guides", false));
  menu->add(item("rules", "#/rules", "Свои правила", "My rules", false));
  menu->add(item("history", "#/history", "История", "History", false));
  menu->add(item("insights", "#/insights", "Аналитика", "Insights", false));
  for (const auto& m : services.plugins.menu_items())
    menu->add(item(m.id, m.route, m.title_ru, m.title_en, false));
  menu->add(item("users", "#/users", "Пользователи", "Users", true));
  menu->add(item("settings", "#/settings", "Настройки", "Settings", true));

  // Per section: its flag, whether it runs, and why not when it was meant to.
  Object::Ptr sections = new Object;
  for (const auto& status : services.plugins.statuses()) {
    if (status.kind != "section") continue;
    Object::Ptr section = new Object;
    section->set("enabled", status.state != "disabled");
    section->set("loaded", status.state == "loaded");
    if (status.state != "loaded" && status.state != "disabled") section->set("error", status.reason);
    sections->set(status.name, section);
  }
  Object::Ptr body = new Object;
  body->set("sections", sections);
  body->set("oidc_enabled", !services.settings.get("PROOFREADER_OIDC_ISSUER").empty() &&
                                !services.settings.get("PROOFREADER_OIDC_CLIENT_ID").empty());
  body->set("docs_enabled", services.settings.get_bool("PROOFREADER_DOCS", false));
  body->set("pipeline_version", services.settings.get("PIPELINE_VERSION", "v2"));
  body->set("menu", menu);
  if (ctx.user().is_admin())
    body->set("plugin_settings", plugin_settings_json(services.plugins.declared_settings()));
  ctx.send_json(body, 200);
}

void health(sdk::RequestContext& ctx) {
  Object::Ptr body = new Object;
  body->set("status", "ok");
  ctx.send_json(body, 200);
}

Object::Ptr disk_status(const std::string& dir) {
  Object::Ptr o = new Object;
  struct statvfs s {};
  if (statvfs(dir.c_str(), &s) == 0) {
    const auto free_bytes = static_cast<long long>(s.f_bavail) * static_cast<long long>(s.f_frsize);
    o->set("status", free_bytes > (512LL << 20) ? "ok" : "low");
    o->set("free_bytes", free_bytes);
    o->set("total_bytes", static_cast<long long>(s.f_blocks) * static_cast<long long>(s.f_frsize));
  } else {
    o->set("status", "error");
  }
  o->set("path", dir);
  return o;
}

Object::Ptr newest_file(const std::string& dir) {
  Object::Ptr o = new Object;
  Poco::File folder(dir);
  Poco::Timestamp newest(0);
  std::string name;
  if (folder.exists() && folder.isDirectory())
    for (Poco::DirectoryIterator it(dir), end; it != end; ++it)
      if (it->isFile() && it->getLastModified() > newest) {
        newest = it->getLastModified();
        name = it.name();
      }
  o->set("status", name.empty() ? "none" : "ok");
  if (!name.empty()) {
    o->set("latest", name);
    o->set("age_seconds", static_cast<long long>(newest.elapsed() / Poco::Timestamp::resolution()));
  }
  o->set("path", dir);
  return o;
}

// What the job manager holds: a queue near its bound means checks will soon be refused.
// The backends sharing the database, each with the age of its lease, and the
// cluster's queue; "off" with one backend on SQLite.
Object::Ptr cluster_figures(Cluster* cluster, bool reachable) {
  Object::Ptr out = new Object;
  if (!cluster) {
    out->set("status", "off");
    return out;
  }
  out->set("node", cluster->backends.node());
  out->set("lease_s", static_cast<Poco::Int64>(cluster->backends.lease().count()));
  if (!reachable) {
    out->set("status", "unreachable");
    return out;
  }
  std::vector<Backends::Member> members;
  std::pair<std::size_t, std::size_t> depth;
  try {
    members = cluster->backends.members();
    depth = cluster->queue.depth();
  } catch (const std::exception& e) {
    out->set("status", "unreachable");
    out->set("error", std::string(e.what()));
    return out;
  }
  Array::Ptr backends = new Array;
  for (const auto& m : members) {
    Object::Ptr b = new Object;
    b->set("node", m.node);
    b->set("instance", m.instance);
    b->set("started_at", m.started_at);
    b->set("lease_age_s", m.lease_age_s);
    b->set("alive", m.alive);
    b->set("self", m.instance == cluster->backends.instance());
    backends->add(b);
  }
  const auto [queued, running] = depth;
  Object::Ptr queue = new Object;
  queue->set("queued", static_cast<Poco::UInt64>(queued));
  queue->set("running", static_cast<Poco::UInt64>(running));
  out->set("status", "ok");
  out->set("backends", backends);
  out->set("queue", queue);
  return out;
}

Object::Ptr job_figures(JobManager& jobs) {
  const JobFigures now = jobs.figures();
  const JobLimits& limits = jobs.limits();
  Object::Ptr o = new Object;
  o->set("status", now.queued * 10 >= limits.max_queued * 9 ? "busy" : "ok");
  o->set("queued", now.queued);
  o->set("running", now.running);
  o->set("finished_in_memory", now.finished_in_memory);
  o->set("max_queued", limits.max_queued);
  o->set("max_finished_in_memory", limits.max_finished_in_memory);
  o->set("engine_threads", now.engine_threads);
  o->set("engine_pool_size", limits.engine_threads);
  return o;
}

// The whole service's state from its parts. failing: checks cannot run (the
// data directory's disk unreadable, or no engine loaded). degraded: they run
// with something missing (little disk space, a queue near its bound, a configured model or embeddings
// service unreachable, a plugin that was meant to run but did not, a section
// whose own health is failing). A missing
// backup or an empty repository is a fresh installation, not a fault.
std::string overall_status(const Object& body, const std::vector<PluginStatus>& plugins) {
  const auto part = [&body](const char* name) {
    return body.getObject(name)->getValue<std::string>("status");
  };
  const bool engine_loaded = std::any_of(plugins.begin(), plugins.end(), [](const PluginStatus& p) {
    return p.kind == "engine" && p.state == "loaded";
  });
  if (part("disk") == "error" || part("database") != "ok" || !engine_loaded) return "failing";
  const bool plugin_down = std::any_of(plugins.begin(), plugins.end(), [](const PluginStatus& p) {
    return p.state != "loaded" && p.state != "disabled";
  });
  bool section_failing = false;
  const auto sections = body.getObject("sections");
  for (const auto& [name, figures] : *sections)
    section_failing |= sections->isObject(name) &&
                       sections->getObject(name)->optValue<std::string>("status", "") == "failing";
  if (part("disk") != "ok" || part("jobs") != "ok" || part("model") == "unreachable" ||
      part("embeddings") == "unreachable" || plugin_down || section_failing)
    return "degraded";
  return "ok";
}

// The sizes in force (spec §8.1) as the deployment set them: what an
// administrator checks after editing .env. The repository's file size is a
// plugin setting (plugin_settings).
Object::Ptr limits(const ServiceRouteServices& services) {
  Object::Ptr o = new Object;
  o->set("max_body_bytes", services.limits.max_body_bytes);
  o->set("max_fetch_bytes", static_cast<Poco::UInt64>(services.limits.max_fetch_bytes));
  return o;
}

void health_full(const ServiceRouteServices& services, sdk::RequestContext& ctx) {
  Object::Ptr body = new Object;
  body->set("disk", disk_status(services.data_dir));
  body->set("limits", limits(services));
  body->set("model", model_reachability(services.model, "llm_base_url"));
  body->set("embeddings", model_reachability(services.model, "embeddings_url"));
  // Each running section's own figures; the document repository's are the spec's `repository`.
  Object::Ptr sections = new Object;
  for (const auto& [name, section] : services.plugins.named_sections()) {
    Poco::Dynamic::Var figures;
    try {
      const std::string json = section->health_json();
      if (json.empty()) continue;
      figures = Poco::JSON::Parser().parse(json);
    } catch (const std::exception& e) {
      Object::Ptr failing = new Object;
      failing->set("status", "failing");
      failing->set("error", std::string(e.what()));
      figures = failing;
    }
    sections->set(name, figures);
  }
  body->set("sections", sections);
  // Figures a section also gives at the top level (Section::health_key); the
  // host's own keys are not theirs to take. The spec's `repository` is "off"
  // unless a section gives it.
  for (const auto& [name, section] : services.plugins.named_sections())
    if (const auto key = section->health_key(); !key.empty() && sections->has(name) && !body->has(key))
      body->set(key, sections->get(name));
  if (!body->has("repository")) {
    Object::Ptr off = new Object;
    off->set("status", "off");
    body->set("repository", off);
  }
  body->set("jobs", job_figures(services.jobs));
  body->set("backup", newest_file(services.settings.get("PROOFREADER_BACKUP_DIR", "./backups")));
  const DatabaseProbe probe = services.db.probe();
  Object::Ptr database = new Object;
  database->set("status", probe.reachable ? "ok" : "unreachable");
  database->set("kind", services.db.dialect() == Dialect::postgresql ? "postgresql" : "sqlite");
  database->set("location", services.db.description());
  database->set("reachable", probe.reachable);
  database->set("latency_ms", probe.latency_ms);
  if (!probe.reachable) database->set("error", probe.error);
  Object::Ptr versions = new Object;
  for (const auto& [component, version] : probe.schema_versions) versions->set(component, version);
  database->set("schema_versions", versions);
  body->set("database", database);
  body->set("cluster", cluster_figures(services.cluster, probe.reachable));
  Object::Ptr journal = new Object;
  journal->set("audit_file", services.data_dir + "/audit.jsonl");
  if (probe.reachable) {
    auto session = services.db.session();
    Poco::Int64 entries = 0;
    session << "SELECT COUNT(*) FROM audit_log", into(entries), now;
    journal->set("status", "ok");
    journal->set("database_journal_mode", probe.journal_mode);
    journal->set("audit_entries", entries);
  } else {
    journal->set("status", "unreachable");
  }
  body->set("journal", journal);
  Array::Ptr plugins = new Array;
  for (const auto& s : services.plugins.statuses()) {
    Object::Ptr p = new Object;
    p->set("name", s.name);
    p->set("kind", s.kind);
    p->set("state", s.state);
    p->set("version", s.version);
    p->set("reason", s.reason);
    plugins->add(p);
  }
  body->set("plugins", plugins);
  body->set("plugin_settings", plugin_settings_json(services.plugins.declared_settings()));
  body->set("status", overall_status(*body, services.plugins.statuses()));
  ctx.send_json(body, 200);
}

void index(const ServiceRouteServices& services, sdk::RequestContext& ctx) {
  Array::Ptr routes = new Array;
  for (const auto& entry : services.router.routes()) {
    Object::Ptr r = new Object;
    r->set("method", entry.route.method);
    r->set("path", entry.route.path);
    r->set("summary", entry.route.summary);
    r->set("access", entry.route.access == sdk::Access::open    ? "open"
                     : entry.route.access == sdk::Access::admin ? "admin"
                                                                : "user");
    routes->add(r);
  }
  Object::Ptr body = new Object;
  body->set("name", "Proofreader API");
  body->set("routes", routes);
  ctx.send_json(body, 200);
}

void send_html(sdk::RequestContext& ctx, const std::string& html) {
  auto& response = ctx.response();
  response.setContentType("text/html; charset=utf-8");
  response.setContentLength(static_cast<std::streamsize>(html.size()));
  response.send() << html;
}

}  // namespace

void register_service_routes(ServiceRouteServices services) {
  auto& r = services.router;
  r.add({"GET", "/api/health", sdk::Access::open, "Liveness of the backend", health});
  r.add({"GET", "/api/health/full", sdk::Access::admin,
         "Disk, model, embeddings, repository, backup, journal and plugin states",
         [services](sdk::RequestContext& c) { health_full(services, c); }});
  r.add({"GET", "/api/config", sdk::Access::open, "Section flags, OIDC availability and the menu",
         [services](sdk::RequestContext& c) { config(services, c); }});
  r.add({"GET", "/api", sdk::Access::user, "Index of the API's routes",
         [services](sdk::RequestContext& c) { index(services, c); }});
  if (!services.settings.get_bool("PROOFREADER_DOCS", false)) return;
  r.add({"GET", "/api/openapi.json", sdk::Access::user, "The OpenAPI schema, generated from the route table",
         [services](sdk::RequestContext& c) {
           c.send_json(openapi_document(services.router, PROJECT_VERSION), 200);
         }});
  r.add({"GET", "/api/docs", sdk::Access::user, "Interactive API reference (Swagger UI)",
         [](sdk::RequestContext& c) { send_html(c, docs_html(DocsViewer::swagger_ui)); }});
  r.add({"GET", "/api/redoc", sdk::Access::user, "API reference (ReDoc)",
         [](sdk::RequestContext& c) { send_html(c, docs_html(DocsViewer::redoc)); }});
}

}  // namespace proofreader::host
