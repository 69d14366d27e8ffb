#include "routes/CheckRequest.hpp"

#include "http/CheckOptionsReader.hpp"
#include "http/FormUpload.hpp"

#include <Poco/JSON/Object.h>
#include <Poco/String.h>

#include <map>
#include <optional>
#include <sstream>

#include "fetch/fetcher.hpp"
#include "guides/GuideStore.hpp"
#include "guides/UserRuleStore.hpp"

namespace proofreader::host {

namespace {

struct UploadedFile {
  std::string filename;
  std::string content;
};

struct Fields {
  std::map<std::string, std::string> text;
  sdk::CheckOptions options;
  std::optional<UploadedFile> file;
};

Fields read_json(sdk::RequestContext& ctx) {
  Fields f;
  auto value = ctx.json();
  if (value.type() != typeid(Poco::JSON::Object::Ptr))
    throw sdk::ApiError::bad_request("the body must be a JSON object",
                                     "Тело запроса должно быть JSON-объектом");
  auto o = value.extract<Poco::JSON::Object::Ptr>();
  read_check_options(*o, f.options);
  for (const auto& [k, v] : *o) {
    if (v.isEmpty() || k.rfind("check_", 0) == 0 || k == "prompt") continue;
    if (!v.isString())
      throw sdk::ApiError::bad_request("field '" + k + "' must be a string",
                                       "Поле «" + k + "» должно быть строкой");
    f.text[k] = v.extract<std::string>();
  }
  return f;
}

Fields read_form(sdk::RequestContext& ctx) {
  Fields f;
  FormUpload upload = read_form_upload(ctx);
  read_check_options(upload.fields, f.options);
  f.text = std::move(upload.fields);
  if (upload.file_count == 1) f.file = UploadedFile{upload.filename, std::move(upload.content)};
  return f;
}

}  // namespace

JobRequest read_check_request(const CheckSources& from, sdk::RequestContext& ctx) {
  const std::string type = Poco::toLower(ctx.request().getContentType());
  Fields f = type.find("json") != std::string::npos ? read_json(ctx) : read_form(ctx);

  JobRequest request;
  request.user = ctx.user();
  const bool has_text = f.text.count("text") > 0;
  const bool has_url = f.text.count("url") > 0 && !Poco::trim(f.text["url"]).empty();
  const int sources = (f.file ? 1 : 0) + (has_text ? 1 : 0) + (has_url ? 1 : 0);
  if (sources != 1)
    throw sdk::ApiError::bad_request("send exactly one of file, text or url",
                                     "Передайте ровно один источник: file, text или url");
  if (f.file) {
    if (f.file->content.empty()) throw sdk::ApiError::bad_request("the file is empty", "Файл пуст");
    request.source = {"file", f.file->filename, "", std::move(f.file->content), std::nullopt};
  } else if (has_text) {
    request.source = {"text", "", "", f.text["text"], std::nullopt};
  } else {
    request.source = {"url", "", Poco::trim(f.text["url"]), "", std::nullopt};
    // An address the fetch would refuse is refused now rather than as a failed job.
    from.outgoing.check_url(request.source.url);
  }
  request.options = std::move(f.options);
  request.options.locale = ctx.locale();

  const std::string guide_id = f.text.count("styleguide_id") ? Poco::trim(f.text["styleguide_id"]) : "";
  request.guide = from.guides.view_of(guide_id);
  if (!guide_id.empty() && !request.guide)
    throw sdk::ApiError::bad_request("no style guide with id " + guide_id,
                                     "Нет руководства с id " + guide_id);
  request.custom_rules_json = custom_rules_json(from.rules, ctx.user());
  return request;
}

}  // namespace proofreader::host
