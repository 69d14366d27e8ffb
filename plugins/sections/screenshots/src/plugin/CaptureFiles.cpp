#include "CaptureFiles.hpp"

#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>

namespace proofreader::screenshots {

namespace fs = std::filesystem;

CaptureFiles::CaptureFiles(std::string root) : root_(std::move(root)) {
  fs::create_directories(root_);
}

std::string CaptureFiles::folder(std::int64_t template_id) const {
  return root_ + "/" + std::to_string(template_id);
}

std::string CaptureFiles::path(std::int64_t template_id, int version, CaptureImage image,
                               const std::string& format) const {
  const std::string stem = folder(template_id) + "/" + std::to_string(version);
  switch (image) {
    case CaptureImage::raw:
      return stem + ".raw.png";
    case CaptureImage::diff:
      return stem + ".diff.png";
    case CaptureImage::finished:
      break;
  }
  return stem + "." + format;
}

void CaptureFiles::write(std::int64_t template_id, int version, CaptureImage image, const std::string& format,
                         std::string_view bytes) const {
  fs::create_directories(folder(template_id));
  const std::string target = path(template_id, version, image, format);
  const std::string partial = target + ".partial";
  {
    std::ofstream out(partial, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    out.flush();
    if (!out) throw std::runtime_error("cannot write " + partial);
  }
  fs::rename(partial, target);
}

std::optional<std::string> CaptureFiles::read(std::int64_t template_id, int version, CaptureImage image,
                                              const std::string& format) const {
  std::ifstream in(path(template_id, version, image, format), std::ios::binary);
  if (!in) return std::nullopt;
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

void CaptureFiles::remove_version(std::int64_t template_id, int version) const {
  const std::string prefix = std::to_string(version) + ".";
  std::error_code ignored;
  for (const auto& entry : fs::directory_iterator(folder(template_id), ignored))
    if (entry.path().filename().string().rfind(prefix, 0) == 0) fs::remove(entry.path(), ignored);
}

void CaptureFiles::remove_template(std::int64_t template_id) const {
  std::error_code ignored;
  fs::remove_all(folder(template_id), ignored);
}

std::uintmax_t CaptureFiles::total_bytes() const {
  std::uintmax_t total = 0;
  std::error_code ignored;
  for (const auto& entry : fs::recursive_directory_iterator(root_, ignored))
    if (entry.is_regular_file(ignored)) total += entry.file_size(ignored);
  return total;
}

}  // namespace proofreader::screenshots
