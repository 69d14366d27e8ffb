#include "JsonFields.hpp"

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Stringifier.h>

#include <proofreader/sdk/http.hpp>

#include <sstream>

namespace proofreader::watch {

namespace {

sdk::ApiError wrong_type(const std::string& name, const std::string& en, const std::string& ru) {
  return sdk::ApiError::bad_request(name + " must be " + en, name + " должно быть " + ru);
}

}  // namespace

Poco::JSON::Object::Ptr json_object(const Poco::Dynamic::Var& body) {
  if (body.type() != typeid(Poco::JSON::Object::Ptr))
    throw sdk::ApiError::bad_request("expected a JSON object", "ожидался JSON-объект");
  return body.extract<Poco::JSON::Object::Ptr>();
}

std::optional<std::string> string_field(const Poco::JSON::Object::Ptr& o, const std::string& name) {
  if (!o->has(name) || o->isNull(name)) return std::nullopt;
  const auto value = o->get(name);
  if (!value.isString()) throw wrong_type(name, "a string", "строкой");
  return value.extract<std::string>();
}

std::optional<bool> bool_field(const Poco::JSON::Object::Ptr& o, const std::string& name) {
  if (!o->has(name) || o->isNull(name)) return std::nullopt;
  const auto value = o->get(name);
  if (value.type() != typeid(bool)) throw wrong_type(name, "true or false", "true или false");
  return value.extract<bool>();
}

std::optional<std::int64_t> int_field(const Poco::JSON::Object::Ptr& o, const std::string& name) {
  if (!o->has(name) || o->isNull(name)) return std::nullopt;
  const auto value = o->get(name);
  if (!value.isInteger()) throw wrong_type(name, "an integer", "целым числом");
  return value.convert<std::int64_t>();
}

std::optional<std::vector<std::string>> strings_field(const Poco::JSON::Object::Ptr& o,
                                                      const std::string& name) {
  if (!o->has(name) || o->isNull(name)) return std::nullopt;
  auto array = o->getArray(name);
  if (!array) throw wrong_type(name, "an array of strings", "массивом строк");
  std::vector<std::string> out;
  for (std::size_t i = 0; i < array->size(); ++i) {
    const auto item = array->get(static_cast<unsigned>(i));
    if (!item.isString()) throw wrong_type(name, "an array of strings", "массивом строк");
    out.push_back(item.extract<std::string>());
  }
  return out;
}

std::string to_json(const Poco::Dynamic::Var& value) {
  std::ostringstream out;
  Poco::JSON::Stringifier::stringify(value, out);
  return out.str();
}

}  // namespace proofreader::watch
