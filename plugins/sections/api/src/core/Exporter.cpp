#include "Exporter.hpp"

#include <libfyaml.h>

#include <proofreader/sdk/http.hpp>

#include <cstdlib>
#include <memory>

#include "KeyComments.hpp"

namespace proofreader::api {
namespace {

struct DocumentDeleter {
  void operator()(fy_document* document) const { fy_document_destroy(document); }
};

// fy_node_insert puts a copy of its source in place: the source stays ours.
struct NodeDeleter {
  void operator()(fy_node* node) const { fy_node_free(node); }
};

}  // namespace

std::string export_spec(std::string_view text, ExportFormat format,
                        const std::unordered_map<std::string, std::string>& replacements) {
  fy_parse_cfg cfg{};
  // Duplicate keys are allowed because libfyaml checks them by a linear scan
  // per key (minutes for a "paths" mapping of 50 000 keys); the loader has
  // accepted the text already. Comments are parsed for YAML only: libfyaml
  // 0.7.12 writes a parsed end-of-line comment even in JSON mode (its
  // emitter's value epilogue ignores FYECF_OUTPUT_COMMENTS), which is not JSON.
  const unsigned comments = format == ExportFormat::yaml ? FYPCF_PARSE_COMMENTS : 0;
  cfg.flags =
      static_cast<fy_parse_cfg_flags>(FYPCF_QUIET | FYPCF_DISABLE_DEPTH_LIMIT | FYPCF_DEFAULT_VERSION_1_2 |
                                      FYPCF_ALLOW_DUPLICATE_KEYS | comments);
  std::unique_ptr<fy_document, DocumentDeleter> document(
      fy_document_build_from_string(&cfg, text.data(), text.size()));
  if (!document)
    throw sdk::ApiError(400, "bad_yaml", "The stored spec does not parse",
                        "Сохранённая спецификация не разбирается");

  fy_node* root = fy_document_root(document.get());
  for (const auto& [pointer, replacement] : replacements) {
    fy_node* target = fy_node_by_path(root, pointer.c_str(), pointer.size(), FYNWF_PTR_JSON);
    if (!target || fy_node_get_type(target) != FYNT_SCALAR) continue;
    std::unique_ptr<fy_node, NodeDeleter> scalar(
        fy_node_create_scalar_copy(document.get(), replacement.data(), replacement.size()));
    if (!scalar || fy_node_insert(target, scalar.get()) != 0)
      throw sdk::ApiError(500, "internal", "Could not put a translation in place",
                          "Не удалось подставить перевод");
  }

  unsigned emit = format == ExportFormat::json
                      ? FYECF_MODE_JSON | FYECF_INDENT_2 | FYECF_WIDTH_INF
                      : FYECF_MODE_ORIGINAL | FYECF_OUTPUT_COMMENTS | FYECF_WIDTH_INF;
  char* out = fy_emit_document_to_string(document.get(), static_cast<fy_emitter_cfg_flags>(emit));
  if (!out)
    throw sdk::ApiError(500, "internal", "Could not write the spec", "Не удалось записать спецификацию");
  std::string result(out);
  std::free(out);
  // libfyaml 0.7.12 writes end-of-line comments itself but not the whole-line
  // ones above mapping keys: those are put back from the original.
  return format == ExportFormat::yaml ? restore_key_comments(result, text) : result;
}

}  // namespace proofreader::api
