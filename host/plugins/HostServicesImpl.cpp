#include "plugins/HostServicesImpl.hpp"

#include <Poco/File.h>

#include "app/JobEvents.hpp"
#include "app/OutgoingHttp.hpp"
#include "app/Paths.hpp"
#include "audit/AuditLog.hpp"
#include "config/Settings.hpp"
#include "extract/extractor.hpp"
#include "guides/GuideStore.hpp"
#include "jobs/CheckRequest.hpp"
#include "jobs/JobManager.hpp"
#include "settings/ModelClient.hpp"
#include "settings/ModelSettings.hpp"
#include "storage/Database.hpp"

namespace proofreader::host {

namespace {

// A task as JobManager runs it, seen by the plugin through sdk::TaskContext.
class TaskContextAdapter : public sdk::TaskContext {
 public:
  explicit TaskContextAdapter(JobProgress& progress) : progress_(progress) {}
  void stage(const std::string& stage, double progress) override { progress_.stage(stage, progress); }
  void event(const std::string& name, const std::string& data_json) override {
    progress_.event(name, data_json);
  }
  bool cancelled() const override { return progress_.cancelled(); }

 private:
  JobProgress& progress_;
};

}  // namespace

HostServicesImpl::HostServicesImpl(HostContext& host, std::string plugin_name)
    : host_(host),
      name_(std::move(plugin_name)),
      logger_(Poco::Logger::get("plugin." + name_)),
      data_directory_(plugin_data_directory(host.data_dir, name_)) {
  Poco::File(data_directory_).createDirectories();
}

HostServicesImpl::~HostServicesImpl() = default;

std::string HostServicesImpl::setting(const std::string& key, const std::string& fallback) const {
  if (auto value = host_.model_settings->effective(key)) return value->value;
  return host_.settings->get(key, fallback);
}

Database& HostServicesImpl::own_store() {
  std::call_once(store_opened_, [this] {
    store_ = std::make_unique<Database>(data_directory_ + "/store.db", Database::Schema::none);
  });
  return *store_;
}

Poco::Data::Session HostServicesImpl::store() {
  return own_store().session();
}

void HostServicesImpl::migrate(const std::vector<std::string>& steps) {
  own_store().migrate("plugin", steps);
}

sdk::HttpResponse HostServicesImpl::http(const sdk::HttpRequest& request) {
  return host_.outgoing->perform(request);
}

void HostServicesImpl::audit(const std::string& actor, const std::string& action, const std::string& detail) {
  host_.audit->write(actor, name_ + ":" + action, detail, "");
}

sdk::Document HostServicesImpl::extract(std::string_view bytes, const std::string& file_name) {
  sdk::Document document = extract_detected(bytes, file_name);
  document.source.kind = "file";
  document.source.name = file_name;
  return document;
}

std::string HostServicesImpl::submit_check(sdk::CheckSubmission submission) {
  JobRequest request;
  request.user = submission.user;
  request.source.kind = submission.document.source.kind.empty() ? "file" : submission.document.source.kind;
  request.source.name = submission.document.source.name;
  request.source.url = submission.document.source.url;
  request.guide = host_.guides->view_of(submission.styleguide_id);
  if (!submission.styleguide_id.empty() && !request.guide)
    throw sdk::ApiError::not_found("no style guide with id " + submission.styleguide_id,
                                   "Нет руководства с id " + submission.styleguide_id);
  request.custom_rules_json = custom_rules_json(host_, submission.user);
  request.options = submission.options;
  request.origin_json = submission.origin_json.empty() ? "{}" : submission.origin_json;
  request.on_finished = std::move(submission.on_finished);
  request.document = std::make_shared<const sdk::Document>(std::move(submission.document));
  return host_.jobs->submit(std::move(request));
}

std::string HostServicesImpl::submit_task(sdk::TaskSubmission task) {
  JobSource source;
  source.kind = name_;
  source.name = task.title;
  return host_.jobs->submit_task(task.user, task.kind.empty() ? name_ + "_task" : task.kind,
                                 std::move(source), [run = std::move(task.run)](JobProgress& progress) {
                                   TaskContextAdapter context(progress);
                                   return run(context);
                                 });
}

std::optional<sdk::JobInfo> HostServicesImpl::job(const std::string& job_id) {
  auto s = host_.jobs->find(job_id);
  if (!s) return std::nullopt;
  return s->info();
}

std::optional<sdk::StyleGuideView> HostServicesImpl::styleguide(const std::string& id) {
  return host_.guides->view_of(id);
}

std::string HostServicesImpl::model_chat(const sdk::ChatRequest& request) {
  return chat(host_, request);
}

}  // namespace proofreader::host
