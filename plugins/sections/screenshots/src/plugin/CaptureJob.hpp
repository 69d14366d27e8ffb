// Captures as host jobs (HostServices::submit_task, kind "screenshot_capture"):
// the task takes the shot (Capturer), finishes it after the template, compares
// it with the template's previous capture (changed share and outlined diff
// image), writes the images and then the row, and keeps the newest
// SCREENSHOTS_CAPTURES_KEPT versions. The job's stages follow the capture's
// steps; its result is the capture as GET …/captures lists it. A capture the
// backend did not finish leaves no row (the host ends its job in error at the
// next start). Thread-safe.
#pragma once

#include <proofreader/sdk/sdk.hpp>

#include <mutex>
#include <string>

#include "CaptureFiles.hpp"
#include "ScreenshotStore.hpp"
#include "ScreenshotsSettings.hpp"

namespace proofreader::screenshots {

class CaptureJob {
 public:
  CaptureJob(sdk::HostServices& host, ScreenshotStore& store, CaptureFiles& files,
             const ScreenshotsSettings& settings);

  // Whether SCREENSHOTS_CHROMIUM names an executable file.
  bool browser_installed() const;

  // Queues a capture of `t`; returns the job id. Throws ApiError 503
  // "browser_unavailable" without Chromium, 400 "no_url" for a template
  // without a page, 503 from submit_task.
  std::string start(const StoredTemplate& t, const sdk::User& user);

 private:
  std::string run(const StoredTemplate& t, const std::string& job_id, sdk::TaskContext& ctx);
  CaptureRecord save(const StoredTemplate& t, const std::string& job_id, const std::string& raw_png,
                     const std::string& finished, CaptureRecord record);

  sdk::HostServices& host_;
  ScreenshotStore& store_;
  CaptureFiles& files_;
  const ScreenshotsSettings& settings_;
  std::mutex save_mutex_;  // one version number per capture of a template
};

}  // namespace proofreader::screenshots
