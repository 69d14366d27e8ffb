#include "guides/GuideDraft.hpp"

#include <Poco/JSON/Array.h>
#include <proofreader/sdk/http.hpp>

#include <sstream>

#include "common/RandomHex.hpp"
#include "extract/extractor.hpp"
#include "guides/GuideStore.hpp"
#include "guides/RuleRecognizer.hpp"

namespace proofreader::host {

namespace {

Poco::JSON::Array::Ptr warnings_json(const std::vector<RecognitionWarning>& warnings) {
  Poco::JSON::Array::Ptr out = new Poco::JSON::Array;
  for (const auto& w : warnings) {
    Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
    o->set("statement", w.statement);
    o->set("reason", w.reason);
    o->set("glossary", w.glossary);
    out->add(o);
  }
  return out;
}

}  // namespace

std::string extract_draft(GuideStore& guides, const AskModel& ask_model, const std::string& filename,
                          const std::string& bytes, const DraftProgress& progress) {
  progress.stage("parsing", 0.1);
  const auto format = detect_format(bytes, filename);
  if (!format || (*format != Format::docx && *format != Format::txt && *format != Format::md))
    throw sdk::ApiError(415, "unsupported_format", "a style guide must be docx, txt or md",
                        "Руководство должно быть в формате docx, txt или md");
  const auto document = extract(bytes, *format);
  if (progress.cancelled()) return "{}";
  progress.stage("extracting", 0.4);
  auto recognized = recognize_rules(document);
  if (ask_model && !recognized.warnings.empty() && !progress.cancelled()) {
    progress.stage("extracting", 0.6);
    add_model_rules(recognized, ask_model);
  }
  if (progress.cancelled()) return "{}";
  progress.stage("validating", 0.8);
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("name", "Черновик: " + filename);
  body->set("description", "Извлечено из «" + filename + "»; проверьте правила перед выбором.");
  body->set("source", filename);
  body->set("rules", recognized.rules);
  validate_guide_body(body);
  const auto saved = guides.save("draft-" + random_hex(6), body);
  Poco::JSON::Object result;
  result.set("guide_id", saved.id);
  result.set("warnings", warnings_json(recognized.warnings));
  std::ostringstream out;
  result.stringify(out);
  return out.str();
}

}  // namespace proofreader::host
