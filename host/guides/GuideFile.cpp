#include "guides/GuideFile.hpp"

#include <proofreader/sdk/http.hpp>

#include "guides/GuideStore.hpp"

namespace proofreader::host {

RecognizedRules read_guide_file(const std::string& filename, const std::string& bytes,
                                const ExtractLimits& limits) {
  const auto format = detect_format(bytes, filename);
  if (!format || (*format != Format::docx && *format != Format::txt && *format != Format::md))
    throw sdk::ApiError(415, "unsupported_format", "a style guide must be docx, txt or md",
                        "Руководство должно быть в формате docx, txt или md");
  return recognize_rules(extract(bytes, *format, limits));
}

Poco::JSON::Object::Ptr guide_file_body(const std::string& filename, const Poco::JSON::Array::Ptr& rules) {
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("name", "Черновик: " + filename);
  body->set("description", "Извлечено из «" + filename + "»; проверьте правила перед выбором.");
  body->set("source", filename);
  body->set("rules", rules);
  validate_guide_body(body);
  return body;
}

}  // namespace proofreader::host
