// BrowserProcess: one headless Chromium for one capture, started with a fresh
// profile in a temporary folder, no extensions, every request through the
// filtering proxy (loopback included: no bypass list), QUIC, WebRTC's
// non-proxied UDP, DNS prefetch and background networking off, and host name
// resolution refused inside the browser so nothing it does can reach an
// address without the proxy. A watchdog thread kills the whole process tree
// at the deadline, past the memory bound, or as soon as the capture is
// cancelled. The destructor kills what is left, reaps it and removes the
// profile.
//
// Made and used by one capture on one thread; the watchdog is internal.
#pragma once

#include <sys/types.h>

#include <atomic>
#include <chrono>
#include <cstddef>
#include <functional>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace proofreader::screenshots {

// The browser could not be started or was killed; the message says why.
class BrowserError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct BrowserOptions {
  std::string executable = "/usr/bin/chromium";
  std::string scratch_directory;  // the profile is made inside it
  int proxy_port = 0;
  std::chrono::milliseconds time_limit{60000};
  std::size_t memory_limit_bytes = std::size_t(1) << 30;  // proportional set size, whole process tree
  // Asked by the watchdog thread every 100 ms; once true the tree is killed
  // with kCancelled as the reason. Must be safe to call from that thread.
  std::function<bool()> cancelled;
};

// The kill reason of a cancelled capture.
inline constexpr const char* kCancelled = "cancelled";

class BrowserProcess {
 public:
  explicit BrowserProcess(const BrowserOptions& options);
  ~BrowserProcess();
  BrowserProcess(const BrowserProcess&) = delete;
  BrowserProcess& operator=(const BrowserProcess&) = delete;

  int devtools_port() const { return devtools_port_; }
  const std::string& devtools_path() const { return devtools_path_; }  // "/devtools/browser/<id>"
  pid_t pid() const { return pid_; }  // the browser's, > 0 once it is started
  // Largest resident size of the process tree the watchdog saw.
  std::size_t peak_memory_bytes() const { return peak_memory_; }
  // Why the watchdog killed the browser ("" while it has not).
  std::string kill_reason() const;

  // The memory of `root` and all its descendants (proportional set size).
  static std::size_t tree_memory_bytes(pid_t root);
  // Every descendant of `root` still alive.
  static std::vector<pid_t> descendants(pid_t root);

 private:
  void watch();
  // Kills what is left of the tree, reaps the browser, removes the profile. Idempotent.
  void shutdown();
  void kill_tree(const std::string& reason);

  BrowserOptions options_;
  std::string profile_;
  // Set once, before the watchdog starts, and read by it; never reset while it
  // runs (the browser is reaped only after the watchdog is joined).
  std::atomic<pid_t> pid_{-1};
  int devtools_port_ = 0;
  std::string devtools_path_;
  std::chrono::steady_clock::time_point deadline_;
  std::atomic<bool> done_{false};
  std::atomic<std::size_t> peak_memory_{0};
  mutable std::mutex mutex_;
  std::string kill_reason_;
  std::thread watchdog_;
};

}  // namespace proofreader::screenshots
