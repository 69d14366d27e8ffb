#include "cli/CommandPlugins.hpp"

#include <iostream>

#include "cli/CliHostServices.hpp"
#include "loading/PluginLibrary.hpp"
#include "loading/PluginSettings.hpp"

namespace proofreader::cli {

CommandPlugins::CommandPlugins(const std::string& plugin_dir, const std::string& share_dir,
                               const host::Settings& settings, host::SharedObjects& shared_objects,
                               InProcessGrammar& grammar) {
  for (const auto& name : kOfflineEngines) {
    try {
      host::PluginLibrary plugin = host::open_plugin(plugin_dir, name, sdk::PluginKind::engine);
      auto record = std::make_unique<Loaded>();
      record->library = std::move(plugin.library);
      record->services = std::make_unique<CliHostServices>(
          name, host::resolve_plugin_settings(name, plugin.descriptor->settings, settings), shared_objects,
          grammar, share_dir);
      record->instance.reset(plugin.descriptor->create(*record->services));
      if (!record->instance) throw std::runtime_error("factory returned nothing");
      loaded_.push_back(std::move(record));
    } catch (const std::exception& e) {
      std::cerr << "proofreader: engine " << name << " not loaded: " << e.what() << "\n";
    }
  }
  // A check without engines would pass every file: that is a broken install, not a clean text.
  if (loaded_.empty()) throw std::runtime_error("no engine could be loaded from " + plugin_dir);
}

CommandPlugins::~CommandPlugins() {
  for (auto it = loaded_.rbegin(); it != loaded_.rend(); ++it) (*it)->instance.reset();
}

std::vector<sdk::Engine*> CommandPlugins::engines() const {
  std::vector<sdk::Engine*> engines;
  for (const auto& plugin : loaded_) engines.push_back(static_cast<sdk::Engine*>(plugin->instance.get()));
  return engines;
}

}  // namespace proofreader::cli
