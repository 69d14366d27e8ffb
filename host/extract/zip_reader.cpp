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

}  // namespace

ZipReader::ZipReader(std::string_view bytes, const ExtractLimits& limits)
    : limits_(limits), stream_(std::string(bytes)) {
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

std::optional<std::string> ZipReader::read(const std::string& name) {
  const auto it = archive_->findHeader(name);
  if (it == archive_->headerEnd()) return std::nullopt;
  const Poco::Zip::ZipLocalFileHeader& header = it->second;
  const double compressed = std::max<double>(1, header.getCompressedSize());
  std::string out;
  try {
    stream_.clear();
    Poco::Zip::ZipInputStream entry(stream_, header, true);
    char buffer[64 * 1024];
    while (entry.read(buffer, sizeof buffer) || entry.gcount() > 0) {
      const auto n = static_cast<std::size_t>(entry.gcount());
      inflated_total_ += n;
      if (inflated_total_ > limits_.max_inflated_bytes)
        throw document_too_large(
            "more than " + std::to_string(limits_.max_inflated_bytes >> 20) + " MiB when unpacked",
            "больше " + std::to_string(limits_.max_inflated_bytes >> 20) + " МиБ в распакованном виде");
      out.append(buffer, n);
      if (out.size() > kRatioFloor && out.size() / compressed > limits_.max_ratio)
        throw document_too_large("zip entry " + name + " unpacks more than " +
                                     std::to_string(static_cast<int>(limits_.max_ratio)) + " times its size",
                                 "файл " + name + " в архиве распаковывается более чем в " +
                                     std::to_string(static_cast<int>(limits_.max_ratio)) + " раз");
    }
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

}  // namespace proofreader::host
