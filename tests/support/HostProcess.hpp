// HostProcess: the real proofreader-host binary, started for one test.
//
// It runs on a port the kernel picks (PROOFREADER_BACKEND_PORT=0, the chosen
// port read from PROOFREADER_PORT_FILE), with its own data directory (a
// TempDir unless one is given, so a test can restart a host on the same
// data), the build tree's plugins, and the environment the test adds.
// start() waits until /api/health answers; the destructor stops it.
#pragma once

#include <map>
#include <memory>
#include <string>

#include <sys/types.h>

#include "TempDir.hpp"

namespace proofreader::test {

// Environment variables for a test host.
using Env = std::map<std::string, std::string>;

class HostProcess {
 public:
  static constexpr const char* kAdminPassword = "admin-test-password";

  // `env` is added to (and overrides) the defaults: a fixed admin password,
  // no engines or sections unless the test names them.
  explicit HostProcess(Env env = {}, std::string data_dir = {});
  ~HostProcess();

  // Runs another build's host binary and plugins (`build_dir`/bin and
  // `build_dir`/plugins), e.g. a previous release's, for an ABBA comparison.
  void use_build(const std::string& build_dir);
  void start();
  // SIGTERM and wait (10 s, then SIGKILL): a clean shutdown. Returns the
  // exit code, 128 + the signal for a process a signal ended, -1 when it had
  // to be killed or was not running.
  int stop();
  // SIGKILL: the process dies where it stands.
  void kill();

  int port() const { return port_; }
  pid_t pid() const { return pid_; }
  std::string base_url() const { return "http://127.0.0.1:" + std::to_string(port_); }
  const std::string& data_dir() const { return data_dir_; }
  // Everything the process wrote to stdout and stderr so far.
  std::string output() const;
  // True when /proc/<pid>/maps shows a library whose path contains `name`.
  bool has_mapped(const std::string& name) const;

 private:
  std::string node_name_for(const std::string& data_dir);

  std::map<std::string, std::string> env_;
  int node_index_ = 0;
  std::unique_ptr<TempDir> own_data_;
  std::unique_ptr<TempDir> run_dir_;
  std::string data_dir_;
  std::string binary_;
  pid_t pid_ = -1;
  int port_ = 0;
};

// The path of a binary in the build tree's bin/ folder.
std::string bin_path(const std::string& name);

}  // namespace proofreader::test
