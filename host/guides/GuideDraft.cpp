#include "guides/GuideDraft.hpp"

#include <Poco/JSON/Array.h>
#include <sstream>

#include "common/RandomHex.hpp"
#include "guides/GuideFile.hpp"
#include "guides/GuideStore.hpp"

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
  auto recognized = read_guide_file(filename, bytes, background_limits());  // a task's worker: it may wait
  if (progress.cancelled()) return "{}";
  progress.stage("extracting", 0.4);
  if (ask_model && !recognized.warnings.empty()) {
    progress.stage("extracting", 0.6);
    add_model_rules(recognized, ask_model);
  }
  if (progress.cancelled()) return "{}";
  progress.stage("validating", 0.8);
  const auto body = guide_file_body(filename, recognized.rules);
  const auto saved = guides.save("draft-" + random_hex(6), body);
  Poco::JSON::Object result;
  result.set("guide_id", saved.id);
  result.set("warnings", warnings_json(recognized.warnings));
  std::ostringstream out;
  result.stringify(out);
  return out.str();
}

}  // namespace proofreader::host
