// Test section (PROBE_NAME): answers, under /api/<name>,
//   GET  setting?key=K  {"value": …} for a key it may read, 404 "undeclared_setting" otherwise;
//   POST task           submits a task of its own and returns {"job_id"};
//   GET  job/{id}       {"status"} of a job HostServices::job() shows it, 404 otherwise.
#include <stdexcept>
#include <string>

#include <Poco/JSON/Object.h>

#include <proofreader/sdk/sdk.hpp>

namespace {

using namespace proofreader::sdk;

class SettingsProbe : public Section {
 public:
  explicit SettingsProbe(HostServices& host) : host_(host) {}
  std::vector<std::string> prefixes() const override { return {prefix()}; }
  MenuItem menu_item() const override { return {PROBE_NAME, "#/probe", "Проба", "Probe"}; }

  void register_routes(RouteRegistrar& routes) override {
    routes.add({"GET", prefix() + "/setting", Access::admin, "One setting", [this](RequestContext& ctx) {
                  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
                  try {
                    body->set("value", host_.setting(ctx.query("key")));
                  } catch (const std::out_of_range& e) {
                    throw ApiError(404, "undeclared_setting", e.what());
                  }
                  ctx.send_json(body);
                }});
    routes.add(
        {"POST", prefix() + "/task", Access::user, "A task of the probe's own", [this](RequestContext& ctx) {
           TaskSubmission task;
           task.user = ctx.user();
           task.kind = "probe_task";
           task.title = "probe";
           task.run = [](TaskContext&) { return std::string("{}"); };
           Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
           body->set("job_id", host_.submit_task(std::move(task)));
           ctx.send_json(body, 202);
         }});
    routes.add(
        {"GET", prefix() + "/job/{id}", Access::user, "A job as job() shows it", [this](RequestContext& ctx) {
           const auto job = host_.job(ctx.param("id"));
           if (!job) throw ApiError::not_found();
           Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
           body->set("status", job->status);
           ctx.send_json(body);
         }});
  }

 private:
  static std::string prefix() { return std::string("/api/") + PROBE_NAME; }

  HostServices& host_;
};

constexpr SettingSpec kSettings[] = {
#ifdef PROBE_DECLARES_HOST_KEY
    {"PROOFREADER_OIDC_CLIENT_SECRET", SettingType::text, "", "The host's secret: never a plugin's"},
#endif
    {"PROBE_LIMIT", SettingType::whole_number, "10", "A bounded number", 1, 100},
    {"PROBE_MODE", SettingType::text, "fast", "Some text"},
    {"PROBE_ON", SettingType::flag, "false", "A flag"},
};

}  // namespace

PROOFREADER_PLUGIN(section, PROBE_NAME, "0.1.0", SettingsProbe, kSettings)
