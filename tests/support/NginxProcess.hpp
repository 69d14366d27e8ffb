// NginxProcess: the real nginx in front of test hosts, configured from
// etc/nginx.conf.template by packaging/render-nginx.sh as packaging/run.sh
// and the front-end container do. It runs in the foreground of a child
// process on a free port with a run directory of its own; the constructor
// waits until /api/health answers through it, the destructor stops it.
#pragma once

#include <memory>
#include <string>

#include "ChildProcess.hpp"
#include "TempDir.hpp"

namespace proofreader::test {

class NginxProcess {
 public:
  // `backends`: render-nginx.sh's BACKENDS, "127.0.0.1:PORT" for one backend
  // or "NODE=127.0.0.1:PORT,NODE=…" for several. `docs`: PROOFREADER_DOCS.
  // `max_body_bytes`: PROOFREADER_MAX_BODY_BYTES, or its default when empty.
  explicit NginxProcess(const std::string& backends, bool docs = false,
                        const std::string& max_body_bytes = {});

  std::string base_url() const { return "http://127.0.0.1:" + std::to_string(port_); }
  int port() const { return port_; }

 private:
  TempDir dir_;
  int port_;
  std::unique_ptr<ChildProcess> process_;
};

// "127.0.0.1:<port>", a backend address for NginxProcess.
std::string loopback(int port);

}  // namespace proofreader::test
