#include "routes/ReportRoutes.hpp"

#include <Poco/JSON/Array.h>

#include "http/Router.hpp"
#include "pipeline/RemarkJson.hpp"
#include "reports/XlsxReport.hpp"
#include "routes/DirectCheck.hpp"

namespace proofreader::host {

namespace {

void send_xlsx(sdk::RequestContext& ctx, const std::string& bytes) {
  auto& response = ctx.response();
  response.setStatusAndReason(Poco::Net::HTTPResponse::HTTP_OK);
  response.setContentType(kXlsxContentType);
  response.set("Content-Disposition", "attachment; filename=\"proofreader-report.xlsx\"");
  response.set("Cache-Control", "no-store");
  response.setContentLength(static_cast<std::streamsize>(bytes.size()));
  response.send().write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

void report_of_check(const ReportRouteServices& services, sdk::RequestContext& ctx) {
  const auto check = run_direct_check(services.jobs, services.check_sources, ctx, false);
  send_xlsx(ctx, write_remarks_xlsx(check.result.remarks, check.document.get()));
}

void report_of_issues(sdk::RequestContext& ctx) {
  const auto body = ctx.json();
  Poco::JSON::Array::Ptr list;
  if (body.type() == typeid(Poco::JSON::Object::Ptr))
    list = body.extract<Poco::JSON::Object::Ptr>()->getArray("remarks");
  if (!list)
    throw sdk::ApiError::bad_request("send {\"remarks\": [remark, ...]}", "Передайте {\"remarks\": [...]}");
  std::vector<sdk::Remark> remarks;
  for (std::size_t i = 0; i < list->size(); ++i) {
    auto object = list->getObject(static_cast<unsigned>(i));
    if (!object)
      throw sdk::ApiError::bad_request("remarks[" + std::to_string(i) + "] is not an object",
                                       "remarks[" + std::to_string(i) + "] — не объект");
    remarks.push_back(remark_from_json(object));
  }
  send_xlsx(ctx, write_remarks_xlsx(remarks, nullptr));
}

}  // namespace

void register_report_routes(Router& r, ReportRouteServices services) {
  r.add({"POST", "/api/report", sdk::Access::user,
         "Check a file or text now (same fields as /api/check-text) and download its remarks as xlsx",
         [services](sdk::RequestContext& c) { report_of_check(services, c); }});
  r.add({"POST", "/api/report-issues", sdk::Access::user,
         "Download a list of remarks ({\"remarks\": [...]}) as xlsx",
         [](sdk::RequestContext& c) { report_of_issues(c); }});
}

}  // namespace proofreader::host
