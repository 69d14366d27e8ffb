// The extracted text of a stored version, or why there is none. One place for
// the index worker (which records the reason) and the version diff (which
// answers with it).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <proofreader/sdk/types.hpp>

#include <proofreader/sdk/host_services.hpp>

#include <proofreader/blobs/BlobStore.hpp>

namespace proofreader::documents {

struct VersionText {
  std::vector<sdk::Block> blocks;
  // Set when the text could not be extracted: the reason in Russian and
  // English (the index stores the Russian one, the diff answers with both).
  std::optional<std::string> error_ru;
  std::string error_en;
};

VersionText extract_version(sdk::HostServices& host, blobs::BlobStore& blobs, const std::string& sha256,
                            const std::string& file_name);

}  // namespace proofreader::documents
