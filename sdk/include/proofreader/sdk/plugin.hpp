// The plugin descriptor: the one symbol a plugin library exports.
//
// A plugin library exports, through Boost.DLL, the alias "proofreader_plugin":
// a function returning a pointer to a static PluginDescriptor. The host reads
// the descriptor, checks abi_version and build_signature, and calls create()
// once. Use PROOFREADER_PLUGIN below rather than writing this by hand.
//
// Lifetime: the PluginInstance returned by create() is owned by the host,
// which destroys it (through its virtual destructor, whose code lives in the
// plugin) before it unloads the library. Nothing a plugin creates may be kept
// by the host past that point: route handlers are dropped first, then engines,
// then the plugin is stopped and unloaded, in reverse load order.
#pragma once

#include <boost/dll/alias.hpp>
#include <cstdint>

#include "abi.hpp"

namespace proofreader::sdk {

class HostServices;

enum class PluginKind : std::uint32_t { engine = 1, section = 2 };

// Base of Engine and Section. Owned by the host.
class PROOFREADER_SDK_API PluginInstance {
 public:
  virtual ~PluginInstance() = default;
};

struct PluginDescriptor {
  std::uint32_t abi_version;    // kAbiVersion the plugin was built with
  const char* build_signature;  // PROOFREADER_BUILD_SIGNATURE of the plugin's build
  PluginKind kind;
  const char* name;     // equals the library's base name and the feature key
  const char* version;  // the plugin's own version, shown in reports
  // Creates the instance: an Engine for kind engine, a Section for kind
  // section. `host` outlives the instance. Called once, on the host's main
  // thread, while the host is starting.
  PluginInstance* (*create)(HostServices& host);
};

}  // namespace proofreader::sdk

// Declares the plugin in one line, at namespace scope in one .cpp file:
//   PROOFREADER_PLUGIN(engine, "morphology", "1.0.0", MorphologyEngine)
// CLASS must be constructible from HostServices&.
#define PROOFREADER_PLUGIN(KIND, NAME, VERSION, CLASS)                                        \
  namespace proofreader_plugin_export {                                                       \
  ::proofreader::sdk::PluginInstance* create(::proofreader::sdk::HostServices& host) {        \
    return new CLASS(host);                                                                   \
  }                                                                                           \
  const ::proofreader::sdk::PluginDescriptor descriptor{::proofreader::sdk::kAbiVersion,      \
                                                        PROOFREADER_BUILD_SIGNATURE,          \
                                                        ::proofreader::sdk::PluginKind::KIND, \
                                                        NAME,                                 \
                                                        VERSION,                              \
                                                        &create};                             \
  const ::proofreader::sdk::PluginDescriptor* get() {                                         \
    return &descriptor;                                                                       \
  }                                                                                           \
  }                                                                                           \
  BOOST_DLL_ALIAS(proofreader_plugin_export::get, proofreader_plugin)
