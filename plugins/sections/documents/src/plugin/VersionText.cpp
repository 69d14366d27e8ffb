#include "VersionText.hpp"

#include <proofreader/sdk/http.hpp>

namespace proofreader::documents {

VersionText extract_version(sdk::HostServices& host, blobs::BlobStore& blobs, const std::string& sha256,
                            const std::string& file_name) {
  VersionText out;
  try {
    out.blocks = host.extract(blobs.read(sha256), file_name).blocks;
  } catch (const sdk::ApiError& e) {  // not extractable: the extractor says why
    out.error_ru = e.message_ru();
    out.error_en = e.what();
  } catch (const std::exception& e) {
    out.error_ru = std::string("Текст не извлечён: ") + e.what();
    out.error_en = std::string("The text could not be extracted: ") + e.what();
  }
  return out;
}

}  // namespace proofreader::documents
