#include "config/NodeName.hpp"

#include <unistd.h>

#include <cctype>
#include <cstdio>

#include "config/Settings.hpp"

namespace proofreader::host {

std::string node_name(const Settings& settings) {
  std::string name = settings.get("PROOFREADER_NODE_NAME");
  if (name.empty()) {
    char host[256] = {};
    if (::gethostname(host, sizeof host - 1) != 0 || !host[0]) std::snprintf(host, sizeof host, "backend");
    // A port chosen by the kernel (0) names nothing that lasts: the process does.
    const long long port = settings.get_int("PROOFREADER_BACKEND_PORT", 8000);
    name = std::string(host) + "-" + (port ? std::to_string(port) : "p" + std::to_string(::getpid()));
  }
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_') c = '-';
  return name.substr(0, 40);
}

}  // namespace proofreader::host
