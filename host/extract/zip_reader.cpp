#include "extract/zip_reader.hpp"

#include <Poco/Exception.h>
#include <Poco/Zip/ZipStream.h>

#include <algorithm>
#include <iterator>

#include "extract/extract_error.hpp"

namespace proofreader::host {
namespace {

// Small entries may legitimately compress very well; the ratio rule only
// applies once an entry has produced this much.
constexpr std::size_t kRatioFloor = 1 << 20;

// What pugixml needs for `xml`, at most: its own copy of the text, a node per
// '<' (element or the text after it; 64 bytes each, doubled for text nodes
// and page overhead) and an attribute per '=' (40 bytes, rounded up).
std::size_t xml_tree_bytes(std::string_view xml) {
  const auto tags = static_cast<std::size_t>(std::count(xml.begin(), xml.end(), '<'));
  const auto attributes = static_cast<std::size_t>(std::count(xml.begin(), xml.end(), '='));
  return xml.size() + tags * 128 + attributes * 48;
}

sdk::ApiError too_large_unpacked(std::size_t limit) {
  return document_too_large("more than " + std::to_string(limit >> 20) + " MiB when unpacked",
                            "больше " + std::to_string(limit >> 20) + " МиБ в распакованном виде");
}

sdk::ApiError too_compressed(const std::string& name, double ratio) {
  return document_too_large("zip entry " + name + " unpacks more than " +
                                std::to_string(static_cast<int>(ratio)) + " times its size",
                            "файл " + name + " в архиве распаковывается более чем в " +
                                std::to_string(static_cast<int>(ratio)) + " раз");
}

}  // namespace

ZipReader::ZipReader(std::string_view bytes, const ExtractLimits& limits)
    : limits_(limits), lease_(*limits.budget, limits.budget_patience) {
  lease_.take(bytes.size());  // the copy the stream holds
  stream_.str(std::string(bytes));
  try {
    archive_.emplace(stream_);
  } catch (const Poco::Exception& e) {
    throw bad_document("damaged zip archive (" + e.displayText() + ")", "повреждённый zip-архив");
  } catch (const std::exception& e) {
    throw bad_document(std::string("damaged zip archive (") + e.what() + ")", "повреждённый zip-архив");
  }
  const auto entries =
      static_cast<std::size_t>(std::distance(archive_->headerBegin(), archive_->headerEnd()));
  if (entries > limits_.max_zip_entries)
    throw document_too_large("more than " + std::to_string(limits_.max_zip_entries) + " zip entries",
                             "больше " + std::to_string(limits_.max_zip_entries) + " файлов в архиве");
}

std::size_t ZipReader::declared_size(const Poco::Zip::ZipLocalFileHeader& header) const {
  for (auto info = archive_->fileInfoBegin(); info != archive_->fileInfoEnd(); ++info)
    if (info->second.getFileName() == header.getFileName())
      return static_cast<std::size_t>(info->second.getUncompressedSize());
  return static_cast<std::size_t>(header.getUncompressedSize());
}

std::optional<std::string> ZipReader::read(const std::string& name) {
  const auto it = archive_->findHeader(name);
  if (it == archive_->headerEnd()) return std::nullopt;
  const Poco::Zip::ZipLocalFileHeader& header = it->second;
  const double compressed = std::max<double>(1, static_cast<double>(header.getCompressedSize()));
  const std::size_t declared = declared_size(header);
  // What the archive says already crosses a limit: refused before inflating.
  // Inflating is held to what it says, so the limits hold for what it does.
  if (declared > limits_.max_inflated_bytes - std::min(inflated_total_, limits_.max_inflated_bytes))
    throw too_large_unpacked(limits_.max_inflated_bytes);
  if (declared > kRatioFloor && static_cast<double>(declared) / compressed > limits_.max_ratio)
    throw too_compressed(name, limits_.max_ratio);
  lease_.take(declared);
  std::string out;
  out.reserve(declared);
  try {
    stream_.clear();
    Poco::Zip::ZipInputStream entry(stream_, header, true);
    char buffer[64 * 1024];
    while (entry.read(buffer, sizeof buffer) || entry.gcount() > 0) {
      const auto n = static_cast<std::size_t>(entry.gcount());
      if (out.size() + n > declared)
        throw bad_document(
            "zip entry " + name + " unpacks to more than its declared " + std::to_string(declared) + " bytes",
            "файл " + name + " в архиве больше заявленного размера");
      out.append(buffer, n);
    }
    inflated_total_ += out.size();
  } catch (const sdk::ApiError&) {
    throw;
  } catch (const Poco::Exception& e) {
    throw bad_document("damaged zip entry " + name + " (" + e.displayText() + ")",
                       "повреждённый файл " + name + " в архиве");
  } catch (const std::exception& e) {
    throw bad_document("damaged zip entry " + name + " (" + e.what() + ")",
                       "повреждённый файл " + name + " в архиве");
  }
  return out;
}

std::optional<pugi::xml_document> ZipReader::parse(const std::string& name, unsigned options) {
  const std::optional<std::string> bytes = read(name);
  if (!bytes) return std::nullopt;
  lease_.take(xml_tree_bytes(*bytes));
  std::optional<pugi::xml_document> xml(std::in_place);
  const pugi::xml_parse_result result = xml->load_buffer(bytes->data(), bytes->size(), options);
  if (!result)
    throw bad_document(name + " is not well-formed XML (" + result.description() + ")",
                       name + " — повреждённый XML");
  return xml;
}

}  // namespace proofreader::host
