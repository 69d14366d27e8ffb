// The plugin's entry point: one plain extern "C" function, as in LLVM's
// PassPlugin.h. A plugin library exports exactly one symbol,
// proofreader_plugin_descriptor, returning a static PluginDescriptor. The
// host calls it, checks the versions and build signature (abi.hpp),
// validates the declared settings, and calls create() once. Use
// PROOFREADER_PLUGIN below rather than writing this by hand.
//
// Shutdown, the one order, on a clean stop and a failed start alike:
//   1. the HTTP server stops and waits for the requests in flight;
//   2. the jobs stop: queued ones dropped, running ones cancelled, the
//      workers joined, every engine thread returned from Engine::check;
//   3. every Section::stop() runs (background threads end there);
//   4. every route handler is dropped;
//   5. the instances are destroyed, last loaded first;
//   6. the libraries are unloaded, last loaded first.
// No library is unloaded while its code may still run (an engine thread
// that ignores cancellation keeps its library loaded until exit), and
// nothing a plugin created is kept by the host past step 5.
#pragma once

#include <cstdint>

#include "abi.hpp"
#include "settings.hpp"

namespace proofreader::sdk {

class HostServices;

enum class PluginKind : std::uint32_t { engine = 1, section = 2 };

// Base of Engine and Section, owned by the host (destroyed at step 5).
class PROOFREADER_SDK_API PluginInstance {
 public:
  virtual ~PluginInstance() = default;
};

// Static data of the plugin's library; the host copies what it keeps.
struct PluginDescriptor {
  // First in every major version, so any host can read them and refuse.
  std::uint32_t abi_major;      // kAbiMajor the plugin was built with
  std::uint32_t abi_minor;      // kAbiMinor the plugin was built with
  const char* build_signature;  // PROOFREADER_BUILD_SIGNATURE of the plugin's build
  PluginKind kind;
  const char* name;      // equals the library's base name and the feature key
  const char* version;   // the plugin's own version, shown in reports
  SettingList settings;  // what setting() will answer (settings.hpp)
  // Creates the Engine or Section, once, on the main thread at start-up;
  // `host` outlives it. Throwing refuses the plugin ("failed").
  PluginInstance* (*create)(HostServices& host);
};

// The type of the exported entry point, PROOFREADER_PLUGIN_ENTRY.
using PluginEntry = const PluginDescriptor*();

}  // namespace proofreader::sdk

#define PROOFREADER_PLUGIN_ENTRY proofreader_plugin_descriptor
#define PROOFREADER_PLUGIN_ENTRY_NAME PROOFREADER_SDK_STR(PROOFREADER_PLUGIN_ENTRY)

// Declares the plugin in one line, at namespace scope in one .cpp file:
//   PROOFREADER_PLUGIN(engine, "morphology", "1.0.0", MorphologyEngine)
//   PROOFREADER_PLUGIN(section, "watch", "1.0.0", WatchSection, kWatchSettings)
// CLASS is constructible from HostServices&; the optional last argument is
// a static array of SettingSpec.
#define PROOFREADER_PLUGIN(KIND, NAME, VERSION, CLASS, ...)                                            \
  namespace proofreader_plugin_export {                                                                \
  ::proofreader::sdk::PluginInstance* create(::proofreader::sdk::HostServices& host) {                 \
    return new CLASS(host);                                                                            \
  }                                                                                                    \
  const ::proofreader::sdk::PluginDescriptor descriptor{::proofreader::sdk::kAbiMajor,                 \
                                                        ::proofreader::sdk::kAbiMinor,                 \
                                                        PROOFREADER_BUILD_SIGNATURE,                   \
                                                        ::proofreader::sdk::PluginKind::KIND,          \
                                                        NAME,                                          \
                                                        VERSION,                                       \
                                                        ::proofreader::sdk::setting_list(__VA_ARGS__), \
                                                        &create};                                      \
  }                                                                                                    \
  extern "C" __attribute__((visibility("default"))) const ::proofreader::sdk::PluginDescriptor*        \
  PROOFREADER_PLUGIN_ENTRY() {                                                                         \
    return &proofreader_plugin_export::descriptor;                                                     \
  }
