#include "plugins/PluginManager.hpp"

#include <Poco/Logger.h>

#include "config/Settings.hpp"
#include "http/Router.hpp"
#include "loading/PluginLibrary.hpp"
#include "loading/PluginSettings.hpp"

namespace proofreader::host {

std::vector<DeclaredSetting> read_declarations(const std::string& plugin_dir,
                                               const std::vector<std::string>& names,
                                               const Settings& settings) {
  std::vector<DeclaredSetting> out;
  for (const auto& name : names) {
    PluginLibrary plugin;
    try {
      plugin = open_plugin(plugin_dir, name, std::nullopt);
    } catch (const PluginRefused&) {
      continue;
    }
    for (auto& s : resolve_plugin_settings(name, plugin.descriptor->settings, settings))
      out.push_back(std::move(s));
  }
  return out;
}

PluginManager::PluginManager(std::string plugin_dir) : plugin_dir_(std::move(plugin_dir)) {}

PluginManager::~PluginManager() {
  stop_sections();
  unload(false);
}

void PluginManager::load_configured(const PluginFacilities& host) {
  host_ = &host;
  for (const auto& name : host_->settings.get_list("PROOFREADER_ENGINES"))
    load(name, sdk::PluginKind::engine);
  for (const auto& name : host_->settings.get_list("PROOFREADER_SECTIONS")) {
    if (!host_->settings.get_bool(feature_flag_for(name), true)) {
      statuses_.push_back({name, "section", "disabled", "", feature_flag_for(name) + "=false"});
      Poco::Logger::get("plugins").information("section %s is off (%s=false); not loaded", name,
                                               feature_flag_for(name));
      continue;
    }
    load(name, sdk::PluginKind::section);
  }
}

void PluginManager::refuse(PluginStatus status, const std::string& why) {
  status.reason = why;
  Poco::Logger::get("plugins").error("plugin %s %s: %s", status.name, status.state, why);
  statuses_.push_back(std::move(status));
}

void PluginManager::load(const std::string& name, sdk::PluginKind kind) {
  PluginStatus status{name, kind_name(kind), "", "", ""};
  auto record = std::make_unique<Loaded>();
  record->name = name;
  record->kind = kind;
  const sdk::PluginDescriptor* d = nullptr;
  try {
    PluginLibrary plugin = open_plugin(plugin_dir_, name, kind);
    record->library = std::move(plugin.library);
    d = plugin.descriptor;
  } catch (const PluginRefused& e) {
    status.state = e.state();
    return refuse(status, e.what());
  }
  status.state = "refused";
  std::vector<DeclaredSetting> settings;
  try {
    settings = resolve_plugin_settings(name, d->settings, host_->settings);
  } catch (const std::invalid_argument& e) {
    return refuse(status, e.what());
  }
  record->services = std::make_unique<HostServicesImpl>(*host_, name, settings);
  try {
    record->instance.reset(d->create(*record->services));
  } catch (const std::exception& e) {
    status.state = "failed";
    return refuse(status, std::string("create() threw: ") + e.what());
  } catch (...) {
    status.state = "failed";
    return refuse(status, "create() threw a non-standard exception");
  }
  if (!record->instance) {
    status.state = "failed";
    return refuse(status, "factory returned nothing");
  }
  status.state = "loaded";
  status.version = d->version;
  for (auto& setting : settings) declared_settings_.push_back(std::move(setting));
  Poco::Logger::get("plugins").information("loaded %s %s %s", std::string(kind_name(kind)), name,
                                           status.version);
  statuses_.push_back(status);
  loaded_.push_back(std::move(record));
}

namespace {

// Holds a section's routes until all are known to lie under its prefixes.
class CollectingRegistrar : public sdk::RouteRegistrar {
 public:
  void add(sdk::Route route) override { routes.push_back(std::move(route)); }
  std::vector<sdk::Route> routes;
};

bool under_prefix(const std::string& path, const std::vector<std::string>& prefixes) {
  for (const auto& prefix : prefixes) {
    if (prefix.size() < 2 || prefix.front() != '/' || prefix.back() == '/') continue;
    if (path == prefix || (path.rfind(prefix, 0) == 0 && path[prefix.size()] == '/')) return true;
  }
  return false;
}

}  // namespace

PluginStatus& PluginManager::status_of(const std::string& name) {
  for (auto& s : statuses_)
    if (s.name == name) return s;
  throw std::logic_error("no status for plugin " + name);
}

void PluginManager::fail(Loaded& plugin, const std::string& why) {
  plugin.active = false;
  auto& status = status_of(plugin.name);
  status.state = "failed";
  status.reason = why;
  Poco::Logger::get("plugins").error("plugin %s failed: %s", plugin.name, why);
}

bool PluginManager::guarded(Loaded& plugin, const char* call, const std::function<void()>& body) {
  try {
    body();
    return true;
  } catch (const std::exception& e) {
    fail(plugin, std::string(call) + " threw: " + e.what());
  } catch (...) {
    fail(plugin, std::string(call) + " threw a non-standard exception");
  }
  return false;
}

bool PluginManager::register_plugin_routes(Loaded& plugin) {
  CollectingRegistrar collected;
  std::vector<std::string> prefixes{"/api/" + plugin.name};  // an engine's own prefix
  sdk::MenuItem menu;
  if (plugin.kind == sdk::PluginKind::engine) {
    if (!guarded(plugin, "register_routes()",
                 [&] { static_cast<sdk::Engine*>(plugin.instance.get())->register_routes(collected); }))
      return false;
  } else {
    auto* section = static_cast<sdk::Section*>(plugin.instance.get());
    if (!guarded(plugin, "register_routes()", [&] { section->register_routes(collected); }) ||
        !guarded(plugin, "menu_item()", [&] { menu = section->menu_item(); }) ||
        !guarded(plugin, "prefixes()", [&] { prefixes = section->prefixes(); }))
      return false;
  }
  for (const auto& route : collected.routes)
    if (!under_prefix(route.path, prefixes)) {
      fail(plugin, "route " + route.method + " " + route.path + " lies outside the plugin's prefixes");
      return false;
    }
  host_->router.set_owner(plugin.name);
  const bool added = guarded(plugin, "adding its routes", [&] {
    for (auto& route : collected.routes) host_->router.add(std::move(route));
  });
  host_->router.set_owner("host");
  if (!added) {
    host_->router.remove_owned_by(plugin.name);
    return false;
  }
  plugin.menu = std::move(menu);
  return true;
}

void PluginManager::register_routes() {
  for (auto it = loaded_.begin(); it != loaded_.end();) {
    if (!register_plugin_routes(**it)) {
      it = loaded_.erase(it);  // nothing of it ran yet: instance, services, then library go
      continue;
    }
    ++it;
  }
}

void PluginManager::start_sections() {
  for (auto& p : loaded_) {
    if (p->kind != sdk::PluginKind::section || !p->active) continue;
    auto* section = static_cast<sdk::Section*>(p->instance.get());
    if (guarded(*p, "start()", [section] { section->start(); })) continue;
    // Refused: what it started ends now and its routes go; the instance and
    // the library stay until unload(), in the one shutdown order, since work
    // it submitted before throwing may hold its code.
    try {
      section->stop();
    } catch (...) {
      Poco::Logger::get("plugins").error("plugin %s: stop() after a failed start() threw too", p->name);
    }
    host_->router.remove_owned_by(p->name);
  }
}

std::vector<sdk::Engine*> PluginManager::engines() const {
  std::vector<sdk::Engine*> out;
  for (const auto& p : loaded_)
    if (p->kind == sdk::PluginKind::engine && p->active)
      out.push_back(static_cast<sdk::Engine*>(p->instance.get()));
  return out;
}

std::vector<sdk::MenuItem> PluginManager::menu_items() const {
  std::vector<sdk::MenuItem> out;
  for (const auto& p : loaded_)
    if (p->kind == sdk::PluginKind::section && p->active) out.push_back(p->menu);
  return out;
}

std::vector<sdk::Section*> PluginManager::sections() const {
  std::vector<sdk::Section*> out;
  for (const auto& [name, section] : named_sections()) out.push_back(section);
  return out;
}

std::vector<std::pair<std::string, sdk::Section*>> PluginManager::named_sections() const {
  std::vector<std::pair<std::string, sdk::Section*>> out;
  for (const auto& p : loaded_)
    if (p->kind == sdk::PluginKind::section && p->active)
      out.emplace_back(p->name, static_cast<sdk::Section*>(p->instance.get()));
  return out;
}

void PluginManager::stop_sections() {
  if (sections_stopped_) return;
  sections_stopped_ = true;
  for (auto it = loaded_.rbegin(); it != loaded_.rend(); ++it) {
    auto& p = **it;
    if (p.kind != sdk::PluginKind::section || !p.active) continue;  // a refused section was stopped already
    auto* section = static_cast<sdk::Section*>(p.instance.get());
    guarded(p, "stop()", [section] { section->stop(); });  // logged; the other sections still stop
  }
}

void PluginManager::unload(bool code_may_run) {
  if (unloaded_) return;
  unloaded_ = true;
  if (code_may_run) {
    Poco::Logger::get("plugins").warning("plugin code may still run: %z plugins left loaded at exit",
                                         loaded_.size());
    // Deliberately kept until the process ends: never destroyed, never
    // unloaded, yet reachable (a leak checker sees them held, not lost).
    static auto* const kept_until_exit = new std::vector<std::unique_ptr<Loaded>>;
    for (auto& p : loaded_) kept_until_exit->push_back(std::move(p));
    loaded_.clear();
    return;
  }
  for (auto it = loaded_.rbegin(); it != loaded_.rend(); ++it) (*it)->instance.reset();
  while (!loaded_.empty()) loaded_.pop_back();  // services, then the library
}

}  // namespace proofreader::host
