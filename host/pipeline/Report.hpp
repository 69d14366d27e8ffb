// The report of a finished check (GET /api/jobs/{id}/report, history).
#pragma once

#include <Poco/JSON/Object.h>

#include <optional>
#include <string>

#include "pipeline/Pipeline.hpp"

namespace proofreader::host {

struct ReportInput {
  std::string job_id;
  std::string source_kind, source_name, source_url, source_format;
  const sdk::Document* document = nullptr;
  const PipelineResult* result = nullptr;
  std::optional<sdk::StyleGuideView> guide;
  std::string pipeline_version;
  std::string created_at, finished_at;
  std::string origin_json = "{}";  // where a section's check came from
};

// {job_id, source, blocks, remarks, summary, engines, styleguide, pipeline_version, words, …}
Poco::JSON::Object::Ptr build_report(const ReportInput& input);

// {total, by_category, by_engine, by_severity}
Poco::JSON::Object::Ptr summarize(const std::vector<sdk::Remark>& remarks);

// Whitespace-separated words in the document.
int count_words(const sdk::Document& document);

}  // namespace proofreader::host
