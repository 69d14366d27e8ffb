// The HostServices one plugin gets: bound to the plugin's name — its logger,
// its folder and its own SQLite store inside the data directory, its audit
// entries — and through PluginFacilities to the host's extractors, jobs, guides
// and model. Owned by PluginManager, destroyed after the plugin's instance
// and before its library is unloaded. Thread-safe like the interface.
//
// It answers setting() for the plugin's declared keys only, and job() for the
// jobs the plugin submitted only.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <vector>

#include <proofreader/sdk/host_services.hpp>

#include "plugins/PluginFacilities.hpp"
#include "loading/PluginSettings.hpp"

namespace proofreader::host {

class Database;

class HostServicesImpl : public sdk::HostServices {
 public:
  // `settings`: the plugin's declarations with their validated values.
  HostServicesImpl(const PluginFacilities& host, std::string plugin_name,
                   const std::vector<DeclaredSetting>& settings);
  ~HostServicesImpl() override;

  Poco::Logger& logger() override { return logger_; }
  std::string setting(const std::string& key) const override;
  std::string data_directory() const override { return data_directory_; }
  Poco::Data::Session store() override;
  void migrate(const std::vector<std::string>& steps) override;
  sdk::StoreDialect store_dialect() const override;
  sdk::HttpResponse http(const sdk::HttpRequest& request) override;
  sdk::FetchRules fetch_rules() const override;
  void audit(const std::string& actor, const std::string& action, const std::string& detail) override;
  sdk::Document extract(std::string_view bytes, const std::string& file_name) override;
  std::string submit_check(sdk::CheckSubmission submission) override;
  std::string submit_task(sdk::TaskSubmission task) override;
  std::optional<sdk::JobInfo> job(const std::string& job_id) override;
  std::optional<sdk::StyleGuideView> styleguide(const std::string& id) override;
  std::string model_chat(const sdk::ChatRequest& request) override;
  sdk::ModelView model() const override;
  std::string share_directory() const override;
  std::shared_ptr<const void> shared_object(const sdk::SharedObjectType& type) override;
  void check_url(const std::string& url) const override;
  bool allowed(const sdk::User& user, std::int64_t owner_id, sdk::Action action) const override;
  void require(const sdk::User& user, std::int64_t owner_id, sdk::Action action) const override;
  void read_check_options(const Poco::JSON::Object& body, sdk::CheckOptions& options) const override;
  void read_check_options(const std::map<std::string, std::string>& fields,
                          sdk::CheckOptions& options) const override;
  std::vector<std::string> categories() const override;
  sdk::ExportedDocument export_checked(const sdk::User& caller, const std::string& job_id,
                                       std::string_view original,
                                       const sdk::DocumentExportRequest& request) override;

 private:
  Database& own_store();
  // Notes a job this plugin submitted, for job(); returns its id.
  std::string remember(std::string job_id);

  const PluginFacilities& host_;
  std::string name_;
  Poco::Logger& logger_;
  std::string data_directory_;
  std::map<std::string, std::string> settings_;  // the declared keys' values
  mutable std::mutex jobs_mutex_;
  std::set<std::string> submitted_jobs_;  // ids this plugin submitted; pruned once the host forgets them
  std::once_flag store_opened_;
  std::unique_ptr<Database> store_;  // opened on first use: engines that keep nothing get no file
};

}  // namespace proofreader::host
