// BrowserProcess without a real browser: a program that never gets as far as
// listening, and one that exits at once. The watchdog may fire before the
// browser has started; it kills that process tree only, never the test's.
#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <fstream>

#include "BrowserProcess.hpp"
#include "TempDir.hpp"

using namespace proofreader;

namespace {

std::string script(const test::TempDir& dir, const std::string& body) {
  const std::string path = dir.path() + "/fake-browser";
  std::ofstream(path) << "#!/bin/sh\n" << body << "\n";
  ::chmod(path.c_str(), 0755);
  return path;
}

}  // namespace

TEST_CASE("browser: the watchdog fires before the browser has started, and kills only its tree") {
  test::TempDir dir;
  screenshots::BrowserOptions options;
  options.executable = script(dir, "exec sleep 30");
  options.scratch_directory = dir.path();
  options.time_limit = std::chrono::milliseconds(0);  // the hard kill follows 2 s later
  const auto started = std::chrono::steady_clock::now();
  try {
    screenshots::BrowserProcess browser(options);
    FAIL("a browser that never listens");
  } catch (const screenshots::BrowserError& e) {
    CHECK(std::string(e.what()).find("took longer") != std::string::npos);
  }
  CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(8));
  CHECK(screenshots::BrowserProcess::descendants(::getpid()).empty());  // killed and reaped
}

TEST_CASE("browser: one that exits while starting is reported and reaped") {
  test::TempDir dir;
  screenshots::BrowserOptions options;
  options.executable = script(dir, "exit 3");
  options.scratch_directory = dir.path();
  try {
    screenshots::BrowserProcess browser(options);
    FAIL("a browser that exits at once");
  } catch (const screenshots::BrowserError& e) {
    CHECK(std::string(e.what()) == "Chromium exited while starting");
  }
  CHECK(screenshots::BrowserProcess::descendants(::getpid()).empty());
}
