// Spec: a loaded OpenAPI 3.0 / 3.1 or Swagger 2.0 document and what every
// feature needs from it first: its version, title and operations.
//
// Immutable once made; shared between threads as std::shared_ptr<const Spec>.
// Node pointers in it point into `root`, which the Spec owns.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "Node.hpp"
#include "SpecLoader.hpp"

namespace proofreader::api {

inline constexpr std::string_view kMethods[] = {"get",     "put",  "post",  "delete",
                                                "options", "head", "patch", "trace"};

struct Operation {
  std::string method;   // upper case: "GET"
  std::string path;     // "/users/{id}"
  std::string pointer;  // "/paths/~1users~1{id}/get"
  const Node* node = nullptr;
  const Node* path_item = nullptr;
  std::string label() const { return method + " " + path; }
};

struct Spec {
  NodePtr root;
  bool swagger2 = false;        // Swagger 2.0 rather than OpenAPI 3.x
  std::string openapi_version;  // "3.0.3", "3.1.0", "2.0"
  std::string title;
  std::vector<Operation> operations;  // in document order
};

// Checks that `root` is an OpenAPI 3.0/3.1 or Swagger 2.0 document (422
// not_openapi otherwise) and lists its operations.
std::shared_ptr<const Spec> make_spec(NodePtr root);
// load_yaml + make_spec.
std::shared_ptr<const Spec> parse_spec(std::string_view text, const LoadLimits& limits);

// Follows `$ref`s (local ones) from `node` to the node they name; at most 32
// hops, so a cycle of references ends. Null for a broken or cyclic reference.
const Node* follow_refs(const Node& root, const Node* node);

// The parameters of an operation: its path item's and its own, the
// operation's winning on the same (in, name); references followed.
std::vector<const Node*> operation_parameters(const Spec& spec, const Operation& op);

}  // namespace proofreader::api
