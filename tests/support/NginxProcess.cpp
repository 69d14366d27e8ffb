#include "NginxProcess.hpp"

#include <cstdlib>
#include <stdexcept>

namespace proofreader::test {

NginxProcess::NginxProcess(const std::string& backends, bool docs, const std::string& max_body_bytes)
    : port_(free_port()) {
  const std::string source = PROOFREADER_TEST_SOURCE_DIR;
  const std::string conf = dir_.path() + "/nginx.conf";
  const std::string limit =
      max_body_bytes.empty() ? "" : "PROOFREADER_MAX_BODY_BYTES=" + max_body_bytes + " ";
  const std::string render = limit + source + "/packaging/render-nginx.sh " + conf + " " + dir_.path() + " " +
                             loopback(port_) + " " + backends + " " + source + "/frontend/placeholder " +
                             (docs ? "true" : "false");
  if (std::system(render.c_str()) != 0) throw std::runtime_error("render-nginx.sh failed: " + render);
  process_ = std::make_unique<ChildProcess>(
      "nginx", std::vector<std::string>{"-p", dir_.path(), "-c", conf, "-g", "daemon off;"});
  if (!ChildProcess::wait_healthy(base_url() + "/api/health", 5))
    throw std::runtime_error("nginx did not answer /api/health through " + base_url());
}

std::string loopback(int port) {
  return "127.0.0.1:" + std::to_string(port);
}

}  // namespace proofreader::test
