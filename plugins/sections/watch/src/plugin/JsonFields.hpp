// Reading the fields of a request's JSON object with a clear 400 for a wrong
// type, for the watch routes. Pure functions.
#pragma once

#include <Poco/JSON/Object.h>

#include <optional>
#include <string>
#include <vector>

namespace proofreader::watch {

// The body as an object, or ApiError 400.
Poco::JSON::Object::Ptr json_object(const Poco::Dynamic::Var& body);

// Each returns nullopt when the field is absent; ApiError 400 naming the field
// when present with another type.
std::optional<std::string> string_field(const Poco::JSON::Object::Ptr& o, const std::string& name);
std::optional<bool> bool_field(const Poco::JSON::Object::Ptr& o, const std::string& name);
std::optional<std::int64_t> int_field(const Poco::JSON::Object::Ptr& o, const std::string& name);
std::optional<std::vector<std::string>> strings_field(const Poco::JSON::Object::Ptr& o,
                                                      const std::string& name);

std::string to_json(const Poco::Dynamic::Var& value);

}  // namespace proofreader::watch
