// A plugin that claims the ABI version it is compiled with
// (-DPROBE_NAME="…" -DPROBE_MAJOR=… -DPROBE_MINOR=…), so the tests can show
// the rule of sdk/abi.hpp from both sides: the host's own minor (or an older
// one) loads, a newer minor and another major are refused with one log line. Written out by hand
// instead of PROOFREADER_PLUGIN, which always stamps the SDK's own version.
#include <proofreader/sdk/sdk.hpp>

namespace {

using namespace proofreader::sdk;

class ProbeEngine : public Engine {
 public:
  explicit ProbeEngine(HostServices&) {}
  EngineInfo info() const override {
    return {PROBE_NAME, "0.0.1", EnginePhase::deterministic, CheckPart::always, {}};
  }
  void check(CheckContext&) override {}
};

PluginInstance* create(HostServices& host) {
  return new ProbeEngine(host);
}

const PluginDescriptor descriptor{PROBE_MAJOR,        PROBE_MINOR, PROOFREADER_BUILD_SIGNATURE,
                                  PluginKind::engine, PROBE_NAME,  "0.0.1",
                                  setting_list(),     &create};

}  // namespace

extern "C" __attribute__((visibility("default"))) const PluginDescriptor* PROOFREADER_PLUGIN_ENTRY() {
  return &descriptor;
}
