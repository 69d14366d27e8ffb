// PluginLibrary: opens one plugin's library and checks that the host may use
// it: the library exists under its name, exports the one entry point, and its
// descriptor speaks the host's ABI and toolchain (the rule in sdk/abi.hpp),
// is of the kind asked for and carries the name it was opened by. The host's
// PluginManager and the command line (cli/) load plugins through it, so both
// refuse the same plugins for the same reasons.
#pragma once

#include <boost/dll/shared_library.hpp>
#include <optional>
#include <stdexcept>
#include <string>

#include <proofreader/sdk/plugin.hpp>

namespace proofreader::host {

// Why a plugin was not opened. `state` is "missing", "refused" or "failed"
// (PluginStatus::state); what() is the reason.
class PluginRefused : public std::runtime_error {
 public:
  PluginRefused(std::string state, const std::string& reason)
      : std::runtime_error(reason), state_(std::move(state)) {}
  const std::string& state() const { return state_; }

 private:
  std::string state_;
};

struct PluginLibrary {
  boost::dll::shared_library library;
  const sdk::PluginDescriptor* descriptor = nullptr;  // points into `library`
};

// "engine" or "section".
const char* kind_name(sdk::PluginKind kind);

// Opens <plugin_dir>/lib<name>.so. With `kind` unset any kind is accepted.
// Throws PluginRefused.
PluginLibrary open_plugin(const std::string& plugin_dir, const std::string& name,
                          std::optional<sdk::PluginKind> kind);

}  // namespace proofreader::host
