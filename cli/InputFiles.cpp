#include "cli/InputFiles.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/Checker.hpp"

namespace proofreader::cli {

namespace fs = std::filesystem;

namespace {

bool is_glob(const std::string& path) {
  return path.find_first_of("*?") != std::string::npos;
}

bool skipped_folder(const fs::path& folder) {
  const std::string name = folder.filename().string();
  return (name.size() > 1 && name[0] == '.' && name != "..") || name == "node_modules";
}

// Every file under `root` that `keep` accepts, hidden folders left out.
template <class Keep>
void walk(const fs::path& root, InputFiles& out, Keep keep) {
  std::error_code ec;
  fs::recursive_directory_iterator it(root, fs::directory_options::skip_permission_denied, ec);
  if (ec) {
    out.problems.push_back({root.string(), ec.message()});
    return;
  }
  for (; it != fs::recursive_directory_iterator(); it.increment(ec)) {
    if (ec) break;
    if (it->is_directory(ec) && skipped_folder(it->path())) {
      it.disable_recursion_pending();
      continue;
    }
    if (it->is_regular_file(ec) && keep(it->path().generic_string()))
      out.files.push_back(it->path().generic_string());
  }
}

// The folder a glob's walk starts from: its segments before the first wildcard.
std::string glob_base(const std::string& glob) {
  const std::size_t wildcard = glob.find_first_of("*?");
  const std::size_t slash = glob.rfind('/', wildcard);
  return slash == std::string::npos ? "." : slash == 0 ? "/" : glob.substr(0, slash);
}

}  // namespace

std::optional<std::string> format_by_extension(const std::string& path) {
  std::string extension = fs::path(path).extension().string();
  std::transform(extension.begin(), extension.end(), extension.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (extension == ".md" || extension == ".markdown") return "md";
  if (extension == ".txt") return "txt";
  if (extension == ".html" || extension == ".htm") return "html";
  if (extension == ".docx") return "docx";
  return std::nullopt;
}

bool glob_matches(std::string_view glob, std::string_view path) {
  if (glob.empty()) return path.empty();
  if (glob.substr(0, 3) == "**/" && glob_matches(glob.substr(3), path)) return true;
  if (glob.substr(0, 2) == "**") {
    for (std::size_t i = 0; i <= path.size(); ++i)
      if (glob_matches(glob.substr(2), path.substr(i))) return true;
    return false;
  }
  if (glob[0] == '*') {
    for (std::size_t i = 0; i <= path.size(); ++i) {
      if (glob_matches(glob.substr(1), path.substr(i))) return true;
      if (i < path.size() && path[i] == '/') break;
    }
    return false;
  }
  if (path.empty()) return false;
  if (glob[0] == '?' ? path[0] != '/' : glob[0] == path[0])
    return glob_matches(glob.substr(1), path.substr(1));
  return false;
}

InputFiles expand_paths(const std::vector<std::string>& paths) {
  InputFiles out;
  for (const auto& path : paths) {
    std::error_code ec;
    if (path == "-") {
      out.files.push_back(path);
    } else if (is_glob(path)) {
      const std::size_t before = out.files.size();
      const std::string base = glob_base(path);
      // Paths found under "." are spelt without "./", as a glob is written.
      const std::string glob = path.rfind("./", 0) == 0 ? path.substr(2) : path;
      walk(base, out, [&](const std::string& found) {
        const std::string shown = found.rfind("./", 0) == 0 ? found.substr(2) : found;
        return format_by_extension(found).has_value() && glob_matches(glob, shown);
      });
      if (out.files.size() == before) out.problems.push_back({path, "no file matches"});
    } else if (fs::is_directory(path, ec)) {
      walk(path, out, [](const std::string& found) { return format_by_extension(found).has_value(); });
    } else if (fs::exists(path, ec)) {
      out.files.push_back(path);
    } else {
      out.problems.push_back({path, "no such file or folder"});
    }
  }
  for (auto& file : out.files)
    if (file.rfind("./", 0) == 0 && file.size() > 2) file.erase(0, 2);
  std::sort(out.files.begin(), out.files.end());
  out.files.erase(std::unique(out.files.begin(), out.files.end()), out.files.end());
  return out;
}

SourceFile read_source(const std::string& path) {
  const auto format = format_by_extension(path);
  if (!format) throw CheckError("not a format the command checks (.md .markdown .txt .html .htm .docx)");
  std::ifstream in(path, std::ios::binary);
  std::ostringstream bytes;
  if (!in || !(bytes << in.rdbuf()) || in.bad()) {
    // An empty file reads as a failed copy; it is a file with nothing to check.
    std::error_code ec;
    if (!in.is_open() || fs::file_size(path, ec) != 0 || ec)
      throw CheckError(std::string("cannot read: ") + std::strerror(errno));
  }
  return {path, *format, bytes.str()};
}

}  // namespace proofreader::cli
