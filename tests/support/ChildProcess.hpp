// ChildProcess: a helper program a test runs beside the host (nginx, the
// grammar server), started with arguments and stopped with the object.
#pragma once

#include <string>
#include <vector>

#include <sys/types.h>

namespace proofreader::test {

class ChildProcess {
 public:
  // Starts `program` (searched in PATH when it has no '/') with `args`.
  ChildProcess(const std::string& program, const std::vector<std::string>& args);
  ~ChildProcess();
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  // Polls `url` until it answers 200, up to `seconds`; false on time-out.
  static bool wait_healthy(const std::string& url, int seconds);

  pid_t pid() const { return pid_; }

 private:
  pid_t pid_ = -1;
};

// A TCP port on 127.0.0.1 that was free a moment ago.
int free_port();

}  // namespace proofreader::test
