#include "routes/DirectCheck.hpp"

namespace proofreader::host {

DirectCheck run_direct_check(JobManager& jobs, const CheckSources& sources, sdk::RequestContext& ctx,
                             bool file_only) {
  const auto request = read_check_request(sources, ctx);
  if (file_only && request.source.kind != "file")
    throw sdk::ApiError::bad_request("send the document as the 'file' field",
                                     "Передайте документ в поле «file»");
  if (request.source.kind == "url")
    throw sdk::ApiError::bad_request("use POST /api/jobs to check a URL",
                                     "Для проверки по URL используйте /api/jobs");
  auto document = jobs.checks().load(request.source);
  return {document, jobs.checks().check_now(request, document)};
}

}  // namespace proofreader::host
