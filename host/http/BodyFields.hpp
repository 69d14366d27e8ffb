// BodyFields: typed access to the fields of a request body, whether it came as
// JSON or as a form (urlencoded or multipart text fields). Wrong types and
// missing required fields become ApiError 400 naming the field.
#pragma once

#include <Poco/JSON/Object.h>

#include <map>
#include <optional>
#include <string>

#include <proofreader/sdk/routes.hpp>

namespace proofreader::host {

class BodyFields {
 public:
  // Reads the body of `ctx`: JSON when the content type says so (or the body
  // starts with '{'), otherwise form fields. A JSON body must be an object.
  static BodyFields from_request(sdk::RequestContext& ctx);
  // A JSON object only (PATCH, PUT).
  static BodyFields from_json(sdk::RequestContext& ctx);

  std::optional<std::string> optional_string(const std::string& name) const;
  std::string required_string(const std::string& name) const;
  std::optional<bool> optional_bool(const std::string& name) const;
  bool has(const std::string& name) const;
  // Names present in the body that are not in `known`: ApiError 400.
  void reject_unknown(std::initializer_list<const char*> known) const;

 private:
  Poco::JSON::Object::Ptr json_;
  std::map<std::string, std::string> form_;
};

}  // namespace proofreader::host
