#include "SpecLoader.hpp"

#include <libfyaml.h>

#include <proofreader/sdk/http.hpp>

#include <memory>
#include <string>
#include <unordered_map>

namespace proofreader::api {
namespace {

using sdk::ApiError;

std::string token_text(fy_token* token) {
  if (!token) return {};
  size_t length = 0;
  const char* text = fy_token_get_text(token, &length);
  return text ? std::string(text, length) : std::string();
}

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

// [-+]? ( \.[0-9]+ | [0-9]+ ( \.[0-9]* )? ) ( [eE] [-+]? [0-9]+ )?, written
// out by hand: it runs on every plain scalar of a large spec.
bool is_number(std::string_view s) {
  std::size_t i = 0;
  if (i < s.size() && (s[i] == '-' || s[i] == '+')) ++i;
  std::size_t digits = 0;
  while (i < s.size() && is_digit(s[i])) ++i, ++digits;
  if (i < s.size() && s[i] == '.') {
    ++i;
    while (i < s.size() && is_digit(s[i])) ++i, ++digits;
  }
  if (digits == 0) return false;
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    ++i;
    if (i < s.size() && (s[i] == '-' || s[i] == '+')) ++i;
    std::size_t exponent = 0;
    while (i < s.size() && is_digit(s[i])) ++i, ++exponent;
    if (exponent == 0) return false;
  }
  return i == s.size();
}

// YAML 1.2 core schema for plain scalars, which is also JSON's.
Node::Type plain_type(const std::string& text) {
  if (text.empty() || text == "null" || text == "Null" || text == "NULL" || text == "~")
    return Node::Type::null;
  if (text == "true" || text == "True" || text == "TRUE" || text == "false" || text == "False" ||
      text == "FALSE")
    return Node::Type::boolean;
  return is_number(text) ? Node::Type::number : Node::Type::string;
}

struct Parser {
  fy_parser* handle = nullptr;
  fy_diag* diag = nullptr;
  ~Parser() {
    if (handle) fy_parser_destroy(handle);
    if (diag) fy_diag_unref(diag);
  }
};

struct EventGuard {
  fy_parser* parser;
  fy_event* event;
  ~EventGuard() { fy_parser_event_free(parser, event); }
};

// A node under construction, with its anchor (registered once it is finished).
struct Open {
  std::shared_ptr<Node> node;
  std::string anchor;
  std::string pending_key;
  bool have_key = false;
};

class TreeBuilder {
 public:
  explicit TreeBuilder(const LoadLimits& limits) : limits_(limits) {}

  void start(Node::Kind kind, std::string anchor) {
    if (static_cast<int>(stack_.size()) >= limits_.max_depth)
      throw ApiError(422, "spec_too_deep",
                     "The document nests deeper than " + std::to_string(limits_.max_depth) + " levels",
                     "Документ вложен глубже " + std::to_string(limits_.max_depth) + " уровней");
    count(1);
    auto node = std::make_shared<Node>();
    node->kind = kind;
    if (!anchor.empty()) in_progress_.emplace(anchor, true);
    stack_.push_back({std::move(node), std::move(anchor), {}, false});
  }

  void end() {
    Open open = std::move(stack_.back());
    stack_.pop_back();
    if (!open.anchor.empty()) in_progress_.erase(open.anchor);
    add(open.node, open.anchor);
  }

  void scalar(std::string text, Node::Type type, std::string anchor) {
    count(1);
    auto node = std::make_shared<Node>();
    node->text = std::move(text);
    node->type = type;
    add(node, anchor);
  }

  void alias(const std::string& name) {
    if (in_progress_.count(name))
      throw ApiError(422, "yaml_recursive_alias", "The alias *" + name + " refers to a node that contains it",
                     "Псевдоним *" + name + " ссылается на узел, который его содержит");
    auto found = anchors_.find(name);
    if (found == anchors_.end())
      throw ApiError(400, "bad_yaml", "Unknown alias *" + name, "Неизвестный псевдоним *" + name);
    count(found->second->size);
    attach(found->second);
  }

  NodePtr take_root() { return root_; }

 private:
  void count(std::size_t n) {
    nodes_ += n;
    if (nodes_ > limits_.max_nodes)
      throw ApiError(
          422, "spec_too_many_nodes",
          "The document has more than " + std::to_string(limits_.max_nodes) +
              " nodes with its aliases expanded",
          "В документе больше " + std::to_string(limits_.max_nodes) + " узлов с раскрытыми псевдонимами");
  }

  void add(const std::shared_ptr<Node>& node, const std::string& anchor) {
    if (!anchor.empty()) anchors_[anchor] = node;
    attach(node);
  }

  void attach(const std::shared_ptr<const Node>& node) {
    if (stack_.empty()) {
      if (!root_) root_ = node;
      return;
    }
    Open& parent = stack_.back();
    parent.node->size += node->size;
    if (parent.node->kind == Node::Kind::seq) {
      parent.node->items.push_back(node);
    } else if (!parent.have_key) {
      if (node->kind != Node::Kind::scalar)
        throw ApiError(422, "unsupported_yaml", "A mapping key must be a scalar",
                       "Ключ отображения должен быть скаляром");
      parent.pending_key = node->text;
      parent.have_key = true;
    } else {
      parent.node->entries.emplace_back(std::move(parent.pending_key), node);
      parent.have_key = false;
    }
  }

  const LoadLimits& limits_;
  std::vector<Open> stack_;
  std::unordered_map<std::string, std::shared_ptr<const Node>> anchors_;
  std::unordered_map<std::string, bool> in_progress_;
  std::size_t nodes_ = 0;
  NodePtr root_;
};

[[noreturn]] void syntax_error(fy_diag* diag) {
  void* iterator = nullptr;
  std::string where, message = "syntax error";
  if (fy_diag_error* error = fy_diag_errors_iterate(diag, &iterator)) {
    if (error->msg) message = error->msg;
    where = " at line " + std::to_string(error->line + 1) + ", column " + std::to_string(error->column + 1);
  }
  throw ApiError(400, "bad_yaml", "The file is not valid YAML or JSON" + where + ": " + message,
                 "Файл — не корректный YAML или JSON" +
                     (where.empty() ? "" : " (строка и столбец:" + where.substr(8) + ")") + ": " + message);
}

}  // namespace

NodePtr load_yaml(std::string_view text, const LoadLimits& limits) {
  if (text.size() > limits.max_bytes)
    throw ApiError(413, "spec_too_large",
                   "The file is larger than " + std::to_string(limits.max_bytes) + " bytes",
                   "Файл больше " + std::to_string(limits.max_bytes) + " байт");
  if (text.find_first_not_of(" \t\r\n") == std::string_view::npos)
    throw ApiError(400, "empty_spec", "The file is empty", "Файл пуст");

  Parser parser;
  fy_diag_cfg diag_cfg;
  fy_diag_cfg_default(&diag_cfg);
  diag_cfg.fp = nullptr;
  diag_cfg.output_fn = [](fy_diag*, void*, const char*, size_t) {};
  parser.diag = fy_diag_create(&diag_cfg);
  fy_diag_set_collect_errors(parser.diag, true);
  fy_parse_cfg cfg{};
  // The depth limit is ours (checked on every start event), so libfyaml's own
  // one, tied to its stack, is off; the event parser itself is not recursive.
  cfg.flags = static_cast<fy_parse_cfg_flags>(FYPCF_QUIET | FYPCF_COLLECT_DIAG | FYPCF_DISABLE_DEPTH_LIMIT |
                                              FYPCF_DEFAULT_VERSION_1_2);
  cfg.diag = parser.diag;
  parser.handle = fy_parser_create(&cfg);
  if (!parser.handle || fy_parser_set_string(parser.handle, text.data(), text.size()) != 0)
    throw ApiError(500, "internal", "The YAML parser could not start", "Не удалось запустить разбор YAML");

  TreeBuilder builder(limits);
  int documents = 0;
  while (fy_event* event = fy_parser_parse(parser.handle)) {
    EventGuard guard{parser.handle, event};
    switch (event->type) {
      case FYET_DOCUMENT_START:
        if (++documents > 1)
          throw ApiError(422, "unsupported_yaml", "The file holds more than one YAML document",
                         "В файле больше одного YAML-документа");
        break;
      case FYET_MAPPING_START:
        builder.start(Node::Kind::map, token_text(event->mapping_start.anchor));
        break;
      case FYET_SEQUENCE_START:
        builder.start(Node::Kind::seq, token_text(event->sequence_start.anchor));
        break;
      case FYET_MAPPING_END:
      case FYET_SEQUENCE_END:
        builder.end();
        break;
      case FYET_SCALAR: {
        std::string value = token_text(event->scalar.value);
        auto type =
            fy_token_scalar_style(event->scalar.value) == FYSS_PLAIN ? plain_type(value) : Node::Type::string;
        builder.scalar(std::move(value), type, token_text(event->scalar.anchor));
        break;
      }
      case FYET_ALIAS:
        builder.alias(token_text(event->alias.anchor));
        break;
      default:
        break;
    }
  }
  if (fy_parser_get_stream_error(parser.handle)) syntax_error(parser.diag);
  NodePtr root = builder.take_root();
  if (!root) throw ApiError(400, "empty_spec", "The file is empty", "Файл пуст");
  return root;
}

}  // namespace proofreader::api
