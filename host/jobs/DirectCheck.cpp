#include "jobs/DirectCheck.hpp"

#include "config/Settings.hpp"
#include "jobs/CheckRequest.hpp"

namespace proofreader::host {

DirectCheck run_direct_check(HostContext& host, JobManager& jobs, sdk::RequestContext& ctx, bool file_only) {
  auto request = read_check_request(host, ctx);
  if (file_only && request.source.kind != "file")
    throw sdk::ApiError::bad_request("send the document as the 'file' field",
                                     "Передайте документ в поле «file»");
  if (request.source.kind == "url")
    throw sdk::ApiError::bad_request("use POST /api/jobs to check a URL",
                                     "Для проверки по URL используйте /api/jobs");
  PipelineInput input;
  input.document = std::make_shared<sdk::Document>(load_document(*host.outgoing, request.source));
  input.options = request.options;
  input.guide = request.guide;
  input.custom_rules_json = request.custom_rules_json;
  input.version = host.settings->get("PIPELINE_VERSION", "v2");
  return {input.document, jobs.check_now(input)};
}

}  // namespace proofreader::host
