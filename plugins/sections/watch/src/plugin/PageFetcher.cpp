#include "PageFetcher.hpp"

#include <Poco/String.h>
#include <Poco/URI.h>

#include <chrono>

#include "HtmlSelection.hpp"

namespace proofreader::watch {

namespace {

std::string header(const sdk::HttpResponse& response, const std::string& name) {
  for (const auto& [key, value] : response.headers)
    if (Poco::icompare(key, name) == 0) return value;
  return {};
}

}  // namespace

std::vector<std::string> normalised_texts(const std::vector<StoredBlock>& blocks,
                                          const TextNormaliser& normaliser) {
  std::vector<std::string> out;
  out.reserve(blocks.size());
  for (const auto& b : blocks) out.push_back(normaliser.normalise(b.text));
  return out;
}

PageFetcher::PageFetcher(sdk::HostServices& host, HostLimiter& limiter, int timeout_ms)
    : host_(host), limiter_(limiter), timeout_ms_(timeout_ms) {}

FetchedPage PageFetcher::fetch(const Page& page) {
  FetchedPage result;
  RunRow& row = result.row;
  sdk::HttpRequest request;
  request.url = page.url;
  request.timeout_ms = timeout_ms_;
  if (!page.etag.empty()) request.headers.emplace_back("If-None-Match", page.etag);
  if (!page.last_modified.empty()) request.headers.emplace_back("If-Modified-Since", page.last_modified);

  const auto started = std::chrono::steady_clock::now();
  auto elapsed = [&] {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started)
        .count();
  };
  try {
    sdk::HttpResponse response;
    {
      std::string host_name;
      try {
        host_name = Poco::toLower(Poco::URI(page.url).getHost());
      } catch (const Poco::Exception&) {
      }
      auto slot = limiter_.acquire(host_name);
      response = host_.http(request);
    }
    row.ms = elapsed();
    row.http_status = response.status;
    row.bytes = static_cast<std::int64_t>(response.body.size());
    if (response.status == 304) {
      row.outcome = "unchanged";
      return result;
    }
    if (response.status != 200) {
      row.outcome = "error";
      row.error = "HTTP " + std::to_string(response.status);
      return result;
    }
    result.etag = header(response, "ETag");
    result.last_modified = header(response, "Last-Modified");

    const auto part = select_part(response.body, {page.selector, page.main_content});
    if (!part) {
      row.outcome = "error";
      row.error = page.selector.empty() ? "Основное содержимое страницы не найдено"
                                        : "Селектор «" + page.selector + "» ничего не нашёл";
      return result;
    }
    const sdk::Document document = host_.extract(*part, "page.html");
    std::vector<StoredBlock> blocks;
    for (const auto& b : document.blocks) blocks.push_back({b.kind, b.text});
    result.hash = content_hash(normalised_texts(blocks, TextNormaliser(page.ignore)));
    result.blocks = std::move(blocks);
  } catch (const sdk::ApiError& e) {
    row.ms = elapsed();
    row.outcome = "error";
    row.error = e.message_ru();
    if (row.http_status == 0 && e.code().rfind("fetch_", 0) == 0)
      row.error = e.code() + ": " + e.message_ru();
  } catch (const std::exception& e) {
    row.ms = elapsed();
    row.outcome = "error";
    row.error = e.what();
  }
  return result;
}

}  // namespace proofreader::watch
