// The screenshot templates section (FEATURE_SCREENSHOTS): owns
// /api/screenshot-templates and the menu item «Скриншоты». Wires the settings,
// the store, the capture files, the capture job and the routes together and
// owns them. It keeps no thread of its own: captures run as host jobs.
#include <proofreader/sdk/sdk.hpp>

#include <Poco/JSON/Object.h>
#include <Poco/JSON/Stringifier.h>

#include <sstream>

#include "CaptureFiles.hpp"
#include "CaptureJob.hpp"
#include "Images.hpp"
#include "ScreenshotRoutes.hpp"
#include "ScreenshotStore.hpp"
#include "ScreenshotsSettings.hpp"

namespace proofreader::screenshots {

namespace {

class ScreenshotsSection : public sdk::Section {
 public:
  explicit ScreenshotsSection(sdk::HostServices& host)
      : settings_(ScreenshotsSettings::from(host)),
        store_(host),
        files_(host.data_directory() + "/captures"),
        captures_(host, store_, files_, settings_),
        routes_(host, store_, files_, captures_, settings_) {
    start_image_library();
    if (!captures_.browser_installed())
      host.logger().warning("screenshots: no Chromium at %s: captures answer 503",
                            settings_.capture.chromium);
  }

  std::vector<std::string> prefixes() const override { return {"/api/screenshot-templates"}; }
  sdk::MenuItem menu_item() const override {
    return {"screenshots", "#/screenshots", "Скриншоты", "Screenshots"};
  }
  void register_routes(sdk::RouteRegistrar& routes) override { routes_.register_routes(routes); }

  // /api/health/full: degraded without a browser (templates and rendering still work).
  std::string health_json() override {
    const bool browser = captures_.browser_installed();
    Poco::JSON::Object o;
    o.set("status", browser ? "ok" : "degraded");
    o.set("browser", browser ? settings_.capture.chromium : std::string("missing"));
    o.set("templates", store_.template_count());
    o.set("captures", store_.capture_count());
    o.set("capture_bytes", static_cast<Poco::UInt64>(files_.total_bytes()));
    std::ostringstream out;
    o.stringify(out);
    return out.str();
  }

 private:
  const ScreenshotsSettings settings_;
  ScreenshotStore store_;
  CaptureFiles files_;
  CaptureJob captures_;
  ScreenshotRoutes routes_;
};

}  // namespace

}  // namespace proofreader::screenshots

PROOFREADER_PLUGIN(section, "screenshots", "1.0.0", proofreader::screenshots::ScreenshotsSection,
                   proofreader::screenshots::kScreenshotsSettings)
