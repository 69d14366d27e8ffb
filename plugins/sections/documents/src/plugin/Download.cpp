#include "Download.hpp"

#include <fstream>

#include <Poco/StreamCopier.h>

namespace proofreader::documents {

std::string content_disposition(const std::string& file_name) {
  static const char* hex = "0123456789ABCDEF";
  std::string fallback;
  std::string encoded;
  for (unsigned char c : file_name) {
    const bool plain = std::isalnum(c) ||
                       std::string_view("!#$&+-.^_`|~").find(static_cast<char>(c)) != std::string_view::npos;
    fallback += (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') ? static_cast<char>(c) : '_';
    if (plain) {
      encoded += static_cast<char>(c);
    } else {
      encoded += '%';
      encoded += hex[c >> 4];
      encoded += hex[c & 0xf];
    }
  }
  return "attachment; filename=\"" + fallback + "\"; filename*=UTF-8''" + encoded;
}

void set_download_headers(Poco::Net::HTTPServerResponse& response, const std::string& file_name) {
  response.set("Content-Disposition", content_disposition(file_name));
  response.set("X-Content-Type-Options", "nosniff");
  response.set("Content-Security-Policy", "sandbox");
  response.set("Cache-Control", "private, no-cache");
}

void send_version(sdk::RequestContext& ctx, Repository& repository, BlobStore& blobs, std::int64_t file_id,
                  int number) {
  const File file = repository.file(file_id);
  const Version version = repository.version(file_id, number);
  auto& response = ctx.response();
  const std::string etag = "\"" + version.sha256 + "\"";
  set_download_headers(response, file.name);
  response.set("ETag", etag);
  if (ctx.request().get("If-None-Match", "") == etag) {
    response.setStatusAndReason(Poco::Net::HTTPResponse::HTTP_NOT_MODIFIED);
    response.setContentLength(0);
    response.send();
    return;
  }
  std::ifstream in(blobs.path(version.sha256), std::ios::binary);
  if (!in)
    throw sdk::ApiError(500, "blob_missing", "The stored content of this version is missing",
                        "Содержимое этой версии не найдено в хранилище");
  response.setContentType(version.content_type);
  response.setContentLength64(version.size);
  Poco::StreamCopier::copyStream64(in, response.send());
}

}  // namespace proofreader::documents
