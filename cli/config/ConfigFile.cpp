#include "cli/config/ConfigFile.hpp"

#include <libfyaml.h>

#include <fstream>
#include <functional>
#include <iterator>
#include <memory>
#include <string>

#include "cli/config/Glob.hpp"
#include "pipeline/Categories.hpp"

namespace proofreader::cli {

namespace fs = std::filesystem;

namespace {

struct DocumentDeleter {
  void operator()(fy_document* document) const { fy_document_destroy(document); }
};

// Reads one file's nodes, each error naming the file and the line of the key
// it is about.
class Reader {
 public:
  explicit Reader(fs::path file) : file_(std::move(file)) {}

  [[noreturn]] void fail(fy_node* near, const std::string& what) const {
    std::string where = file_.string();
    if (fy_token* token = near ? fy_node_get_scalar_token(near) : nullptr)
      where += ":" + std::to_string(fy_token_start_mark(token)->line + 1);
    throw ConfigError(where + ": " + what);
  }

  std::string scalar(fy_node* node, fy_node* key, const std::string& name) const {
    if (!node || fy_node_get_type(node) != FYNT_SCALAR) fail(key, "'" + name + "' must be a single value");
    size_t length = 0;
    const char* text = fy_node_get_scalar(node, &length);
    return std::string(text, length);
  }

  bool boolean(fy_node* node, fy_node* key, const std::string& name) const {
    const std::string value = scalar(node, key, name);
    if (value == "true" || value == "on" || value == "yes") return true;
    if (value == "false" || value == "off" || value == "no") return false;
    fail(key, "'" + name + "' must be true or false, not '" + value + "'");
  }

  std::vector<std::string> list(fy_node* node, fy_node* key, const std::string& name) const {
    if (node && fy_node_get_type(node) == FYNT_SCALAR) return {scalar(node, key, name)};
    if (!node || fy_node_get_type(node) != FYNT_SEQUENCE) fail(key, "'" + name + "' must be a list");
    std::vector<std::string> items;
    void* at = nullptr;
    while (fy_node* item = fy_node_sequence_iterate(node, &at)) items.push_back(scalar(item, key, name));
    return items;
  }

  // Calls `each(key node, key text, value node)` for every pair of a mapping.
  void mapping(fy_node* node, fy_node* key, const std::string& name,
               const std::function<void(fy_node*, const std::string&, fy_node*)>& each) const {
    if (!node || fy_node_get_type(node) != FYNT_MAPPING) fail(key, "'" + name + "' must be a mapping");
    void* at = nullptr;
    while (fy_node_pair* pair = fy_node_mapping_iterate(node, &at)) {
      fy_node* k = fy_node_pair_key(pair);
      each(k, scalar(k, k, name + " key"), fy_node_pair_value(pair));
    }
  }

  [[noreturn]] void unknown(fy_node* key, const std::string& name) const {
    fail(key, "unknown key '" + name + "'");
  }

 private:
  fs::path file_;
};

[[noreturn]] void syntax_error(const fs::path& file, fy_diag* diag) {
  void* at = nullptr;
  fy_diag_error* error = fy_diag_errors_iterate(diag, &at);
  throw ConfigError(file.string() + ":" + std::to_string(error->line + 1) + ": " +
                    (error->msg ? error->msg : "not valid YAML"));
}

std::unique_ptr<fy_document, DocumentDeleter> parse(const fs::path& file, const std::string& text) {
  fy_diag_cfg diag_cfg;
  fy_diag_cfg_default(&diag_cfg);
  diag_cfg.fp = nullptr;
  diag_cfg.output_fn = [](fy_diag*, void*, const char*, size_t) {};
  std::unique_ptr<fy_diag, void (*)(fy_diag*)> diag(fy_diag_create(&diag_cfg), fy_diag_unref);
  fy_diag_set_collect_errors(diag.get(), true);
  fy_parse_cfg cfg{};
  cfg.flags = static_cast<fy_parse_cfg_flags>(FYPCF_QUIET | FYPCF_COLLECT_DIAG | FYPCF_DEFAULT_VERSION_1_2);
  cfg.diag = diag.get();
  std::unique_ptr<fy_document, DocumentDeleter> document(
      fy_document_build_from_string(&cfg, text.data(), text.size()));
  void* at = nullptr;
  if (!document && fy_diag_errors_iterate(diag.get(), &at)) syntax_error(file, diag.get());
  return document;  // null for comments only: YAML's empty stream, which sets nothing
}

CliSeverity severity_named(const Reader& reader, fy_node* key, const std::string& value) {
  for (auto s : {CliSeverity::suggestion, CliSeverity::warning, CliSeverity::error})
    if (value == severity_name(s)) return s;
  reader.fail(key, "unknown severity '" + value + "' (error, warning or suggestion)");
}

void read_guide(const Reader& reader, fy_node* key, fy_node* value, const fs::path& folder,
                ConfigValues& out) {
  reader.mapping(value, key, "guide", [&](fy_node* k, const std::string& name, fy_node* v) {
    if (name == "file")
      out.guide_file = (folder / reader.scalar(v, k, "guide.file")).lexically_normal().string();
    else if (name == "server")
      out.server_guide = reader.scalar(v, k, "guide.server");
    else
      reader.unknown(k, "guide." + name);
  });
  if (!out.guide_file.empty() && !out.server_guide.empty())
    reader.fail(key, "'guide' takes either 'file' or 'server', not both");
}

}  // namespace

std::string read_config_bytes(const fs::path& file, const std::string& what) {
  std::ifstream in(file, std::ios::binary);
  std::string bytes(std::istreambuf_iterator<char>(in), {});
  if (!in.is_open() || in.bad()) throw ConfigError(file.string() + ": " + what + " cannot be read");
  return bytes;
}

std::optional<fs::path> find_config_file(const fs::path& start) {
  for (fs::path folder = fs::absolute(start);; folder = folder.parent_path()) {
    const fs::path candidate = folder / kConfigFileName;
    std::error_code error;
    if (fs::is_regular_file(candidate, error)) return candidate;
    if (folder == folder.parent_path()) return std::nullopt;
  }
}

ConfigValues read_config_file(const fs::path& file) {
  const std::string text = read_config_bytes(file, "the file");
  ConfigValues out;
  const auto document = parse(file, text);
  if (!document) return out;
  const Reader reader(file);
  const fs::path folder = fs::absolute(file).parent_path();
  fy_node* root = fy_document_root(document.get());
  if (!root) return out;
  if (fy_node_get_type(root) != FYNT_MAPPING)
    throw ConfigError(file.string() + ": must be a mapping of settings");
  reader.mapping(root, nullptr, "the file", [&](fy_node* key, const std::string& name, fy_node* value) {
    if (name == "include" || name == "exclude") {
      auto& globs = name == "include" ? out.include : out.exclude;
      for (const auto& pattern : reader.list(value, key, name))
        globs.push_back(anchored_glob(folder, pattern));
    } else if (name == "categories") {
      reader.mapping(value, key, name, [&](fy_node* k, const std::string& category, fy_node* v) {
        if (!host::is_known_category(category)) reader.fail(k, "unknown category '" + category + "'");
        out.categories[category] = reader.boolean(v, k, "categories." + category);
      });
    } else if (name == "rules") {
      reader.mapping(value, key, name, [&](fy_node* k, const std::string& rule, fy_node* v) {
        out.rules[rule] = reader.boolean(v, k, "rules." + rule);
      });
    } else if (name == "severities") {
      reader.mapping(value, key, name, [&](fy_node* k, const std::string& target, fy_node* v) {
        out.severities[target] = severity_named(reader, k, reader.scalar(v, k, "severities." + target));
      });
    } else if (name == "dictionary") {
      out.words = reader.list(value, key, name);
    } else if (name == "guide") {
      read_guide(reader, key, value, folder, out);
    } else {
      reader.unknown(key, name);
    }
  });
  return out;
}

ConfigValues load_project_config(const std::string& config_path) {
  if (!config_path.empty()) return read_config_file(config_path);
  const auto found = find_config_file(fs::current_path());
  return found ? read_config_file(*found) : ConfigValues{};
}

}  // namespace proofreader::cli
