// Node: the in-memory model of one OpenAPI document (YAML or JSON), with the
// order of mapping keys kept as written.
//
// Built once by load_spec_text() and immutable afterwards, so parsed specs are
// shared between request threads through std::shared_ptr<const Node>. A YAML
// alias shares its anchored node instead of copying it; `size` counts the
// subtree as expanded, which is what the loader's node limit is checked on.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace proofreader::api {

struct Node;
using NodePtr = std::shared_ptr<const Node>;

struct Node {
  enum class Kind { map, seq, scalar };
  // The type of a scalar under the YAML 1.2 core schema (JSON's types): plain
  // true/false, null/~/empty, and numbers are typed; anything quoted is a string.
  enum class Type { string, number, boolean, null };

  Kind kind = Kind::scalar;
  Type type = Type::string;
  std::string text;                                      // scalar value
  std::vector<std::pair<std::string, NodePtr>> entries;  // mapping, in document order
  std::vector<NodePtr> items;                            // sequence
  std::size_t size = 1;                                  // nodes in the expanded subtree

  bool is_map() const { return kind == Kind::map; }
  bool is_seq() const { return kind == Kind::seq; }
  bool is_string() const { return kind == Kind::scalar && type == Type::string; }
  // The value under `key` of a mapping (the last one if repeated); null otherwise.
  const Node* get(std::string_view key) const;
  // The string under `key`, or empty.
  std::string_view str(std::string_view key) const;
};

// Structural equality: same kinds, scalar types and texts, keys in the same order.
bool same_tree(const Node& a, const Node& b);

}  // namespace proofreader::api
