// StubHostServices: the part of sdk::HostServices that engine unit tests do
// not exercise — settings from a map, no store, audit or section services. A test
// double derives from it and says what http() does. Read-only after
// construction, so safe from any thread.
#pragma once

#include <map>
#include <proofreader/sdk/sdk.hpp>
#include <stdexcept>
#include <string>
#include <vector>

namespace proofreader::testing {

class StubHostServices : public sdk::HostServices {
 public:
  StubHostServices(std::string logger_name, std::map<std::string, std::string> settings)
      : logger_name_(std::move(logger_name)), settings_(std::move(settings)) {}

  Poco::Logger& logger() override { return Poco::Logger::get(logger_name_); }
  std::string setting(const std::string& key, const std::string& fallback) const override {
    auto it = settings_.find(key);
    return it == settings_.end() ? fallback : it->second;
  }
  std::string data_directory() const override { return "."; }
  Poco::Data::Session store() override { throw std::logic_error("no store in this test"); }
  void migrate(const std::vector<std::string>&) override {}
  void audit(const std::string&, const std::string&, const std::string&) override {}
  sdk::Document extract(std::string_view, const std::string&) override { throw unused(); }
  std::string submit_check(sdk::CheckSubmission) override { throw unused(); }
  std::string submit_task(sdk::TaskSubmission) override { throw unused(); }
  std::optional<sdk::JobInfo> job(const std::string&) override { throw unused(); }
  std::optional<sdk::StyleGuideView> styleguide(const std::string&) override { throw unused(); }
  std::string model_chat(const sdk::ChatRequest&) override { throw unused(); }

 private:
  static std::logic_error unused() { return std::logic_error("not used by engine tests"); }

  std::string logger_name_;
  std::map<std::string, std::string> settings_;
};

}  // namespace proofreader::testing
