#include "loading/PluginLibrary.hpp"

#include <Poco/File.h>

namespace proofreader::host {

namespace {

std::string version_text(std::uint32_t major, std::uint32_t minor) {
  return std::to_string(major) + "." + std::to_string(minor);
}

// Empty when the host speaks the descriptor's ABI (the rule in sdk/abi.hpp),
// else why not.
std::string abi_mismatch(const sdk::PluginDescriptor& d) {
  const std::string host_abi = version_text(sdk::kAbiMajor, sdk::kAbiMinor);
  const std::string plugin_abi = version_text(d.abi_major, d.abi_minor);
  if (d.abi_major != sdk::kAbiMajor)
    return "built for ABI " + plugin_abi + ", the host speaks ABI " + host_abi +
           " (the major version differs)";
  if (d.abi_minor > sdk::kAbiMinor)
    return "built for ABI " + plugin_abi + ", newer than the host's " + host_abi +
           " (it may call services this host lacks)";
  if (std::string(d.build_signature) != PROOFREADER_BUILD_SIGNATURE)
    return std::string("built with ") + d.build_signature + ", the host with " + PROOFREADER_BUILD_SIGNATURE;
  return {};
}

bool valid_name(const std::string& name) {
  return !name.empty() && name.size() <= 64 &&
         name.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-_") == std::string::npos;
}

}  // namespace

const char* kind_name(sdk::PluginKind kind) {
  return kind == sdk::PluginKind::engine ? "engine" : "section";
}

PluginLibrary open_plugin(const std::string& plugin_dir, const std::string& name,
                          std::optional<sdk::PluginKind> kind) {
  if (!valid_name(name)) throw PluginRefused("refused", "invalid plugin name");
  const std::string path = plugin_dir + "/lib" + name + ".so";
  if (!Poco::File(path).exists()) throw PluginRefused("missing", "no library " + path);
  PluginLibrary plugin;
  try {
    plugin.library.load(path, boost::dll::load_mode::rtld_lazy | boost::dll::load_mode::rtld_local);
  } catch (const std::exception& e) {
    throw PluginRefused("failed", std::string("cannot load: ") + e.what());
  }
  if (!plugin.library.has(PROOFREADER_PLUGIN_ENTRY_NAME))
    throw PluginRefused("refused", std::string("not a Proofreader plugin of ABI ") +
                                       std::to_string(sdk::kAbiMajor) +
                                       " (no " PROOFREADER_PLUGIN_ENTRY_NAME "; an older SDK's plugin?)");
  const sdk::PluginDescriptor* d = plugin.library.get<sdk::PluginEntry>(PROOFREADER_PLUGIN_ENTRY_NAME)();
  if (!d) throw PluginRefused("refused", "null descriptor");
  if (const auto why = abi_mismatch(*d); !why.empty()) throw PluginRefused("refused", why);
  if (kind && d->kind != *kind)
    throw PluginRefused("refused", std::string("is not a plugin of kind ") + kind_name(*kind));
  if (std::string(d->name) != name)
    throw PluginRefused("refused", std::string("declares the name ") + d->name);
  plugin.descriptor = d;
  return plugin;
}

}  // namespace proofreader::host
