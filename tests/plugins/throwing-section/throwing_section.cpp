// Test section PROBE_NAME: serves GET /api/<name>/ping, and throws
// std::runtime_error("<call> failed on purpose") from the one call that
// THROW_AT_<call> names (create, routes, menu, start or stop).
#include <stdexcept>
#include <string>

#include <Poco/JSON/Object.h>

#include <proofreader/sdk/sdk.hpp>

namespace {

using namespace proofreader::sdk;

[[noreturn]] void fail(const char* call) {
  throw std::runtime_error(std::string(call) + " failed on purpose");
}

class ThrowingSection : public Section {
 public:
  explicit ThrowingSection(HostServices&) {
#ifdef THROW_AT_create
    fail("create");
#endif
  }
  std::vector<std::string> prefixes() const override {
    return {std::string("/api/") + PROBE_NAME};
  }
  MenuItem menu_item() const override {
#ifdef THROW_AT_menu
    fail("menu");
#endif
    return {PROBE_NAME, "#/throw", "Бросает", "Throws"};
  }
  void register_routes(RouteRegistrar& routes) override {
    routes.add(
        {"GET", std::string("/api/") + PROBE_NAME + "/ping", Access::user, "Ping", [](RequestContext& ctx) {
           Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
           body->set("pong", true);
           ctx.send_json(body);
         }});
#ifdef THROW_AT_routes
    fail("routes");
#endif
  }
  void start() override {
#ifdef THROW_AT_start
    fail("start");
#endif
  }
  void stop() override {
#ifdef THROW_AT_stop
    fail("stop");
#endif
  }
};

}  // namespace

PROOFREADER_PLUGIN(section, PROBE_NAME, "0.1.0", ThrowingSection)
