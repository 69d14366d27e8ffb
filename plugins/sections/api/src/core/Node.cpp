#include "Node.hpp"

namespace proofreader::api {

const Node* Node::get(std::string_view key) const {
  if (kind != Kind::map) return nullptr;
  for (auto it = entries.rbegin(); it != entries.rend(); ++it)
    if (it->first == key) return it->second.get();
  return nullptr;
}

std::string_view Node::str(std::string_view key) const {
  const Node* value = get(key);
  return value && value->kind == Kind::scalar ? std::string_view(value->text) : std::string_view();
}

bool same_tree(const Node& a, const Node& b) {
  if (a.kind != b.kind) return false;
  switch (a.kind) {
    case Node::Kind::scalar:
      return a.type == b.type && a.text == b.text;
    case Node::Kind::seq:
      if (a.items.size() != b.items.size()) return false;
      for (std::size_t i = 0; i < a.items.size(); ++i)
        if (!same_tree(*a.items[i], *b.items[i])) return false;
      return true;
    case Node::Kind::map:
      if (a.entries.size() != b.entries.size()) return false;
      for (std::size_t i = 0; i < a.entries.size(); ++i)
        if (a.entries[i].first != b.entries[i].first ||
            !same_tree(*a.entries[i].second, *b.entries[i].second))
          return false;
      return true;
  }
  return false;
}

}  // namespace proofreader::api
