// PluginManager: loads the enabled plugins by name and owns them.
//
// Plugins are named in the configuration (PROOFREADER_ENGINES,
// PROOFREADER_SECTIONS); a section whose FEATURE_* flag is false is never
// opened. The plugin directory is never scanned. A plugin that is missing,
// not a Proofreader plugin, built for an ABI or toolchain the host does not
// speak (the rule in sdk/abi.hpp), or configured with a value its settings'
// declarations refuse, is refused with one log line and the host goes on
// without it.
//
// Every call into a plugin (create, register_routes, menu_item, prefixes,
// start, stop) goes through one guarded path: an exception marks the plugin
// "failed" with one log line, and the host goes on without it. A plugin that
// fails before start, or whose routes stray outside its prefixes, is
// unloaded at once; a section whose start() throws is stopped, its routes are
// removed, and it is unloaded in the shutdown order with the others.
//
// Ownership: each loaded plugin is one record holding, in this order, its
// library, its HostServices and its instance; the instance is destroyed
// first and the library unloaded last. The host calls stop_sections() and
// unload() at steps 3 and 5–6 of the one shutdown order (sdk/plugin.hpp).
// Called on the main thread only.
#pragma once

#include <boost/dll/shared_library.hpp>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <proofreader/sdk/engine.hpp>
#include <proofreader/sdk/section.hpp>

#include "plugins/HostServicesImpl.hpp"
#include "plugins/PluginFacilities.hpp"
#include "loading/PluginSettings.hpp"

namespace proofreader::host {

struct PluginStatus {
  std::string name;
  std::string kind;     // "engine" or "section"
  std::string state;    // "loaded", "disabled", "missing", "refused", "failed"
  std::string version;  // the plugin's own version when loaded
  std::string reason;   // why it is not loaded
};

// The settings the plugins `names` declare, read from their descriptors
// without creating them (for `proofreader-host --settings-table`). A plugin
// that is missing or that the host would refuse contributes nothing.
std::vector<DeclaredSetting> read_declarations(const std::string& plugin_dir,
                                               const std::vector<std::string>& names,
                                               const Settings& settings);

class PluginManager {
 public:
  explicit PluginManager(std::string plugin_dir);
  ~PluginManager();

  // Loads the engines and sections the configuration names, lending them
  // `host` (kept by reference until unload()). Called once.
  void load_configured(const PluginFacilities& host);
  // Lets every loaded plugin add its routes; the router credits them. A
  // section with a route outside its prefixes is refused and unloaded.
  void register_routes();
  void start_sections();
  // Shutdown step 3: Section::stop() on every section, last loaded first.
  void stop_sections();
  // Shutdown steps 5–6: destroys the instances, then unloads the libraries,
  // last loaded first. With `code_may_run` (an engine thread outlived the
  // jobs' stop) nothing is destroyed or unloaded: the process exits with the
  // plugins in place rather than pull code from under a running thread.
  void unload(bool code_may_run);

  const std::vector<PluginStatus>& statuses() const { return statuses_; }
  // The settings the loaded plugins declared, with their values, in load order.
  const std::vector<DeclaredSetting>& declared_settings() const { return declared_settings_; }
  // The menu items of the running sections, in load order, as each section
  // gave it once while its routes were registered.
  std::vector<sdk::MenuItem> menu_items() const;
  std::vector<sdk::Engine*> engines() const;
  std::vector<sdk::Section*> sections() const;
  // The loaded sections with their plugin names, in load order.
  std::vector<std::pair<std::string, sdk::Section*>> named_sections() const;

 private:
  struct Loaded {
    std::string name;
    sdk::PluginKind kind;
    boost::dll::shared_library library;  // declared first: destroyed last
    std::unique_ptr<HostServicesImpl> services;
    std::unique_ptr<sdk::PluginInstance> instance;
    sdk::MenuItem menu;  // a section's, asked once on the main thread
    bool active = true;  // false once a call into it threw: kept only to be unloaded in order
  };

  void load(const std::string& name, sdk::PluginKind kind);
  void refuse(PluginStatus status, const std::string& why);
  // Collects a plugin's routes (and a section's menu item) and adds them only
  // if all lie under its prefixes (an engine's one prefix is /api/<name>).
  bool register_plugin_routes(Loaded& plugin);
  // The one path of every call into a plugin after create(): runs `body`; an
  // exception marks the plugin failed with one log line naming `call`, and
  // the host goes on. Returns whether `body` returned.
  bool guarded(Loaded& plugin, const char* call, const std::function<void()>& body);
  void fail(Loaded& plugin, const std::string& why);
  PluginStatus& status_of(const std::string& name);

  const PluginFacilities* host_ = nullptr;  // set by load_configured
  std::string plugin_dir_;
  std::vector<std::unique_ptr<Loaded>> loaded_;
  std::vector<PluginStatus> statuses_;
  std::vector<DeclaredSetting> declared_settings_;
  bool sections_stopped_ = false;
  bool unloaded_ = false;
};

}  // namespace proofreader::host
