// JSON pointers (RFC 6901): how every segment, finding and change names the
// place in the spec it is about, e.g. "/paths/~1users~1{id}/get/summary".
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "Node.hpp"

namespace proofreader::api {

// One reference token escaped: "~" → "~0", "/" → "~1".
std::string pointer_token(std::string_view key);
// The pointer joined from `base` and one more token.
std::string pointer_join(std::string_view base, std::string_view key);
// The unescaped tokens of a pointer ("" → none). Throws std::invalid_argument
// unless it is empty or starts with "/".
std::vector<std::string> pointer_tokens(std::string_view pointer);
// The node a pointer names inside `root`; null when there is none.
const Node* resolve_pointer(const Node& root, std::string_view pointer);
// The node a local "$ref" ("#/components/schemas/User") names; null when it
// is not local or names nothing.
const Node* resolve_ref(const Node& root, std::string_view ref);

}  // namespace proofreader::api
