// HostApplication: the backend process. Reads the configuration, opens the
// data directory and the database, creates the first administrator, loads
// the enabled plugins, builds the route table and serves HTTP until SIGTERM
// or SIGINT, then shuts down in the fixed order: stop the server, drop the
// routes, drop the engines, stop the plugins, unload them.
#pragma once

#include <Poco/Util/ServerApplication.h>

namespace proofreader::host {

class HostApplication : public Poco::Util::ServerApplication {
 protected:
  int main(const std::vector<std::string>& args) override;
};

}  // namespace proofreader::host
