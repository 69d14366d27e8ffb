// Reads entries of a zip archive held in memory (Poco::Zip) under the
// ExtractLimits that stop zip bombs: the number of entries is checked before
// anything is inflated, and the inflated size (in total over every entry read)
// and each entry's inflation ratio are checked while inflating, chunk by
// chunk. Damaged archives throw 400 "bad_document", limits 413
// "document_too_large". Not thread-safe; one per extraction.
#pragma once

#include <Poco/Zip/ZipArchive.h>

#include <cstddef>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>

#include "extract/extractor.hpp"

namespace proofreader::host {

class ZipReader {
 public:
  ZipReader(std::string_view bytes, const ExtractLimits& limits);

  // The inflated entry, or nullopt when the archive has no such entry.
  std::optional<std::string> read(const std::string& name);

 private:
  ExtractLimits limits_;
  std::istringstream stream_;
  std::optional<Poco::Zip::ZipArchive> archive_;
  std::size_t inflated_total_ = 0;
};

}  // namespace proofreader::host
