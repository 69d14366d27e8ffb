#include "Spec.hpp"

#include <proofreader/sdk/http.hpp>

#include <algorithm>
#include <cctype>

#include "JsonPointer.hpp"

namespace proofreader::api {

std::shared_ptr<const Spec> make_spec(NodePtr root) {
  auto spec = std::make_shared<Spec>();
  std::string_view openapi = root->is_map() ? root->str("openapi") : std::string_view();
  std::string_view swagger = root->is_map() ? root->str("swagger") : std::string_view();
  if (openapi.starts_with("3.0") || openapi.starts_with("3.1")) {
    spec->openapi_version = openapi;
  } else if (swagger == "2.0") {
    spec->openapi_version = swagger;
    spec->swagger2 = true;
  } else {
    throw sdk::ApiError(
        422, "not_openapi",
        "The file is not an OpenAPI 3.0, 3.1 or Swagger 2.0 document (no \"openapi\": \"3.x\" or "
        "\"swagger\": \"2.0\" at the top)",
        "Файл — не документ OpenAPI 3.0, 3.1 или Swagger 2.0 (нет \"openapi\": \"3.x\" или "
        "\"swagger\": \"2.0\" на верхнем уровне)");
  }
  if (const Node* info = root->get("info")) spec->title = info->str("title");
  if (const Node* paths = root->get("paths"); paths && paths->is_map()) {
    for (const auto& [path, item] : paths->entries) {
      if (!item->is_map()) continue;
      for (const auto& [key, operation] : item->entries) {
        if (!operation->is_map() ||
            std::find(std::begin(kMethods), std::end(kMethods), key) == std::end(kMethods))
          continue;
        std::string method = key;
        std::transform(method.begin(), method.end(), method.begin(),
                       [](unsigned char c) { return std::toupper(c); });
        spec->operations.push_back(
            {method, path, pointer_join(pointer_join("/paths", path), key), operation.get(), item.get()});
      }
    }
  }
  spec->root = std::move(root);
  return spec;
}

std::shared_ptr<const Spec> parse_spec(std::string_view text, const LoadLimits& limits) {
  return make_spec(load_yaml(text, limits));
}

const Node* follow_refs(const Node& root, const Node* node) {
  for (int hops = 0; node && hops < 32; ++hops) {
    if (!node->is_map()) return node;
    const Node* ref = node->get("$ref");
    if (!ref || !ref->is_string()) return node;
    node = resolve_ref(root, ref->text);
  }
  return nullptr;
}

std::vector<const Node*> operation_parameters(const Spec& spec, const Operation& op) {
  std::vector<const Node*> out;
  auto add_from = [&](const Node* list) {
    if (!list || !list->is_seq()) return;
    for (const auto& item : list->items) {
      const Node* parameter = follow_refs(*spec.root, item.get());
      if (!parameter || !parameter->is_map()) continue;
      auto same = std::find_if(out.begin(), out.end(), [&](const Node* p) {
        return p->str("name") == parameter->str("name") && p->str("in") == parameter->str("in");
      });
      if (same != out.end())
        *same = parameter;
      else
        out.push_back(parameter);
    }
  };
  add_from(op.path_item->get("parameters"));
  add_from(op.node->get("parameters"));
  return out;
}

}  // namespace proofreader::api
