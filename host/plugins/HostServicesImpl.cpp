#include "plugins/HostServicesImpl.hpp"

#include <Poco/File.h>
#include <Poco/Path.h>

#include "app/JobEvents.hpp"
#include "app/OutgoingHttp.hpp"
#include "audit/AuditLog.hpp"
#include "config/Settings.hpp"
#include "storage/Database.hpp"

namespace proofreader::host {

HostServicesImpl::HostServicesImpl(HostContext& host, std::string plugin_name)
    : host_(host),
      name_(std::move(plugin_name)),
      logger_(Poco::Logger::get("plugin." + name_)),
      data_directory_(Poco::Path(host.data_dir).pushDirectory("plugins").pushDirectory(name_).toString()) {
  Poco::File(data_directory_).createDirectories();
}

std::string HostServicesImpl::setting(const std::string& key, const std::string& fallback) const {
  if (host_.model_setting)
    if (auto value = host_.model_setting(key)) return *value;
  return host_.settings->get(key, fallback);
}

Poco::Data::Session HostServicesImpl::database() {
  return host_.db->session();
}

void HostServicesImpl::migrate(const std::string& component, const std::vector<std::string>& steps) {
  host_.db->migrate("plugin." + name_ + "." + component, steps);
}

sdk::HttpResponse HostServicesImpl::http(const sdk::HttpRequest& request) {
  return host_.outgoing->perform(request);
}

void HostServicesImpl::publish_job_event(const std::string& job_id, const std::string& event,
                                         const std::string& data_json) {
  host_.events->publish(job_id, event, data_json);
}

void HostServicesImpl::audit(const std::string& actor, const std::string& action, const std::string& detail) {
  host_.audit->write(actor, name_ + ":" + action, detail, "");
}

}  // namespace proofreader::host
