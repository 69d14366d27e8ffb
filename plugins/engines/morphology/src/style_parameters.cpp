#include "style_parameters.hpp"

#include <Poco/Exception.h>
#include <Poco/JSON/Object.h>
#include <Poco/JSON/Parser.h>

#include <string>

namespace proofreader::morphology_engine {

StyleParameters read_style_parameters(std::string_view guide_json) {
  StyleParameters result;
  if (guide_json.empty()) return result;
  try {
    Poco::JSON::Parser parser;
    const auto root = parser.parse(std::string(guide_json)).extract<Poco::JSON::Object::Ptr>();
    const auto params = root ? root->getObject("parameters") : nullptr;
    if (!params) return result;
    if (params->has("vy_policy")) {
      const std::string policy = params->optValue<std::string>("vy_policy", "lowercase");
      if (policy == "capitalized") result.vy_policy = VyPolicy::capitalized;
      if (policy == "off") result.vy_policy = VyPolicy::off;
    }
    if (params->has("sentence_length_limit")) {
      const int limit = params->optValue<int>("sentence_length_limit", result.sentence_length_limit);
      if (limit >= 0) result.sentence_length_limit = limit;
    }
  } catch (const Poco::Exception&) {
    // A guide we cannot read leaves the defaults; the guide editor validates guides.
  } catch (const std::exception&) {
  }
  return result;
}

}  // namespace proofreader::morphology_engine
