// The plugin descriptor: the one symbol a plugin library exports.
//
// A plugin library exports, through Boost.DLL, the alias "proofreader_plugin":
// a function returning a pointer to a static PluginDescriptor. The host reads
// the descriptor, checks abi_version and build_signature, and calls create()
// once. Use PROOFREADER_PLUGIN below rather than writing this by hand.
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
