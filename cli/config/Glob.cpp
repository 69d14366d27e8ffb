#include "cli/config/Glob.hpp"

#include <vector>

namespace proofreader::cli {

namespace fs = std::filesystem;

namespace {

std::vector<std::string_view> segments(std::string_view path) {
  std::vector<std::string_view> out;
  while (!path.empty()) {
    const auto slash = path.find('/');
    const auto part = path.substr(0, slash);
    if (!part.empty()) out.push_back(part);
    if (slash == std::string_view::npos) break;
    path.remove_prefix(slash + 1);
  }
  return out;
}

// `*` and `?` within one name (bytes: a `?` matches one byte of a multi-byte
// letter, which names in globs rarely need).
bool name_matches(std::string_view pattern, std::string_view name) {
  if (pattern.empty()) return name.empty();
  if (pattern[0] == '*') {
    for (std::size_t skip = 0; skip <= name.size(); ++skip)
      if (name_matches(pattern.substr(1), name.substr(skip))) return true;
    return false;
  }
  if (name.empty()) return false;
  if (pattern[0] != '?' && pattern[0] != name[0]) return false;
  return name_matches(pattern.substr(1), name.substr(1));
}

bool segments_match(const std::vector<std::string_view>& pattern, std::size_t p,
                    const std::vector<std::string_view>& path, std::size_t i) {
  if (p == pattern.size()) return i == path.size();
  if (pattern[p] == "**") {
    for (std::size_t skip = i; skip <= path.size(); ++skip)
      if (segments_match(pattern, p + 1, path, skip)) return true;
    return false;
  }
  return i < path.size() && name_matches(pattern[p], path[i]) && segments_match(pattern, p + 1, path, i + 1);
}

bool matches_any(const std::vector<std::string>& patterns, const std::string& path) {
  for (const auto& pattern : patterns)
    if (glob_matches(pattern, path)) return true;
  return false;
}

}  // namespace

std::string anchored_glob(const fs::path& folder, std::string_view pattern) {
  std::string relative(pattern);
  if (relative.rfind("./", 0) == 0) relative.erase(0, 2);
  // A folder given as `docs/` means everything under it.
  if (!relative.empty() && relative.back() == '/') relative += "**";
  if (relative.find('/') == std::string::npos) relative = "**/" + relative;
  return folder.generic_string() + "/" + relative;
}

bool glob_matches(std::string_view pattern, std::string_view path) {
  return segments_match(segments(pattern), 0, segments(path), 0);
}

bool selected_by_config(const ConfigValues& config, const fs::path& file) {
  const std::string path = fs::absolute(file).lexically_normal().generic_string();
  return (config.include.empty() || matches_any(config.include, path)) && !matches_any(config.exclude, path);
}

}  // namespace proofreader::cli
