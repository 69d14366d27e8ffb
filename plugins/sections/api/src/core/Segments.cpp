#include "Segments.hpp"

#include <algorithm>

#include "JsonPointer.hpp"

namespace proofreader::api {
namespace {

bool is_method(std::string_view key) {
  return std::find(std::begin(kMethods), std::end(kMethods), key) != std::end(kMethods);
}

// Where the walk stands: the keys from the root to the current node.
class SegmentWalker {
 public:
  explicit SegmentWalker(std::vector<Segment>& out) : out_(out) {}

  void walk(const Node& node, std::string& pointer) {
    if (node.is_seq()) {
      for (std::size_t i = 0; i < node.items.size(); ++i) descend(*node.items[i], pointer, std::to_string(i));
      return;
    }
    if (!node.is_map()) return;
    for (const auto& [key, value] : node.entries) {
      if (value->is_string() && !under_data() &&
          (key == "summary" || key == "description" || key == "title") && !value->text.empty() &&
          !in_property_names()) {
        std::string kind = classify(key);
        if (!kind.empty()) emit(pointer, key, std::move(kind), value->text);
      }
      if (!value->is_string()) descend(*value, pointer, key);
    }
  }

 private:
  void descend(const Node& node, std::string& pointer, const std::string& key) {
    std::size_t length = pointer.size();
    pointer += '/';
    pointer += pointer_token(key);
    path_.push_back(key);
    walk(node, pointer);
    path_.pop_back();
    pointer.resize(length);
  }

  // Example values, enums and defaults are data, not text for people.
  bool under_data() const {
    for (std::size_t i = 0; i < path_.size(); ++i) {
      const std::string& key = path_[i];
      if (key == "example" || key == "default" || key == "enum" || key == "const" || key == "x-examples")
        return true;
      if (key == "value" && i >= 2 && path_[i - 2] == "examples") return true;
    }
    return false;
  }

  // Directly inside "properties" the keys are property names: a property called
  // "description" is a schema, never text (guarded by is_string() as well).
  bool in_property_names() const { return !path_.empty() && path_.back() == "properties"; }

  std::string at(std::size_t from_end) const {
    return path_.size() > from_end ? path_[path_.size() - 1 - from_end] : std::string();
  }

  std::string classify(const std::string& key) const {
    const std::string parent = at(0), grand = at(1);
    if (path_.size() == 1 && parent == "info")
      return key == "title" ? "info_title" : key == "description" ? "info_description" : "";
    if (path_.size() == 2 && at(1) == "tags") return key == "description" ? "tag_description" : "";
    if (grand == "servers" || parent == "servers") return key == "description" ? "server_description" : "";
    if (path_.size() == 2 && path_[0] == "paths")
      return key == "summary" ? "path_summary" : key == "description" ? "path_description" : "";
    if (path_.size() == 3 && path_[0] == "paths" && is_method(parent))
      return key == "summary" ? "operation_summary" : key == "description" ? "operation_description" : "";
    if (grand == "examples") return key == "summary" ? "example_summary" : "example_description";
    if (key == "summary") return "";
    if (grand == "properties" && key == "description") return "property_description";
    if (grand == "parameters" && key == "description") return "parameter_description";
    if (parent == "requestBody" || grand == "requestBodies")
      return key == "description" ? "request_body_description" : "";
    if (grand == "responses" && key == "description") return "response_description";
    if (grand == "headers" && key == "description") return "header_description";
    if (in_schema()) return key == "title" ? "schema_title" : "schema_description";
    return key == "description" ? "description" : "";
  }

  bool in_schema() const {
    for (const auto& key : path_)
      if (key == "schema" || key == "schemas" || key == "definitions" || key == "properties" ||
          key == "items" || key == "allOf" || key == "oneOf" || key == "anyOf" ||
          key == "additionalProperties")
        return true;
    return false;
  }

  void emit(const std::string& pointer, const std::string& key, std::string kind, const std::string& text) {
    Segment segment;
    segment.pointer = pointer_join(pointer, key);
    segment.kind = std::move(kind);
    segment.text = text;
    segment.code = markdown_code_ranges(text);
    if (path_.size() >= 3 && path_[0] == "paths" && is_method(path_[2])) {
      std::string method = path_[2];
      std::transform(method.begin(), method.end(), method.begin(),
                     [](unsigned char c) { return std::toupper(c); });
      segment.operation = method + " " + path_[1];
    }
    out_.push_back(std::move(segment));
  }

  std::vector<Segment>& out_;
  std::vector<std::string> path_;
};

}  // namespace

std::vector<Segment> spec_segments(const Spec& spec) {
  std::vector<Segment> out;
  std::string pointer;
  SegmentWalker(out).walk(*spec.root, pointer);
  return out;
}

}  // namespace proofreader::api
