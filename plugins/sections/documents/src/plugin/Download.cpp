#include "Download.hpp"

#include <fstream>

#include <Poco/StreamCopier.h>

namespace proofreader::documents {

void send_version(sdk::RequestContext& ctx, Repository& repository, blobs::BlobStore& blobs,
                  std::int64_t file_id, int number) {
  const File file = repository.file(file_id);
  const Version version = repository.version(file_id, number);
  auto& response = ctx.response();
  const std::string etag = "\"" + version.sha256 + "\"";
  kit::set_download_headers(response, file.name);
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
