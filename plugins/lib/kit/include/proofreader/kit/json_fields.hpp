// Reading the fields of a request's JSON object with one clear 400 for a
// wrong type, for every section's routes. Pure functions; any thread.
#pragma once

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>
#include <Poco/JSON/Stringifier.h>
#include <proofreader/sdk/http.hpp>
#include <proofreader/sdk/routes.hpp>

#include <cstdint>
#include <limits>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace proofreader::kit {

inline sdk::ApiError wrong_type(const std::string& name, const std::string& en, const std::string& ru) {
  return sdk::ApiError::bad_request(name + " must be " + en, name + " должно быть " + ru);
}

// A parsed body as an object, or ApiError 400.
inline Poco::JSON::Object::Ptr json_object(const Poco::Dynamic::Var& body) {
  if (body.type() != typeid(Poco::JSON::Object::Ptr))
    throw sdk::ApiError::bad_request("expected a JSON object", "Ожидался JSON-объект");
  return body.extract<Poco::JSON::Object::Ptr>();
}

// The request's body as an object, or ApiError 400.
inline Poco::JSON::Object::Ptr body_object(sdk::RequestContext& ctx) {
  return json_object(ctx.json());
}

// Each returns nullopt when the field is absent or null; ApiError 400 naming
// the field when present with another type.
inline std::optional<std::string> string_field(const Poco::JSON::Object::Ptr& o, const std::string& name) {
  if (!o->has(name) || o->isNull(name)) return std::nullopt;
  const auto value = o->get(name);
  if (!value.isString()) throw wrong_type(name, "a string", "строкой");
  return value.extract<std::string>();
}

inline std::optional<bool> bool_field(const Poco::JSON::Object::Ptr& o, const std::string& name) {
  if (!o->has(name) || o->isNull(name)) return std::nullopt;
  const auto value = o->get(name);
  if (value.type() != typeid(bool)) throw wrong_type(name, "true or false", "true или false");
  return value.extract<bool>();
}

// An integer of at least `minimum`.
inline std::optional<std::int64_t> int_field(
    const Poco::JSON::Object::Ptr& o, const std::string& name,
    std::int64_t minimum = std::numeric_limits<std::int64_t>::min()) {
  if (!o->has(name) || o->isNull(name)) return std::nullopt;
  const auto value = o->get(name);
  if (!value.isInteger()) throw wrong_type(name, "an integer", "целым числом");
  const auto number = value.convert<std::int64_t>();
  if (number < minimum)
    throw wrong_type(name, "an integer of at least " + std::to_string(minimum),
                     "целым числом не меньше " + std::to_string(minimum));
  return number;
}

inline std::optional<std::vector<std::string>> strings_field(const Poco::JSON::Object::Ptr& o,
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

// `value` as JSON text.
inline std::string to_json(const Poco::Dynamic::Var& value) {
  std::ostringstream out;
  Poco::JSON::Stringifier::stringify(value, out);
  return out.str();
}

}  // namespace proofreader::kit
