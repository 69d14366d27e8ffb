// The images of each capture in the section's data directory:
// captures/<template id>/<version>.raw.png (as the browser gave it, the
// reference of change detection), <version>.<format> (finished after the
// template) and <version>.diff.png (against the previous version). Files are
// written to a temporary name and renamed, so a reader never sees half an
// image. Any thread.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace proofreader::screenshots {

enum class CaptureImage { raw, finished, diff };

class CaptureFiles {
 public:
  explicit CaptureFiles(std::string root);  // <data directory>/captures

  std::string path(std::int64_t template_id, int version, CaptureImage image,
                   const std::string& format) const;
  void write(std::int64_t template_id, int version, CaptureImage image, const std::string& format,
             std::string_view bytes) const;
  // The file's bytes, or nullopt when it is not there.
  std::optional<std::string> read(std::int64_t template_id, int version, CaptureImage image,
                                  const std::string& format) const;
  // Removes every image of one version (pruned) or of a whole template (deleted).
  void remove_version(std::int64_t template_id, int version) const;
  void remove_template(std::int64_t template_id) const;
  // Bytes stored, for /api/health/full.
  std::uintmax_t total_bytes() const;

 private:
  std::string folder(std::int64_t template_id) const;
  std::string root_;
};

}  // namespace proofreader::screenshots
