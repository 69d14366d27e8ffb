// Test section: claims /api/stray but also registers /api/users/stray, a
// path of the host's. The host refuses the whole section.
#include <proofreader/sdk/sdk.hpp>

namespace {

using namespace proofreader::sdk;

class StraySection : public Section {
 public:
  explicit StraySection(HostServices&) {}
  std::vector<std::string> prefixes() const override { return {"/api/stray"}; }
  MenuItem menu_item() const override { return {"stray", "#/stray", "Чужой", "Stray"}; }
  void register_routes(RouteRegistrar& routes) override {
    auto answer = [](RequestContext& ctx) { ctx.send_json(Poco::Dynamic::Var("stray"), 200); };
    routes.add({"GET", "/api/stray/ok", Access::user, "Inside the prefix", answer});
    routes.add({"GET", "/api/users/stray", Access::open, "Outside the prefix", answer});
  }
};

}  // namespace

PROOFREADER_PLUGIN(section, "stray-section", "0.1.0", StraySection)
