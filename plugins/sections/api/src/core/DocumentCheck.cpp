#include "DocumentCheck.hpp"

#include <proofreader/kit/utf8.hpp>
#include <proofreader/russian/tokenizer.hpp>

#include <algorithm>
#include <regex>
#include <set>
#include <unordered_set>

#include "JsonPointer.hpp"

namespace proofreader::api {
namespace {

struct Mention {
  std::string method, path;
  int block;
};

std::vector<std::string> path_parts(const std::string& path) {
  std::vector<std::string> parts;
  std::size_t pos = 1;
  while (pos <= path.size()) {
    std::size_t next = path.find('/', pos);
    if (next == std::string::npos) next = path.size();
    parts.push_back(path.substr(pos, next - pos));
    pos = next + 1;
  }
  return parts;
}

bool is_template(const std::string& part) {
  return part.size() >= 2 && part.front() == '{' && part.back() == '}';
}

// "/users/42" and "/users/{userId}" both name the spec's "/users/{id}". With
// `base_path`, the document may also write a base path in front
// ("/v1/users/{id}"): then at least one literal part must match, so that
// "/users/{id}" never names "/users".
bool same_path(const std::string& mentioned, const std::string& spec_path, bool base_path) {
  auto a = path_parts(mentioned), b = path_parts(spec_path);
  if (a.size() < b.size() || (!base_path && a.size() != b.size())) return false;
  std::size_t skip = a.size() - b.size();
  bool literal = false;
  for (std::size_t i = 0; i < b.size(); ++i) {
    const std::string& x = a[i + skip];
    if (is_template(b[i]) || is_template(x)) continue;
    if (x != b[i]) return false;
    literal = true;
  }
  return literal || skip == 0;
}

std::vector<Mention> endpoint_mentions(const sdk::Document& document) {
  static const std::regex endpoint(
      R"(\b(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE)\s+(/[^\s`'"<>,;?#)]*))");
  std::vector<Mention> out;
  for (const auto& block : document.blocks) {
    for (std::sregex_iterator it(block.text.begin(), block.text.end(), endpoint), end; it != end; ++it) {
      std::string path = (*it)[2];
      while (path.size() > 1 && (path.back() == '.' || path.back() == ':' || path.back() == '/'))
        path.pop_back();
      out.push_back({(*it)[1], path, block.index});
    }
  }
  return out;
}

// Every name a document may legitimately put in inline code.
void collect_names(const Node& node, std::unordered_set<std::string>& names, bool property_names) {
  if (node.is_map()) {
    for (const auto& [key, value] : node.entries) {
      if (property_names) names.insert(key);
      if ((key == "name" || key == "operationId") && value->is_string()) names.insert(value->text);
      collect_names(*value, names,
                    key == "properties" || key == "schemas" || key == "definitions" || key == "headers" ||
                        key == "parameters" || key == "responses" || key == "requestBodies");
    }
  } else if (node.is_seq()) {
    for (const auto& item : node.items) collect_names(*item, names, false);
  }
}

bool looks_like_name(const std::string& text) {
  static const std::regex name(R"([A-Za-z_][A-Za-z0-9_]*([.\-][A-Za-z0-9_]+)*)");
  if (!std::regex_match(text, name)) return false;
  static const std::set<std::string> literals = {"true",   "false",   "null",   "GET",     "POST",   "PUT",
                                                 "PATCH",  "DELETE",  "HEAD",   "OPTIONS", "JSON",   "YAML",
                                                 "string", "integer", "number", "boolean", "object", "array"};
  return !literals.count(text);
}

// Byte offset of the code point `cp` in `text` (its end when past it).
std::size_t byte_at(const std::string& text, int cp) {
  return std::min(kit::utf8::byte_offset(text, static_cast<std::size_t>(std::max(cp, 0))), text.size());
}

// Lower case, letters and digits only, words separated by one space.
std::string normalized(const std::string& text) {
  std::string out;
  for (const auto& token : russian::tokenize(text).tokens) {
    if (token.kind != russian::Token::Kind::word && token.kind != russian::Token::Kind::number) continue;
    if (!out.empty()) out += ' ';
    out += russian::to_lower(token.text);
  }
  return out;
}

}  // namespace

std::vector<DocumentFinding> check_document_against_spec(const sdk::Document& document, const Spec& spec) {
  std::vector<DocumentFinding> out;
  auto mentions = endpoint_mentions(document);
  std::vector<bool> mentioned(spec.operations.size(), false);
  // An exact-length match first; a match after a base path only when there is none.
  auto find_operation = [&](const Mention& m) -> int {
    for (bool base_path : {false, true})
      for (std::size_t i = 0; i < spec.operations.size(); ++i)
        if (spec.operations[i].method == m.method && same_path(m.path, spec.operations[i].path, base_path))
          return static_cast<int>(i);
    return -1;
  };

  for (const auto& m : mentions) {
    int found = find_operation(m);
    if (found >= 0)
      mentioned[found] = true;
    else
      out.push_back(
          {"unknown-endpoint", "error",
           "В документе упомянута операция " + m.method + " " + m.path + ", которой нет в спецификации",
           m.block, m.method + " " + m.path, ""});
  }

  std::unordered_set<std::string> names;
  collect_names(*spec.root, names, false);
  std::set<std::pair<int, std::string>> reported;
  for (const auto& block : document.blocks) {
    for (const auto& span : block.protected_spans) {
      if (span.kind != sdk::ProtectedSpan::Kind::code) continue;
      std::size_t begin = byte_at(block.text, span.offset),
                  end = byte_at(block.text, span.offset + span.length);
      std::string code = block.text.substr(begin, end - begin);
      code.erase(0, code.find_first_not_of('`'));
      code.erase(code.find_last_not_of('`') + 1);
      if (!looks_like_name(code) || names.count(code) || !reported.insert({block.index, code}).second)
        continue;
      out.push_back({"unknown-name", "warning",
                     "В документе упомянут параметр или поле «" + code + "», которого нет в спецификации",
                     block.index, "", ""});
    }
  }

  for (std::size_t i = 0; i < spec.operations.size(); ++i)
    if (!mentioned[i])
      out.push_back({"operation-not-mentioned", "suggestion",
                     "Операция " + spec.operations[i].label() + " в документе не описана", -1,
                     spec.operations[i].label(), spec.operations[i].pointer});

  // A heading documents the first operation named in it or in the text right under it.
  for (std::size_t i = 0; i < document.blocks.size(); ++i) {
    const auto& heading = document.blocks[i];
    if (heading.kind != "heading") continue;
    int operation = -1;
    for (std::size_t j = i; j < document.blocks.size() && operation < 0; ++j) {
      if (j > i && document.blocks[j].kind == "heading") break;
      for (const auto& m : mentions)
        if (m.block == document.blocks[j].index && (operation = find_operation(m)) >= 0) break;
    }
    if (operation < 0) continue;
    const Operation& op = spec.operations[operation];
    std::string summary(op.node->str("summary"));
    std::string title = std::regex_replace(
        heading.text, std::regex(R"(\b(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE)\s+/\S*)"), "");
    if (summary.empty() || normalized(title).empty() || normalized(title) == normalized(summary)) continue;
    out.push_back({"summary-heading-mismatch", "warning",
                   "Заголовок «" + heading.text + "» не совпадает с кратким описанием операции " +
                       op.label() + " «" + summary + "»",
                   heading.index, op.label(), op.pointer + "/summary"});
  }
  return out;
}

}  // namespace proofreader::api
