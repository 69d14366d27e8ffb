// The HostServices one plugin gets: bound to the plugin's name (its logger,
// its data folder, the prefix of its migrations). Owned by PluginManager,
// destroyed after the plugin's instance and before its library is unloaded.
#pragma once

#include <proofreader/sdk/host_services.hpp>

#include "app/HostContext.hpp"

namespace proofreader::host {

class HostServicesImpl : public sdk::HostServices {
 public:
  HostServicesImpl(HostContext& host, std::string plugin_name);

  Poco::Logger& logger() override { return logger_; }
  std::string setting(const std::string& key, const std::string& fallback) const override;
  std::string data_directory() const override { return data_directory_; }
  Poco::Data::Session database() override;
  void migrate(const std::string& component, const std::vector<std::string>& steps) override;
  sdk::HttpResponse http(const sdk::HttpRequest& request) override;
  void publish_job_event(const std::string& job_id, const std::string& event,
                         const std::string& data_json) override;
  void audit(const std::string& actor, const std::string& action, const std::string& detail) override;

 private:
  HostContext& host_;
  std::string name_;
  Poco::Logger& logger_;
  std::string data_directory_;
};

}  // namespace proofreader::host
