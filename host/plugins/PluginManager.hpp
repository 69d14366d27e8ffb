// PluginManager: loads the enabled plugins by name and owns them.
//
// Plugins are named in the configuration (PROOFREADER_ENGINES,
// PROOFREADER_SECTIONS); a section whose FEATURE_* flag is false is never
// opened. The plugin directory is never scanned. A plugin that is missing,
// not a Proofreader plugin, or built for another ABI or toolchain is refused
// with one log line and the host goes on without it.
//
// Ownership: each loaded plugin is one record holding, in this order, its
// library, its HostServices and its instance; the instance is destroyed
// first and the library unloaded last. shutdown() follows the fixed order
// stop sections → drop engines and sections → unload, in reverse load order.
// Called on the main thread only.
#pragma once

#include <boost/dll/shared_library.hpp>
#include <memory>
#include <string>
#include <vector>

#include <proofreader/sdk/engine.hpp>
#include <proofreader/sdk/section.hpp>

#include "app/HostContext.hpp"
#include "plugins/HostServicesImpl.hpp"

namespace proofreader::host {

struct PluginStatus {
  std::string name;
  std::string kind;     // "engine" or "section"
  std::string state;    // "loaded", "disabled", "missing", "refused", "failed"
  std::string version;  // the plugin's own version when loaded
  std::string reason;   // why it is not loaded
};

class PluginManager {
 public:
  PluginManager(HostContext& host, std::string plugin_dir);
  ~PluginManager();

  // Loads the engines and sections the configuration names.
  void load_configured();
  // Lets every loaded plugin add its routes; the router credits them.
  void register_routes();
  void start_sections();
  void shutdown();

  const std::vector<PluginStatus>& statuses() const { return statuses_; }
  std::vector<sdk::Engine*> engines() const;
  std::vector<sdk::Section*> sections() const;

 private:
  struct Loaded {
    std::string name;
    sdk::PluginKind kind;
    boost::dll::shared_library library;  // declared first: destroyed last
    std::unique_ptr<HostServicesImpl> services;
    std::unique_ptr<sdk::PluginInstance> instance;
  };

  void load(const std::string& name, sdk::PluginKind kind);
  void refuse(PluginStatus status, const std::string& why);

  HostContext& host_;
  std::string plugin_dir_;
  std::vector<std::unique_ptr<Loaded>> loaded_;
  std::vector<PluginStatus> statuses_;
  bool stopped_ = false;
};

}  // namespace proofreader::host
