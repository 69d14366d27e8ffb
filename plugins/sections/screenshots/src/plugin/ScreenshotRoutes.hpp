// The /api/screenshot-templates routes: templates (every user reads them;
// their owner or an administrator changes them), captures as jobs, the
// versions with their images and diffs, the preview of the current template
// on the last capture, rendering of an uploaded image, and the caption check.
// Handlers run on the HTTP server's threads, concurrently; they keep no state.
#pragma once

#include <proofreader/sdk/sdk.hpp>

#include "CaptureFiles.hpp"
#include "CaptureJob.hpp"
#include "ScreenshotStore.hpp"
#include "ScreenshotsSettings.hpp"

namespace proofreader::screenshots {

class ScreenshotRoutes {
 public:
  ScreenshotRoutes(sdk::HostServices& host, ScreenshotStore& store, CaptureFiles& files, CaptureJob& captures,
                   const ScreenshotsSettings& settings);

  void register_routes(sdk::RouteRegistrar& routes);

 private:
  void list_templates(sdk::RequestContext& ctx);
  void create_template(sdk::RequestContext& ctx);
  void get_template(sdk::RequestContext& ctx);
  void replace_template(sdk::RequestContext& ctx);
  void delete_template(sdk::RequestContext& ctx);
  void start_capture(sdk::RequestContext& ctx);
  void list_captures(sdk::RequestContext& ctx);
  void capture_image(sdk::RequestContext& ctx, CaptureImage image);
  void preview(sdk::RequestContext& ctx);
  void render(sdk::RequestContext& ctx);
  void check_caption(sdk::RequestContext& ctx);

  StoredTemplate existing(sdk::RequestContext& ctx);
  // The template, when the sections' permission rule lets the caller do
  // `action` to it (HostServices::require); 403 otherwise.
  StoredTemplate permitted(sdk::RequestContext& ctx, sdk::Action action);
  ScreenshotTemplate parsed_body(sdk::RequestContext& ctx);

  sdk::HostServices& host_;
  ScreenshotStore& store_;
  CaptureFiles& files_;
  CaptureJob& captures_;
  const ScreenshotsSettings& settings_;
};

}  // namespace proofreader::screenshots
