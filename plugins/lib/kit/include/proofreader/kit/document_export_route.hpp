// The HTTP side of writing remarks back into a file (sdk/document_export.hpp):
// what to write, read from a request's query, and the written file sent
// back. The host's GET /api/jobs/{id}/document and a section's route for its
// own files answer alike. Called on the request's thread.
#pragma once

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>

#include <string>
#include <string_view>

#include <proofreader/sdk/document_export.hpp>
#include <proofreader/sdk/http.hpp>
#include <proofreader/sdk/routes.hpp>

#include "proofreader/kit/download.hpp"
#include "proofreader/kit/numbers.hpp"

namespace proofreader::kit {

// Reads a DocumentExportRequest from a request's query: mode (comments,
// changes, corrected), diff=true, accept=<remark id>[:<suggestion index>],…
// Throws ApiError 400 naming a bad value.
inline sdk::DocumentExportRequest document_export_request(const sdk::RequestContext& ctx) {
  sdk::DocumentExportRequest request;
  request.mode = ctx.query("mode", "comments");
  if (request.mode != "comments" && request.mode != "changes" && request.mode != "corrected")
    throw sdk::ApiError::bad_request("mode must be comments, changes or corrected",
                                     "mode должен быть comments, changes или corrected");
  request.diff = ctx.query("diff", "false") == "true";
  const std::string accept = ctx.query("accept");
  std::size_t start = 0;
  while (start < accept.size()) {
    std::size_t end = accept.find(',', start);
    if (end == std::string::npos) end = accept.size();
    const std::string item = accept.substr(start, end - start);
    start = end + 1;
    if (item.empty()) continue;
    const std::size_t colon = item.rfind(':');
    int choice = 0;
    if (colon != std::string::npos)
      choice =
          static_cast<int>(whole_number_field(std::string_view(item).substr(colon + 1), "accept", 0, 1000));
    const std::string id = item.substr(0, colon);
    if (id.empty() || id.size() > 200)
      throw sdk::ApiError::bad_request("accept names a remark by its id", "accept перечисляет id замечаний");
    request.accepted[id] = choice;
  }
  return request;
}

// Answers with `document` as an attachment, the count of placed and skipped
// remarks in X-Proofreader-Placed / X-Proofreader-Skipped; with the query
// list=true, with {placed, skipped: [{remark_id, fragment, reason}]} instead,
// so a screen can say beforehand what will not be in the file.
inline void send_exported_document(sdk::RequestContext& ctx, const sdk::ExportedDocument& document) {
  if (ctx.query("list", "false") == "true") {
    Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
    body->set("placed", document.placed);
    Poco::JSON::Array::Ptr skipped = new Poco::JSON::Array;
    for (const sdk::SkippedRemark& s : document.skipped) {
      Poco::JSON::Object::Ptr item = new Poco::JSON::Object;
      item->set("remark_id", s.remark_id);
      item->set("fragment", s.fragment);
      item->set("reason", s.reason);
      skipped->add(item);
    }
    body->set("skipped", skipped);
    ctx.send_json(body);
    return;
  }
  auto& response = ctx.response();
  response.setStatusAndReason(Poco::Net::HTTPResponse::HTTP_OK);
  response.setContentType(document.content_type);
  set_download_headers(response, document.file_name);
  response.set("X-Proofreader-Placed", std::to_string(document.placed));
  response.set("X-Proofreader-Skipped", std::to_string(document.skipped.size()));
  response.setContentLength(static_cast<std::streamsize>(document.bytes.size()));
  response.send().write(document.bytes.data(), static_cast<std::streamsize>(document.bytes.size()));
}

}  // namespace proofreader::kit
