// The plugin's entry point: one plain extern "C" function, as in LLVM's
// PassPlugin.h.
//
// A plugin library exports exactly one symbol, proofreader_plugin_descriptor,
// which returns a pointer to a static PluginDescriptor. The host (which may
// open the library with any loader; it uses Boost.DLL, which plugins never
// see) calls it, checks the versions and the build signature (abi.hpp),
// validates the declared settings (settings.hpp), and calls create() once.
// Use PROOFREADER_PLUGIN below rather than writing this by hand.
//
// Shutdown — the one order, which the host follows on a clean stop and on a
// failed start alike (it is documented only here):
//   1. the HTTP server stops and waits for the requests in flight;
//   2. the job machinery stops: queued jobs are dropped, running ones are
//      cancelled, the workers are joined, and the host waits for every
//      engine thread to return from Engine::check;
//   3. every Section::stop() runs (background threads end there);
//   4. every route handler is dropped;
//   5. the instances are destroyed (through their virtual destructors, whose
//      code is the plugin's), last loaded first;
//   6. the libraries are unloaded, last loaded first.
// No library is unloaded while its code may still run: if an engine thread
// ignores cancellation past the host's limit, the host leaves that plugin's
// instance and library in place and exits without unloading them. Nothing a
// plugin creates (handlers, callbacks, exceptions, objects with vtables in
// the plugin) is kept by the host past step 5.
#pragma once

#include <cstdint>

#include "abi.hpp"
#include "settings.hpp"

namespace proofreader::sdk {

class HostServices;

enum class PluginKind : std::uint32_t { engine = 1, section = 2 };

// Base of Engine and Section. Created by the descriptor's create(), owned and
// destroyed by the host (step 5 above).
class PROOFREADER_SDK_API PluginInstance {
 public:
  virtual ~PluginInstance() = default;
};

// Static data of the plugin's library; the host copies what it keeps.
struct PluginDescriptor {
  // These two come first in every major version, so any host can read them
  // and refuse a plugin it does not speak before touching anything else.
  std::uint32_t abi_major;      // kAbiMajor the plugin was built with
  std::uint32_t abi_minor;      // kAbiMinor the plugin was built with
  const char* build_signature;  // PROOFREADER_BUILD_SIGNATURE of the plugin's build
  PluginKind kind;
  const char* name;      // equals the library's base name and the feature key
  const char* version;   // the plugin's own version, shown in reports
  SettingList settings;  // what setting() will answer (settings.hpp)
  // Creates the instance: an Engine for kind engine, a Section for kind
  // section. `host` outlives the instance. Called once, on the host's main
  // thread, while the host is starting, after the settings were validated.
  // Throwing std::exception refuses the plugin ("failed") with its message.
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
// CLASS must be constructible from HostServices&. The optional last argument
// is a static array of SettingSpec (settings.hpp).
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
