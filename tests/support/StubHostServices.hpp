// StubHostServices: the part of sdk::HostServices that engine unit tests do
// not exercise — settings from a map over the plugin's declarations, no
// store, audit or section services. A test double derives from it and says
// what http() does. Read-only once set up (constructed, share() called), so
// safe from any thread.
#pragma once

#include <map>
#include <memory>
#include <proofreader/sdk/sdk.hpp>
#include <stdexcept>
#include <string>
#include <vector>

namespace proofreader::testing {

class StubHostServices : public sdk::HostServices {
 public:
  // `settings` overrides the defaults of `declared`, as the host's
  // configuration would; a key in neither is undeclared, as in the host.
  StubHostServices(std::string logger_name, std::map<std::string, std::string> settings,
                   sdk::SettingList declared = {})
      : logger_name_(std::move(logger_name)), settings_(std::move(settings)) {
    for (std::size_t i = 0; i < declared.count; ++i)
      settings_.emplace(declared.items[i].key, declared.items[i].default_value);
  }

  Poco::Logger& logger() override { return Poco::Logger::get(logger_name_); }
  std::string setting(const std::string& key) const override {
    auto it = settings_.find(key);
    if (it == settings_.end()) throw std::out_of_range("undeclared setting " + key);
    return it->second;
  }
  sdk::FetchRules fetch_rules() const override { return {}; }
  std::string share_directory() const override { return setting("PROOFREADER_SHARE_DIR"); }
  // What share() put under `name`, as the host's registry would hand it out.
  std::shared_ptr<const void> shared_object(const sdk::SharedObjectType& type) override {
    auto it = shared_.find(type.name);
    return it == shared_.end() ? nullptr : it->second;
  }
  void share(const std::string& name, std::shared_ptr<const void> object) {
    shared_[name] = std::move(object);
  }
  void check_url(const std::string&) const override {}  // engine tests save no addresses
  sdk::ExportedDocument export_checked(const sdk::User&, const std::string&, std::string_view,
                                       const sdk::DocumentExportRequest&) override {
    throw sdk::ApiError::not_found();  // engine tests keep no checks
  }
  // The model settings from the llm_* keys of the map, as the host's would be.
  sdk::ModelView model() const override {
    sdk::ModelView view;
    const auto get = [this](const char* key) {
      auto it = settings_.find(key);
      return it == settings_.end() ? std::string() : it->second;
    };
    view.configured = !get("llm_base_url").empty();
    view.model = get("llm_model");
    if (auto v = get("llm_temperature"); !v.empty()) view.temperature = std::stod(v);
    if (auto v = get("llm_max_tokens"); !v.empty()) view.max_tokens = std::stoi(v);
    if (auto v = get("llm_timeout_s"); !v.empty()) view.timeout_s = std::stoi(v);
    if (auto v = get("llm_concurrency"); !v.empty()) view.concurrency = std::stoi(v);
    return view;
  }
  std::string data_directory() const override { return "."; }
  Poco::Data::Session store() override { throw std::logic_error("no store in this test"); }
  void migrate(const std::vector<std::string>&) override {}
  sdk::StoreDialect store_dialect() const override { return sdk::StoreDialect::sqlite; }
  void audit(const std::string&, const std::string&, const std::string&) override {}
  sdk::Document extract(std::string_view, const std::string&) override { throw unused(); }
  std::string submit_check(sdk::CheckSubmission) override { throw unused(); }
  std::string submit_task(sdk::TaskSubmission) override { throw unused(); }
  std::optional<sdk::JobInfo> job(const std::string&) override { throw unused(); }
  std::optional<sdk::StyleGuideView> styleguide(const std::string&) override { throw unused(); }
  std::string model_chat(const sdk::ChatRequest&) override { throw unused(); }
  bool allowed(const sdk::User&, std::int64_t, sdk::Action) const override { throw unused(); }
  void require(const sdk::User&, std::int64_t, sdk::Action) const override { throw unused(); }
  void read_check_options(const Poco::JSON::Object&, sdk::CheckOptions&) const override { throw unused(); }
  void read_check_options(const std::map<std::string, std::string>&, sdk::CheckOptions&) const override {
    throw unused();
  }
  // A few of the host's categories (its list is not linked into engine tests).
  std::vector<std::string> categories() const override { return categories_; }

 private:
  static std::logic_error unused() { return std::logic_error("not used by engine tests"); }

  std::string logger_name_;
  std::vector<std::string> categories_{"spelling", "grammar", "style", "llm"};
  std::map<std::string, std::string> settings_;
  std::map<std::string, std::shared_ptr<const void>> shared_;
};

}  // namespace proofreader::testing
