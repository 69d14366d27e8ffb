// Loading an OpenAPI document from YAML or JSON text (libfyaml's event
// parser) into a Node tree, under limits that make hostile input fail fast.
//
// Limits, each a clear sdk::ApiError (never a hang, never unbounded memory):
//   - empty input                                 → 400 empty_spec
//   - text past max_bytes                         → 413 spec_too_large
//   - nesting deeper than max_depth               → 422 spec_too_deep
//   - more than max_nodes nodes, aliases expanded → 422 spec_too_many_nodes
//     (a "billion laughs" document fails here while its aliases are still
//     shared, before anything is expanded)
//   - an alias to a node that is not finished yet (a recursive alias) → 422 yaml_recursive_alias
//   - a YAML or JSON syntax error                 → 400 bad_yaml with the line and column
// Pure function; safe to call from any thread.
#pragma once

#include <cstddef>
#include <string_view>

#include "Node.hpp"

namespace proofreader::api {

struct LoadLimits {
  std::size_t max_bytes = 50u << 20;
  int max_depth = 200;
  std::size_t max_nodes = 5'000'000;
};

NodePtr load_yaml(std::string_view text, const LoadLimits& limits);

}  // namespace proofreader::api
