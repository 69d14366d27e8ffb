// A plugin that claims an ABI version the host does not speak. The host must
// refuse it with one log line and keep serving. Written out by hand instead of
// PROOFREADER_PLUGIN, which always stamps the current version.
#include <proofreader/sdk/sdk.hpp>

namespace {

using namespace proofreader::sdk;

class NeverCreated : public Engine {
 public:
  explicit NeverCreated(HostServices&) {}
  EngineInfo info() const override { return {"bad-abi", "0.0.1", EnginePhase::deterministic, "", {}}; }
  void check(CheckContext&) override {}
};

PluginInstance* create(HostServices& host) {
  return new NeverCreated(host);
}

const PluginDescriptor descriptor{
    kAbiVersion + 1, PROOFREADER_BUILD_SIGNATURE, PluginKind::engine, "bad-abi", "0.0.1", &create};
const PluginDescriptor* get() {
  return &descriptor;
}

}  // namespace

BOOST_DLL_ALIAS(get, proofreader_plugin)
