// capture(): takes one screenshot of a template's page with a headless
// Chromium of its own — a FilteringProxy for every request, a fresh
// BrowserProcess, a CdpClient to drive it — applying the viewport and
// device scale, the wait (milliseconds or a selector), hide and blur
// selectors and the crop (element box plus padding). Everything it starts is
// stopped and gone when it returns or throws. Called on a job's worker thread.
#pragma once

#include <chrono>
#include <cstddef>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

#include "ScreenshotTemplate.hpp"
#include "netrules/AddressPolicy.hpp"

namespace proofreader::screenshots {

struct CaptureEnvironment {
  std::string chromium = "/usr/bin/chromium";
  std::string scratch_directory;  // browser profiles live here while a capture runs
  netrules::AddressPolicy policy{true, {}};
  std::chrono::milliseconds time_limit{60000};
  std::size_t memory_limit_bytes = std::size_t(1) << 30;
};

struct CaptureResult {
  std::string png;  // as the browser gave it: viewport × scale, or the crop box × scale
  int width = 0;
  int height = 0;
  std::vector<std::string> refused;    // connections the proxy refused ("host:port — reason")
  std::vector<std::string> requested;  // every "host:port" the browser asked the proxy for
  std::size_t browser_peak_bytes = 0;
  double seconds = 0;
};

// A capture that could not be taken; the message says why, in English and Russian.
class CaptureError : public std::runtime_error {
 public:
  CaptureError(const std::string& en, std::string ru) : std::runtime_error(en), ru_(std::move(ru)) {}
  const std::string& ru() const { return ru_; }

 private:
  std::string ru_;
};

// `progress` is told each step's name and share done (0..1); `cancelled`
// is asked between steps.
CaptureResult capture(const ScreenshotTemplate& t, const CaptureEnvironment& environment,
                      const std::function<void(const std::string&, double)>& progress,
                      const std::function<bool()>& cancelled);

}  // namespace proofreader::screenshots
