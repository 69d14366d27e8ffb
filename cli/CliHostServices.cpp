#include "cli/CliHostServices.hpp"

#include "cli/InProcessGrammar.hpp"
#include "extract/extractor.hpp"
#include "pipeline/Categories.hpp"

namespace proofreader::cli {

namespace {

// What a plugin asked of the service that the command line does not have.
[[noreturn]] void not_offline(const std::string& what) {
  throw sdk::ApiError(501, "not_offline", what + " is not available in the offline command line",
                      what + " недоступно в автономной командной строке");
}

}  // namespace

CliHostServices::CliHostServices(std::string plugin_name, const std::vector<host::DeclaredSetting>& settings,
                                 host::SharedObjects& shared_objects, InProcessGrammar& grammar,
                                 std::string share_directory)
    : name_(std::move(plugin_name)),
      logger_(Poco::Logger::get("plugin." + name_)),
      shared_objects_(shared_objects),
      grammar_(grammar),
      share_directory_(std::move(share_directory)) {
  for (const auto& s : settings) settings_[s.key] = s.value;
}

std::string CliHostServices::setting(const std::string& key) const {
  const auto it = settings_.find(key);
  if (it == settings_.end())
    throw std::out_of_range("plugin " + name_ + " did not declare the setting " + key);
  return it->second;
}

std::string CliHostServices::data_directory() const {
  not_offline("A plugin's data directory");
}
Poco::Data::Session CliHostServices::store() {
  not_offline("A plugin's store");
}
void CliHostServices::migrate(const std::vector<std::string>&) {
  not_offline("A plugin's store");
}

sdk::HttpResponse CliHostServices::http(const sdk::HttpRequest& request) {
  if (request.target != sdk::HttpRequest::Target::configured_service) not_offline("The network");
  return grammar_.answer(request);
}

sdk::Document CliHostServices::extract(std::string_view bytes, const std::string& file_name) {
  sdk::Document document = host::extract_detected(bytes, file_name);
  document.source.kind = "file";
  document.source.name = file_name;
  return document;
}

std::string CliHostServices::submit_check(sdk::CheckSubmission) {
  not_offline("A job");
}
std::string CliHostServices::submit_task(sdk::TaskSubmission) {
  not_offline("A job");
}
std::string CliHostServices::model_chat(const sdk::ChatRequest&) {
  not_offline("The language model");
}

std::shared_ptr<const void> CliHostServices::shared_object(const sdk::SharedObjectType& type) {
  return shared_objects_.get(type);
}

void CliHostServices::check_url(const std::string&) const {
  not_offline("Fetching an address");
}

void CliHostServices::require(const sdk::User&, std::int64_t, sdk::Action) const {
  throw sdk::ApiError(403, "forbidden", "The command line has no users",
                      "В командной строке нет пользователей");
}

void CliHostServices::read_check_options(const Poco::JSON::Object&, sdk::CheckOptions&) const {
  not_offline("Reading a request");
}

void CliHostServices::read_check_options(const std::map<std::string, std::string>&,
                                         sdk::CheckOptions&) const {
  not_offline("Reading a request");
}

std::vector<std::string> CliHostServices::categories() const {
  return host::remark_categories();
}

sdk::ExportedDocument CliHostServices::export_checked(const sdk::User&, const std::string&, std::string_view,
                                                      const sdk::DocumentExportRequest&) {
  not_offline("Exporting a saved check");
}

}  // namespace proofreader::cli
