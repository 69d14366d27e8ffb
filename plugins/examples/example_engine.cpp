// Example engine plugin: reports TODO and FIXME markers left in a document.
// Shows the whole engine contract in a few lines: info(), check(), emit();
// the offsets are counted with the plugin kit that ships with the SDK.
#include <proofreader/kit/utf8.hpp>
#include <proofreader/sdk/sdk.hpp>

#include <string_view>

namespace {

using namespace proofreader::sdk;
namespace utf8 = proofreader::kit::utf8;

class ExampleEngine : public Engine {
 public:
  explicit ExampleEngine(HostServices& host) { host.logger().information("example engine ready"); }

  EngineInfo info() const override {
    return {"example-engine", "1.0.0", EnginePhase::deterministic, CheckPart::language, {"style"}};
  }

  void check(CheckContext& ctx) override {
    for (const Block& block : ctx.document().blocks) {
      if (ctx.cancelled()) return;
      std::vector<Remark> found;
      for (std::string_view marker : {"TODO", "FIXME"}) {
        for (auto at = block.text.find(marker); at != std::string::npos;
             at = block.text.find(marker, at + 1)) {
          Remark r;
          r.category = "style";
          r.rule_id = "example.marker";
          r.severity = Severity::warning;
          r.message =
              "Незакрытая пометка «" + std::string(marker) + "»: доработайте текст перед публикацией.";
          r.block = block.index;
          r.offset = static_cast<int>(utf8::code_points_before(block.text, at));  // offsets count code points
          r.length = static_cast<int>(marker.size());
          found.push_back(std::move(r));
        }
      }
      if (!found.empty()) ctx.emit(std::move(found));
    }
  }
};

}  // namespace

PROOFREADER_PLUGIN(engine, "example-engine", "1.0.0", ExampleEngine)
