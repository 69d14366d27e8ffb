// CliHostServices: the HostServices one plugin gets inside the command line.
//
// The command has no database, no jobs, no users and no network: it offers a
// plugin its declared settings (from the environment, validated as the host
// does), its logger, the shared morphology, extraction, the categories and —
// for the grammar-client engine — the grammar server's rules in this process
// (InProcessGrammar). Everything that needs the service (a store, jobs,
// guides by id, the model, fetching) throws ApiError 501 "not_offline",
// which an engine reports as its own failure; the in-tree engines that run
// offline (CommandPlugins) use none of it. Thread-safe.
#pragma once

#include <map>

#include <proofreader/sdk/host_services.hpp>

#include "loading/PluginSettings.hpp"
#include "loading/SharedObjects.hpp"

namespace proofreader::cli {

class InProcessGrammar;

class CliHostServices : public sdk::HostServices {
 public:
  CliHostServices(std::string plugin_name, const std::vector<host::DeclaredSetting>& settings,
                  host::SharedObjects& shared_objects, InProcessGrammar& grammar,
                  std::string share_directory);

  Poco::Logger& logger() override { return logger_; }
  std::string setting(const std::string& key) const override;
  std::string data_directory() const override;
  Poco::Data::Session store() override;
  void migrate(const std::vector<std::string>& steps) override;
  sdk::StoreDialect store_dialect() const override { return sdk::StoreDialect::sqlite; }
  sdk::HttpResponse http(const sdk::HttpRequest& request) override;
  sdk::FetchRules fetch_rules() const override { return {false, ""}; }
  void audit(const std::string&, const std::string&, const std::string&) override {}
  sdk::Document extract(std::string_view bytes, const std::string& file_name) override;
  std::string submit_check(sdk::CheckSubmission submission) override;
  std::string submit_task(sdk::TaskSubmission task) override;
  std::optional<sdk::JobInfo> job(const std::string&) override { return std::nullopt; }
  std::optional<sdk::StyleGuideView> styleguide(const std::string&) override { return std::nullopt; }
  std::string model_chat(const sdk::ChatRequest& request) override;
  sdk::ModelView model() const override { return {}; }
  std::string share_directory() const override { return share_directory_; }
  std::shared_ptr<const void> shared_object(const sdk::SharedObjectType& type) override;
  void check_url(const std::string& url) const override;
  bool allowed(const sdk::User&, std::int64_t, sdk::Action) const override { return false; }
  void require(const sdk::User& user, std::int64_t owner_id, sdk::Action action) const override;
  void read_check_options(const Poco::JSON::Object& body, sdk::CheckOptions& options) const override;
  void read_check_options(const std::map<std::string, std::string>& fields,
                          sdk::CheckOptions& options) const override;
  std::vector<std::string> categories() const override;
  sdk::ExportedDocument export_checked(const sdk::User& caller, const std::string& job_id,
                                       std::string_view original,
                                       const sdk::DocumentExportRequest& request) override;

 private:
  std::string name_;
  Poco::Logger& logger_;
  std::map<std::string, std::string> settings_;
  host::SharedObjects& shared_objects_;
  InProcessGrammar& grammar_;
  std::string share_directory_;
};

}  // namespace proofreader::cli
