#include "JsonPointer.hpp"

#include <charconv>
#include <stdexcept>

namespace proofreader::api {

std::string pointer_token(std::string_view key) {
  std::string out;
  out.reserve(key.size());
  for (char c : key) {
    if (c == '~')
      out += "~0";
    else if (c == '/')
      out += "~1";
    else
      out += c;
  }
  return out;
}

std::string pointer_join(std::string_view base, std::string_view key) {
  std::string out(base);
  out += '/';
  out += pointer_token(key);
  return out;
}

std::vector<std::string> pointer_tokens(std::string_view pointer) {
  std::vector<std::string> tokens;
  if (pointer.empty()) return tokens;
  if (pointer.front() != '/') throw std::invalid_argument("a JSON pointer starts with /");
  std::string current;
  for (std::size_t i = 1; i <= pointer.size(); ++i) {
    if (i == pointer.size() || pointer[i] == '/') {
      tokens.push_back(std::move(current));
      current.clear();
    } else if (pointer[i] == '~' && i + 1 < pointer.size() &&
               (pointer[i + 1] == '0' || pointer[i + 1] == '1')) {
      current += pointer[i + 1] == '0' ? '~' : '/';
      ++i;
    } else {
      current += pointer[i];
    }
  }
  return tokens;
}

const Node* resolve_pointer(const Node& root, std::string_view pointer) {
  std::vector<std::string> tokens;
  try {
    tokens = pointer_tokens(pointer);
  } catch (const std::invalid_argument&) {
    return nullptr;
  }
  const Node* node = &root;
  for (const auto& token : tokens) {
    if (node->is_map()) {
      node = node->get(token);
    } else if (node->is_seq()) {
      std::size_t index = 0;
      auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), index);
      if (error != std::errc() || end != token.data() + token.size() || index >= node->items.size())
        return nullptr;
      node = node->items[index].get();
    } else {
      return nullptr;
    }
    if (!node) return nullptr;
  }
  return node;
}

const Node* resolve_ref(const Node& root, std::string_view ref) {
  if (ref.empty() || ref.front() != '#') return nullptr;
  return resolve_pointer(root, ref.substr(1));
}

}  // namespace proofreader::api
