#include "http/CheckOptionsReader.hpp"

#include <proofreader/kit/check_parts.hpp>
#include <proofreader/sdk/http.hpp>

#include <cctype>

namespace proofreader::host {
namespace {

sdk::ApiError not_a_flag(const std::string& name) {
  return sdk::ApiError::bad_request("field '" + name + "' must be true or false",
                                    "Поле «" + name + "» должно быть true или false");
}

void check_prompt(const std::string& prompt) {
  if (prompt.size() > kMaxPromptBytes)
    throw sdk::ApiError::bad_request("prompt is longer than " + std::to_string(kMaxPromptBytes) + " bytes",
                                     "Инструкция длиннее " + std::to_string(kMaxPromptBytes) + " байт");
}

}  // namespace

bool flag_from_text(const std::string& name, const std::string& text) {
  std::size_t begin = 0, end = text.size();
  while (begin < end && std::isspace(static_cast<unsigned char>(text[begin]))) ++begin;
  while (end > begin && std::isspace(static_cast<unsigned char>(text[end - 1]))) --end;
  std::string v;
  for (std::size_t i = begin; i < end; ++i)
    v += static_cast<char>(std::tolower(static_cast<unsigned char>(text[i])));
  if (v == "true" || v == "1" || v == "on" || v == "yes") return true;
  if (v == "false" || v == "0" || v == "off" || v == "no") return false;
  throw not_a_flag(name);
}

bool flag_from_json(const std::string& name, const Poco::Dynamic::Var& value) {
  if (value.type() == typeid(bool)) return value.extract<bool>();
  if (value.isString()) return flag_from_text(name, value.extract<std::string>());
  throw not_a_flag(name);
}

void read_check_options(const Poco::JSON::Object& body, sdk::CheckOptions& options) {
  for (sdk::CheckPart part : sdk::kSwitchableParts) {
    const std::string field = kit::request_field(part);
    if (body.has(field) && !body.isNull(field))
      *kit::switch_of(options, part) = flag_from_json(field, body.get(field));
  }
  if (body.has("prompt") && !body.isNull("prompt")) {
    const Poco::Dynamic::Var prompt = body.get("prompt");
    if (!prompt.isString())
      throw sdk::ApiError::bad_request("field 'prompt' must be a string",
                                       "Поле «prompt» должно быть строкой");
    options.prompt = prompt.extract<std::string>();
    check_prompt(options.prompt);
  }
}

void read_check_options(const std::map<std::string, std::string>& fields, sdk::CheckOptions& options) {
  for (sdk::CheckPart part : sdk::kSwitchableParts)
    if (auto it = fields.find(kit::request_field(part)); it != fields.end())
      *kit::switch_of(options, part) = flag_from_text(it->first, it->second);
  if (auto it = fields.find("prompt"); it != fields.end()) {
    options.prompt = it->second;
    check_prompt(options.prompt);
  }
}

}  // namespace proofreader::host
