#include "FolderZip.hpp"

#include <fstream>
#include <map>

#include <Poco/DateTimeParser.h>
#include <Poco/Zip/Compress.h>

#include "Download.hpp"

namespace proofreader::documents {

namespace {

// Built segment by segment: Poco::Path's parser would expand a leading "~".
Poco::Path entry_path(const std::string& folders, const std::string& name) {
  Poco::Path path(false);
  std::size_t start = 0;
  while (start < folders.size()) {
    const std::size_t end = std::min(folders.find('/', start), folders.size());
    path.pushDirectory(folders.substr(start, end - start));
    start = end + 1;
  }
  path.setFileName(name);
  return path;
}

}  // namespace

void send_folder_zip(sdk::RequestContext& ctx, Repository& repository, blobs::BlobStore& blobs,
                     std::int64_t folder_id) {
  const auto folders = repository.subtree(folder_id, false);
  if (folders.empty())
    throw sdk::ApiError(409, "archived", "The folder is archived; restore it first",
                        "Папка в архиве; сначала восстановите её");
  const std::string root_name = folder_id == 0 ? "repository" : repository.folder(folder_id).name;
  const std::string root_path = repository.folder_path(folder_id);
  auto& response = ctx.response();
  kit::set_download_headers(response, root_name + ".zip");
  response.setContentType("application/zip");
  response.setChunkedTransferEncoding(true);
  std::ostream& out = response.send();
  Poco::Zip::Compress zip(out, false);
  for (const auto id : folders) {
    std::string relative = repository.folder_path(id).substr(root_path.size());
    if (!relative.empty() && relative.front() == '/') relative.erase(0, 1);
    for (const auto& file : repository.files_in(id, false)) {
      const Version latest = repository.version(file.id, file.latest_version);
      std::ifstream in(blobs.path(latest.sha256), std::ios::binary);
      int tz = 0;
      const Poco::DateTime modified = Poco::DateTimeParser::parse(latest.uploaded_at, tz);
      zip.addFile(in, modified, entry_path(relative, file.name));
    }
  }
  zip.close();
}

}  // namespace proofreader::documents
