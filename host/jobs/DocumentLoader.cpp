#include "jobs/DocumentLoader.hpp"

#include <Poco/URI.h>

#include "extract/extract_error.hpp"
#include "extract/extractor.hpp"
#include "fetch/fetcher.hpp"

namespace proofreader::host {

void detect_source_format(JobSource& source) {
  if (source.kind != "file" || source.format) return;
  source.format = detect_format(source.content, source.name);
  if (!source.format) throw unsupported_format();
}

namespace {

sdk::Document fetch_page(Fetcher& outgoing, const JobSource& source) {
  sdk::HttpRequest request;
  request.target = sdk::HttpRequest::Target::user_url;
  request.url = source.url;
  request.headers = {{"Accept", "text/html, text/markdown;q=0.9, text/plain;q=0.8, */*;q=0.5"}};
  const auto response = outgoing.perform(request);
  if (response.status < 200 || response.status >= 300)
    throw sdk::ApiError(502, "fetch_failed", "the page answered HTTP " + std::to_string(response.status),
                        "Страница ответила HTTP " + std::to_string(response.status));
  std::string hint = Poco::URI(response.final_url.empty() ? source.url : response.final_url).getPath();
  if (response.content_type.find("html") != std::string::npos) hint = "page.html";
  return extract_detected(response.body, hint);
}

}  // namespace

sdk::Document load_document(Fetcher& outgoing, const JobSource& source) {
  sdk::Document doc;
  if (source.kind == "text") {
    doc = extract(source.content, Format::txt);
    doc.source.format = "text";
  } else if (source.kind == "url") {
    doc = fetch_page(outgoing, source);
    doc.source.url = source.url;
  } else {
    const auto format = source.format ? source.format : detect_format(source.content, source.name);
    if (!format) throw unsupported_format();
    doc = extract(source.content, *format);
    doc.source.name = source.name;
  }
  doc.source.kind = source.kind;
  return doc;
}

}  // namespace proofreader::host
