// CommandPlugins: the engines the offline command runs, loaded from the
// install's plugin folder through the host's PluginLibrary (the same ABI rule
// and settings validation as the service), each with its own CliHostServices.
//
// The engines are those that need neither the model nor the network:
// morphology, grammar-client (answered by the grammar rules in this process)
// and style. One that is missing or refused is named on standard error and
// the command goes on without it, as the service does; with none at all the
// command cannot check and stops (exit 2). Instances are
// destroyed before their libraries are unloaded. Built on the main thread;
// engines() is then read from any thread.
#pragma once

#include <boost/dll/shared_library.hpp>
#include <memory>
#include <string>
#include <vector>

#include <proofreader/sdk/engine.hpp>

namespace proofreader::host {
class Settings;
class SharedObjects;
}  // namespace proofreader::host

namespace proofreader::cli {

class CliHostServices;
class InProcessGrammar;

inline const std::vector<std::string> kOfflineEngines{"morphology", "grammar-client", "style"};

class CommandPlugins {
 public:
  CommandPlugins(const std::string& plugin_dir, const std::string& share_dir, const host::Settings& settings,
                 host::SharedObjects& shared_objects, InProcessGrammar& grammar);
  ~CommandPlugins();

  std::vector<sdk::Engine*> engines() const;

 private:
  struct Loaded {
    boost::dll::shared_library library;  // declared first: destroyed last
    std::unique_ptr<CliHostServices> services;
    std::unique_ptr<sdk::PluginInstance> instance;
  };
  std::vector<std::unique_ptr<Loaded>> loaded_;
};

}  // namespace proofreader::cli
