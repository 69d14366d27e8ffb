// Reads entries of a zip archive held in memory (Poco::Zip) under the
// ExtractLimits that stop zip bombs, and parses its XML parts:
//  - the number of entries is checked before anything is inflated;
//  - an entry's declared size is checked before it is inflated: past the
//    total still allowed, or more than the ratio allows, it is refused at once;
//  - the declared size is taken from the process's UnpackBudget before
//    inflating, and an entry that inflates to more than it declared is a
//    damaged archive (so a lying header cannot take more than it took);
//  - an XML part's tree is estimated and taken from the budget before parsing.
// The budget is given back when the reader is destroyed: keep it alive as
// long as what it read and parsed. Damaged archives throw 400
// "bad_document", limits 413 "document_too_large", a busy budget 503
// "server_busy". Not thread-safe; one per extraction.
#pragma once

#include <Poco/Zip/ZipArchive.h>
#include <pugixml.hpp>

#include <cstddef>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>

#include "extract/extractor.hpp"
#include "extract/unpack_budget.hpp"

namespace proofreader::host {

class ZipReader {
 public:
  ZipReader(std::string_view bytes, const ExtractLimits& limits);

  // The inflated entry, or nullopt when the archive has no such entry.
  std::optional<std::string> read(const std::string& name);

  // The entry parsed as XML with pugixml `options`, or nullopt when the
  // archive has no such entry; 400 when it is not well-formed.
  std::optional<pugi::xml_document> parse(const std::string& name, unsigned options);

 private:
  // The entry's uncompressed size as the central directory declares it.
  std::size_t declared_size(const Poco::Zip::ZipLocalFileHeader& header) const;

  ExtractLimits limits_;
  UnpackBudget::Lease lease_;
  std::istringstream stream_;
  std::optional<Poco::Zip::ZipArchive> archive_;
  std::size_t inflated_total_ = 0;
};

}  // namespace proofreader::host
