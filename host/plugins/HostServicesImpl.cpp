#include "plugins/HostServicesImpl.hpp"

#include "auth/Permissions.hpp"
#include "http/CheckOptionsReader.hpp"
#include "pipeline/Categories.hpp"

#include <Poco/File.h>
#include <Poco/NumberParser.h>

#include "audit/AuditLog.hpp"
#include "config/Paths.hpp"
#include "config/Settings.hpp"
#include "export/DocumentExport.hpp"
#include "extract/extractor.hpp"
#include "fetch/fetcher.hpp"
#include "guides/CheckSources.hpp"
#include "guides/GuideStore.hpp"
#include "jobs/JobEvents.hpp"
#include "jobs/JobManager.hpp"
#include "model/ModelClient.hpp"
#include "model/ModelSettings.hpp"
#include "loading/SharedObjects.hpp"
#include "storage/Database.hpp"
#include "storage/SqliteTypesOnPostgreSQL.hpp"

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

HostServicesImpl::HostServicesImpl(const PluginFacilities& host, std::string plugin_name,
                                   const std::vector<DeclaredSetting>& settings)
    : host_(host),
      name_(std::move(plugin_name)),
      logger_(Poco::Logger::get("plugin." + name_)),
      data_directory_(plugin_data_directory(host.data_dir, name_)) {
  for (const auto& s : settings) settings_[s.key] = s.value;
  Poco::File(data_directory_).createDirectories();
}

HostServicesImpl::~HostServicesImpl() = default;

std::string HostServicesImpl::setting(const std::string& key) const {
  const auto it = settings_.find(key);
  if (it == settings_.end())
    throw std::out_of_range("plugin " + name_ + " did not declare the setting " + key);
  return it->second;
}

sdk::FetchRules HostServicesImpl::fetch_rules() const {
  return {host_.settings.get_bool("PROOFREADER_SSRF_ALLOW_PRIVATE", true),
          host_.settings.get("PROOFREADER_FETCH_ALLOWLIST")};
}

std::string HostServicesImpl::share_directory() const {
  return host_.settings.get("PROOFREADER_SHARE_DIR");
}

std::shared_ptr<const void> HostServicesImpl::shared_object(const sdk::SharedObjectType& type) {
  return host_.shared_objects.get(type);
}

bool HostServicesImpl::allowed(const sdk::User& user, std::int64_t owner_id, sdk::Action action) const {
  return host::allowed(user, owner_id, action);
}

void HostServicesImpl::require(const sdk::User& user, std::int64_t owner_id, sdk::Action action) const {
  host::require(user, owner_id, action);
}

void HostServicesImpl::read_check_options(const Poco::JSON::Object& body, sdk::CheckOptions& options) const {
  host::read_check_options(body, options);
}

void HostServicesImpl::read_check_options(const std::map<std::string, std::string>& fields,
                                          sdk::CheckOptions& options) const {
  host::read_check_options(fields, options);
}

std::vector<std::string> HostServicesImpl::categories() const {
  return remark_categories();
}

void HostServicesImpl::check_url(const std::string& url) const {
  host_.model.outgoing.check_url(url);
}

Database& HostServicesImpl::own_store() {
  std::call_once(store_opened_, [this] {
    store_ = std::make_unique<Database>(plugin_store_location(host_.database, name_, data_directory_),
                                        Database::Schema::none);
  });
  return *store_;
}

sdk::StoreDialect HostServicesImpl::store_dialect() const {
  return host_.database.dialect == Dialect::postgresql ? sdk::StoreDialect::postgresql
                                                       : sdk::StoreDialect::sqlite;
}

Poco::Data::Session HostServicesImpl::store() {
  return own_store().session();
}

void HostServicesImpl::migrate(const std::vector<std::string>& steps) {
  if (own_store().dialect() == Dialect::sqlite) return own_store().migrate("plugin", steps);
  std::vector<std::string> translated;
  for (const auto& step : steps) translated.push_back(sqlite_types_on_postgresql(step));
  own_store().migrate("plugin", translated);
}

sdk::HttpResponse HostServicesImpl::http(const sdk::HttpRequest& request) {
  if (request.target != sdk::HttpRequest::Target::model) return host_.model.outgoing.perform(request);
  const auto base = effective_setting(host_.model, "llm_base_url");
  if (base.empty())
    throw sdk::ApiError(409, "model_not_configured", "no language model is configured (PUT /api/settings)",
                        "Языковая модель не настроена (PUT /api/settings)");
  sdk::HttpRequest to_model = request;
  to_model.target = sdk::HttpRequest::Target::configured_service;
  to_model.url = openai_url(base, request.url);
  to_model.proxy = effective_setting(host_.model, "proxy");
  if (const auto key = effective_setting(host_.model, "llm_api_key"); !key.empty())
    to_model.headers.emplace_back("Authorization", "Bearer " + key);
  return host_.model.outgoing.perform(to_model);
}

sdk::ModelView HostServicesImpl::model() const {
  const auto number = [this](const char* key, double fallback) {
    double value = fallback;
    return Poco::NumberParser::tryParseFloat(effective_setting(host_.model, key), value) ? value : fallback;
  };
  sdk::ModelView view;
  view.configured = !effective_setting(host_.model, "llm_base_url").empty();
  view.model = effective_setting(host_.model, "llm_model");
  view.temperature = number("llm_temperature", view.temperature);
  view.max_tokens = static_cast<int>(number("llm_max_tokens", view.max_tokens));
  view.timeout_s = static_cast<int>(number("llm_timeout_s", view.timeout_s));
  view.concurrency = static_cast<int>(number("llm_concurrency", view.concurrency));
  return view;
}

void HostServicesImpl::audit(const std::string& actor, const std::string& action, const std::string& detail) {
  host_.audit.write(actor, name_ + ":" + action, detail, "");
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
  request.guide = host_.check_sources.guides.view_of(submission.styleguide_id);
  if (!submission.styleguide_id.empty() && !request.guide)
    throw sdk::ApiError::not_found("no style guide with id " + submission.styleguide_id,
                                   "Нет руководства с id " + submission.styleguide_id);
  request.custom_rules_json = custom_rules_json(host_.check_sources.rules, submission.user);
  request.options = submission.options;
  request.origin_json = submission.origin_json.empty() ? "{}" : submission.origin_json;
  request.on_finished = std::move(submission.on_finished);
  request.document = std::make_shared<const sdk::Document>(std::move(submission.document));
  return remember(host_.jobs.submit(std::move(request)));
}

std::string HostServicesImpl::submit_task(sdk::TaskSubmission task) {
  JobSource source;
  source.kind = name_;
  source.name = task.title;
  return remember(host_.jobs.submit_task(task.user, task.kind.empty() ? name_ + "_task" : task.kind,
                                         std::move(source),
                                         [run = std::move(task.run)](JobProgress& progress) {
                                           TaskContextAdapter context(progress);
                                           return run(context);
                                         }));
}

std::string HostServicesImpl::remember(std::string job_id) {
  std::lock_guard lock(jobs_mutex_);
  submitted_jobs_.insert(job_id);
  return job_id;
}

std::optional<sdk::JobInfo> HostServicesImpl::job(const std::string& job_id) {
  std::lock_guard lock(jobs_mutex_);
  if (!submitted_jobs_.count(job_id)) {
    // A task of this plugin's that another backend on the database (or an
    // earlier process) submitted: a task's source names its plugin.
    auto s = host_.jobs.find(job_id);
    if (s && s->kind != "check" && s->source_kind == name_) return s->info();
    return std::nullopt;
  }
  auto s = host_.jobs.find(job_id);
  if (!s) {
    submitted_jobs_.erase(job_id);  // the host forgot it; so do we
    return std::nullopt;
  }
  return s->info();
}

std::optional<sdk::StyleGuideView> HostServicesImpl::styleguide(const std::string& id) {
  return host_.check_sources.guides.view_of(id);
}

std::string HostServicesImpl::model_chat(const sdk::ChatRequest& request) {
  return chat(host_.model, request);
}

sdk::ExportedDocument HostServicesImpl::export_checked(const sdk::User& caller, const std::string& job_id,
                                                       std::string_view original,
                                                       const sdk::DocumentExportRequest& request) {
  return host_.exports.of_file(job_id, caller, original, request);
}

}  // namespace proofreader::host
