#include "http/BodyFields.hpp"

#include <Poco/Net/HTMLForm.h>
#include <Poco/String.h>

#include <algorithm>
#include <sstream>

namespace proofreader::host {

namespace {

sdk::ApiError wrong_type(const std::string& name, const char* expected_en, const char* expected_ru) {
  return sdk::ApiError::bad_request("field '" + name + "' must be " + expected_en,
                                    "Поле «" + name + "» должно быть " + expected_ru);
}

}  // namespace

BodyFields BodyFields::from_json(sdk::RequestContext& ctx) {
  BodyFields fields;
  auto value = ctx.json();
  if (value.type() != typeid(Poco::JSON::Object::Ptr))
    throw sdk::ApiError::bad_request("the body must be a JSON object",
                                     "Тело запроса должно быть JSON-объектом");
  fields.json_ = value.extract<Poco::JSON::Object::Ptr>();
  return fields;
}

BodyFields BodyFields::from_request(sdk::RequestContext& ctx) {
  const std::string type = Poco::toLower(ctx.request().getContentType());
  const std::string& body = ctx.body();
  const auto first = body.find_first_not_of(" \t\r\n");
  if (type.find("json") != std::string::npos || (first != std::string::npos && body[first] == '{'))
    return from_json(ctx);
  BodyFields fields;
  try {
    std::istringstream in(body);
    Poco::Net::HTMLForm form;
    form.setFieldLimit(1000);
    form.load(ctx.request(), in);
    for (const auto& [k, v] : form) fields.form_[k] = v;
  } catch (const Poco::Exception& e) {
    throw sdk::ApiError::bad_request("malformed form body: " + e.message(),
                                     "Некорректная форма: " + e.message());
  }
  return fields;
}

bool BodyFields::has(const std::string& name) const {
  return json_ ? json_->has(name) : form_.count(name) > 0;
}

std::optional<std::string> BodyFields::optional_string(const std::string& name) const {
  if (json_) {
    if (!json_->has(name) || json_->isNull(name)) return std::nullopt;
    auto v = json_->get(name);
    if (!v.isString()) throw wrong_type(name, "a string", "строкой");
    return v.extract<std::string>();
  }
  auto it = form_.find(name);
  if (it == form_.end()) return std::nullopt;
  return it->second;
}

std::string BodyFields::required_string(const std::string& name) const {
  auto v = optional_string(name);
  if (!v) throw sdk::ApiError::bad_request("field '" + name + "' is required", "Нужно поле «" + name + "»");
  return *v;
}

std::optional<bool> BodyFields::optional_bool(const std::string& name) const {
  if (json_) {
    if (!json_->has(name) || json_->isNull(name)) return std::nullopt;
    auto v = json_->get(name);
    if (v.type() != typeid(bool)) throw wrong_type(name, "true or false", "true или false");
    return v.extract<bool>();
  }
  auto it = form_.find(name);
  if (it == form_.end()) return std::nullopt;
  const std::string s = Poco::toLower(it->second);
  if (s == "true" || s == "1" || s == "on" || s == "yes") return true;
  if (s == "false" || s == "0" || s == "off" || s == "no" || s.empty()) return false;
  throw wrong_type(name, "true or false", "true или false");
}

void BodyFields::reject_unknown(std::initializer_list<const char*> known) const {
  auto check = [&](const std::string& name) {
    if (std::none_of(known.begin(), known.end(), [&](const char* k) { return name == k; }))
      throw sdk::ApiError::bad_request("unknown field '" + name + "'", "Неизвестное поле «" + name + "»");
  };
  if (json_)
    for (const auto& [k, v] : *json_) check(k);
  for (const auto& [k, v] : form_) check(k);
}

}  // namespace proofreader::host
