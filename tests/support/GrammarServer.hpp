// The real grammar server binary (proofreader-grammar) on a free port for
// integration tests, healthy once constructed and stopped with the object.
// Used on the test's thread.
#pragma once

#include <stdexcept>
#include <string>

#include "ChildProcess.hpp"
#include "HostProcess.hpp"

namespace proofreader::test {

class GrammarServer {
 public:
  GrammarServer()
      : port_(free_port()), process_(bin_path("proofreader-grammar"), {"--port", std::to_string(port_)}) {
    if (!ChildProcess::wait_healthy(url() + "/health", 10))
      throw std::runtime_error("the grammar server did not become healthy");
  }
  std::string url() const { return "http://127.0.0.1:" + std::to_string(port_); }

 private:
  int port_;
  ChildProcess process_;
};

}  // namespace proofreader::test
