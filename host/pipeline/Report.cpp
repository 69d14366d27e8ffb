#include "pipeline/Report.hpp"

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Parser.h>

#include <map>

#include "pipeline/RemarkJson.hpp"

namespace proofreader::host {

namespace {

Poco::JSON::Object::Ptr counts(const std::map<std::string, int>& m) {
  Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
  for (const auto& [k, v] : m) o->set(k, v);
  return o;
}

}  // namespace

Poco::JSON::Object::Ptr summarize(const std::vector<sdk::Remark>& remarks) {
  std::map<std::string, int> by_category, by_engine, by_severity;
  for (const auto& r : remarks) {
    ++by_category[r.category];
    ++by_engine[r.engine];
    ++by_severity[std::string(sdk::to_string(r.severity))];
  }
  Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
  o->set("total", static_cast<int>(remarks.size()));
  o->set("by_category", counts(by_category));
  o->set("by_engine", counts(by_engine));
  o->set("by_severity", counts(by_severity));
  return o;
}

int count_words(const sdk::Document& document) {
  int words = 0;
  for (const auto& b : document.blocks) {
    bool in_word = false;
    for (char c : b.text) {
      const bool space = c == ' ' || c == '\n' || c == '\t' || c == '\r';
      if (!space && !in_word) ++words;
      in_word = !space;
    }
  }
  return words;
}

Poco::JSON::Object::Ptr build_report(const ReportInput& in) {
  Poco::JSON::Object::Ptr report = new Poco::JSON::Object;
  report->set("job_id", in.job_id);
  Poco::JSON::Object::Ptr source = new Poco::JSON::Object;
  source->set("kind", in.source_kind);
  source->set("name", in.source_name);
  source->set("url", in.source_url);
  source->set("format", in.source_format);
  report->set("source", source);
  report->set("blocks", blocks_json(in.document->blocks));
  report->set("remarks", remarks_json(in.result->remarks));
  report->set("summary", summarize(in.result->remarks));
  Poco::JSON::Array::Ptr engines = new Poco::JSON::Array;
  for (const auto& e : in.result->engines) {
    Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
    o->set("name", e.name);
    o->set("version", e.version);
    o->set("status", e.status);
    o->set("duration_ms", e.duration_ms);
    if (e.error.empty())
      o->set("error", Poco::Dynamic::Var());
    else
      o->set("error", e.error);
    engines->add(o);
  }
  report->set("engines", engines);
  if (in.guide) {
    Poco::JSON::Object::Ptr guide = new Poco::JSON::Object;
    guide->set("id", in.guide->id);
    guide->set("name", in.guide->name);
    guide->set("version", in.guide->version);
    report->set("styleguide", guide);
  } else {
    report->set("styleguide", Poco::Dynamic::Var());
  }
  report->set("pipeline_version", in.pipeline_version);
  Poco::JSON::Parser parser;
  report->set("origin", parser.parse(in.origin_json.empty() ? "{}" : in.origin_json));
  report->set("words", count_words(*in.document));
  report->set("created_at", in.created_at);
  report->set("finished_at", in.finished_at);
  return report;
}

}  // namespace proofreader::host
