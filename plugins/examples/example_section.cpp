// Example section plugin: owns /api/example. Shows routes with each access
// level, JSON in and out, errors through ApiError, and the audit log.
#include <Poco/JSON/Object.h>

#include <proofreader/sdk/sdk.hpp>

#include <chrono>
#include <thread>

namespace {

using namespace proofreader::sdk;

class ExampleSection : public Section {
 public:
  explicit ExampleSection(HostServices& host) : host_(host) {}

  std::vector<std::string> prefixes() const override { return {"/api/example"}; }

  MenuItem menu_item() const override { return {"example", "#/example", "Пример", "Example"}; }

  void register_routes(RouteRegistrar& routes) override {
    routes.add({"GET", "/api/example/hello", Access::user, "Greets the caller", [](RequestContext& ctx) {
                  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
                  body->set("hello", ctx.user().login);
                  ctx.send_json(body, 200);
                }});
    routes.add({"POST", "/api/example/echo", Access::admin, "Echoes a JSON object and audits it",
                [](RequestContext& ctx) {
                  auto value = ctx.json();
                  if (value.type() != typeid(Poco::JSON::Object::Ptr))
                    throw ApiError::bad_request("expected a JSON object", "Ожидался JSON-объект");
                  ctx.audit("example.echo", "echoed an object");
                  ctx.send_json(value, 200);
                }});
    routes.add(
        {"GET", "/api/example/setting", Access::user, "Shows one host setting", [this](RequestContext& ctx) {
           Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
           body->set("pipeline_version", host_.setting("PIPELINE_VERSION", "v2"));
           ctx.send_json(body, 200);
         }});
    // A slow event stream: shows how a plugin streams, and lets the tests
    // check that the proxy passes X-Accel-Buffering: no responses unbuffered.
    routes.add({"GET", "/api/example/stream", Access::user, "Three events, 300 ms apart (text/event-stream)",
                [](RequestContext& ctx) {
                  auto& response = ctx.response();
                  response.setContentType("text/event-stream");
                  response.set("Cache-Control", "no-cache");
                  response.set("X-Accel-Buffering", "no");
                  response.setChunkedTransferEncoding(true);
                  std::ostream& out = response.send();
                  for (int i = 1; i <= 3; ++i) {
                    out << "id: " << i << "\nevent: tick\ndata: {\"n\":" << i << "}\n\n" << std::flush;
                    if (i < 3) std::this_thread::sleep_for(std::chrono::milliseconds(300));
                  }
                }});
  }

 private:
  HostServices& host_;
};

}  // namespace

PROOFREADER_PLUGIN(section, "example", "1.0.0", ExampleSection)
