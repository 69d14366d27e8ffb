#include "SpecDiff.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <unordered_map>
#include <unordered_set>

#include "JsonPointer.hpp"
#include "Segments.hpp"

namespace proofreader::api {
namespace {

enum class Direction { request, response };

std::string type_of(const Node* schema) {
  if (!schema || !schema->is_map()) return {};
  const Node* type = schema->get("type");
  if (!type) return {};
  if (type->kind == Node::Kind::scalar) return type->text;
  std::string joined;  // OpenAPI 3.1: a list of types
  for (const auto& item : type->items) joined += (joined.empty() ? "" : "|") + item->text;
  return joined;
}

std::vector<std::string> strings_of(const Node* list) {
  std::vector<std::string> out;
  if (list && list->is_seq())
    for (const auto& item : list->items)
      if (item->kind == Node::Kind::scalar) out.push_back(item->text);
  return out;
}

bool contains(const std::vector<std::string>& list, const std::string& value) {
  return std::find(list.begin(), list.end(), value) != list.end();
}

// A number-valued keyword, if present.
std::optional<double> number_of(const Node* schema, std::string_view key) {
  const Node* value = schema ? schema->get(key) : nullptr;
  if (!value || value->type != Node::Type::number) return std::nullopt;
  try {
    return std::stod(value->text);
  } catch (...) {
    return std::nullopt;
  }
}

// Compares schemas, memoised by the pair of (resolved) schema nodes and the
// direction: a component referenced by a thousand operations is compared once.
class SchemaDiffer {
 public:
  SchemaDiffer(const Spec& from, const Spec& to) : from_(from), to_(to) {}

  // Changes with `path` relative to the compared schemas; operation and where empty.
  const std::vector<Change>& compare(const Node* a, const Node* b, Direction direction) {
    a = follow_refs(*from_.root, a);
    b = follow_refs(*to_.root, b);
    static const std::vector<Change> none;
    if (!a || !b || !a->is_map() || !b->is_map()) return none;
    Key key{a, b, direction};
    if (auto found = memo_.find(key); found != memo_.end()) return found->second;
    if (!in_progress_.insert(key).second) return none;  // a recursive schema: already being compared
    std::vector<Change> changes;
    compare_into(*a, *b, direction, changes);
    in_progress_.erase(key);
    return memo_.emplace(key, std::move(changes)).first->second;
  }

 private:
  struct Key {
    const Node* a;
    const Node* b;
    Direction direction;
    bool operator==(const Key&) const = default;
  };
  struct KeyHash {
    std::size_t operator()(const Key& k) const {
      return std::hash<const void*>()(k.a) * 31 + std::hash<const void*>()(k.b) * 7 +
             static_cast<int>(k.direction);
    }
  };

  static void add(std::vector<Change>& out, std::string rule, std::string level, std::string path,
                  std::string message, std::string old_value = {}, std::string new_value = {}) {
    out.push_back({std::move(rule),
                   std::move(level),
                   {},
                   {},
                   std::move(path),
                   std::move(message),
                   std::move(old_value),
                   std::move(new_value)});
  }

  void compare_into(const Node& a, const Node& b, Direction direction, std::vector<Change>& out) {
    const bool request = direction == Direction::request;
    const std::string side = request ? "request" : "response";
    std::string old_type = type_of(&a), new_type = type_of(&b);
    if (old_type != new_type && !old_type.empty()) {
      // Widening integer → number is safe for a request; narrowing number → integer for a response.
      bool compatible = (request && old_type == "integer" && new_type == "number") ||
                        (!request && old_type == "number" && new_type == "integer");
      add(out, side + "-property-type-changed", compatible ? "info" : "breaking", "",
          "Тип изменён: " + old_type + " → " + (new_type.empty() ? "(не указан)" : new_type), old_type,
          new_type);
    }
    if (std::string f1(a.str("format")), f2(b.str("format")); f1 != f2 && !f1.empty())
      add(out, side + "-property-format-changed", request ? "breaking" : "warning", "",
          "Формат изменён: " + f1 + " → " + (f2.empty() ? "(не указан)" : f2), f1, f2);

    compare_enum(a, b, request, out);
    compare_limits(a, b, request, out);
    compare_properties(a, b, direction, out);
    if (const Node* ia = a.get("items"), *ib = b.get("items"); ia && ib)
      for (const auto& change : compare(ia, ib, direction)) prefixed(out, change, "/items");
    for (const char* combiner : {"allOf", "oneOf", "anyOf"}) {
      const Node *ca = a.get(combiner), *cb = b.get(combiner);
      if (!ca || !cb || !ca->is_seq() || !cb->is_seq()) continue;
      for (std::size_t i = 0; i < std::min(ca->items.size(), cb->items.size()); ++i)
        for (const auto& change : compare(ca->items[i].get(), cb->items[i].get(), direction))
          prefixed(out, change, std::string("/") + combiner + "/" + std::to_string(i));
      if (ca->items.size() != cb->items.size())
        add(out, side + "-schema-" + combiner + "-changed", "warning", "",
            std::string("Число вариантов ") + combiner + " изменилось: " + std::to_string(ca->items.size()) +
                " → " + std::to_string(cb->items.size()));
    }
  }

  void compare_enum(const Node& a, const Node& b, bool request, std::vector<Change>& out) {
    const Node *ea = a.get("enum"), *eb = b.get("enum");
    if (!ea && !eb) return;
    auto old_values = strings_of(ea), new_values = strings_of(eb);
    const std::string side = request ? "request" : "response";
    for (const auto& value : old_values)
      if (eb && !contains(new_values, value))
        add(out, side + "-property-enum-value-removed", request ? "breaking" : "info", "",
            "Из перечисления удалено значение «" + value + "»", value, "");
    for (const auto& value : new_values)
      if (!contains(old_values, value))
        add(out, side + "-property-enum-value-added", request ? "info" : "warning", "",
            "В перечисление добавлено значение «" + value + "»", "", value);
  }

  // Tightened limits break requests that used to pass; loosened ones surprise clients reading responses.
  void compare_limits(const Node& a, const Node& b, bool request, std::vector<Change>& out) {
    struct Limit {
      const char* key;
      bool upper;
    };
    static const Limit limits[] = {{"maxLength", true},  {"maximum", true},  {"maxItems", true},
                                   {"minLength", false}, {"minimum", false}, {"minItems", false}};
    for (const auto& limit : limits) {
      auto old_value = number_of(&a, limit.key), new_value = number_of(&b, limit.key);
      if (old_value == new_value) continue;
      bool tightened =
          (new_value && !old_value) ||
          (old_value && new_value && (limit.upper ? *new_value < *old_value : *new_value > *old_value));
      std::string level = request ? (tightened ? "breaking" : "info") : (tightened ? "info" : "warning");
      std::string rule = std::string(request ? "request" : "response") + "-property-" + limit.key +
                         (tightened == limit.upper ? "-decreased" : "-increased");
      std::string from = old_value ? std::string(a.str(limit.key)) : "—",
                  to = new_value ? std::string(b.str(limit.key)) : "—";
      add(out, rule, level, "", std::string(limit.key) + " изменён: " + from + " → " + to, from, to);
    }
  }

  void compare_properties(const Node& a, const Node& b, Direction direction, std::vector<Change>& out) {
    const bool request = direction == Direction::request;
    const Node *pa = a.get("properties"), *pb = b.get("properties");
    auto required_a = strings_of(a.get("required")), required_b = strings_of(b.get("required"));
    std::unordered_map<std::string_view, const Node*> old_properties;
    if (pa && pa->is_map())
      for (const auto& [name, schema] : pa->entries) old_properties.emplace(name, schema.get());
    std::unordered_set<std::string_view> seen;
    if (pb && pb->is_map()) {
      for (const auto& [name, schema] : pb->entries) {
        seen.insert(name);
        const std::string path = "/" + pointer_token(name);
        bool now_required = contains(required_b, name), was_required = contains(required_a, name);
        auto old = old_properties.find(name);
        if (old == old_properties.end()) {
          if (request)
            add(out, now_required ? "new-required-request-property" : "new-optional-request-property",
                now_required ? "breaking" : "info", path,
                std::string(now_required ? "Добавлено обязательное поле «"
                                         : "Добавлено необязательное поле «") +
                    name + "»");
          else
            add(out, "response-property-added", "info", path, "В ответ добавлено поле «" + name + "»");
          continue;
        }
        if (now_required != was_required) {
          if (request)
            add(out, now_required ? "request-property-became-required" : "request-property-became-optional",
                now_required ? "breaking" : "info", path,
                std::string("Поле «") + name +
                    (now_required ? "» стало обязательным" : "» стало необязательным"));
          else
            add(out, now_required ? "response-property-became-required" : "response-property-became-optional",
                now_required ? "info" : "breaking", path,
                std::string("Поле ответа «") + name +
                    (now_required ? "» стало обязательным"
                                  : "» стало необязательным: клиенты могут его не получить"));
        }
        for (const auto& change : compare(old->second, schema.get(), direction)) prefixed(out, change, path);
      }
    }
    if (pa && pa->is_map()) {
      for (const auto& [name, schema] : pa->entries) {
        if (seen.count(name)) continue;
        const std::string path = "/" + pointer_token(name);
        if (request)
          add(out, "request-property-removed", "warning", path, "Удалено поле запроса «" + name + "»");
        else if (contains(required_a, name))
          add(out, "response-required-property-removed", "breaking", path,
              "Из ответа удалено обязательное поле «" + name + "»");
        else
          add(out, "response-optional-property-removed", "warning", path,
              "Из ответа удалено поле «" + name + "»");
      }
    }
  }

  static void prefixed(std::vector<Change>& out, const Change& change, const std::string& prefix) {
    out.push_back(change);
    out.back().path = prefix + change.path;
  }

  const Spec& from_;
  const Spec& to_;
  std::unordered_map<Key, std::vector<Change>, KeyHash> memo_;
  std::unordered_set<Key, KeyHash> in_progress_;
};

// A request body or response as a map from media type to schema. Swagger 2.0
// has one schema for every media type: it is listed under "*/*".
std::vector<std::pair<std::string, const Node*>> media_schemas(const Node* holder, bool swagger2) {
  std::vector<std::pair<std::string, const Node*>> out;
  if (!holder) return out;
  if (swagger2) {
    if (const Node* schema = holder->get("schema")) out.emplace_back("*/*", schema);
    return out;
  }
  if (const Node* content = holder->get("content"); content && content->is_map())
    for (const auto& [media, entry] : content->entries) out.emplace_back(media, entry->get("schema"));
  return out;
}

class Differ {
 public:
  Differ(const Spec& from, const Spec& to) : from_(from), to_(to), schemas_(from, to) {}

  SpecDiff run() {
    std::unordered_map<std::string, const Operation*> old_operations;
    for (const auto& op : from_.operations) old_operations.emplace(op.label(), &op);
    std::unordered_set<std::string> matched;
    for (const auto& op : to_.operations) {
      auto old = old_operations.find(op.label());
      if (old == old_operations.end()) {
        add("endpoint-added", "info", op.label(), "", "Добавлена операция " + op.label());
        continue;
      }
      matched.insert(op.label());
      compare_operation(*old->second, op);
    }
    for (const auto& op : from_.operations) {
      if (matched.count(op.label())) continue;
      const Node* deprecated = op.node->get("deprecated");
      bool was_deprecated = deprecated && deprecated->text == "true";
      add(was_deprecated ? "api-removed-with-deprecation" : "api-removed-without-deprecation",
          was_deprecated ? "warning" : "breaking", op.label(), "",
          "Удалена операция " + op.label() + (was_deprecated ? " (была помечена deprecated)" : ""));
    }
    compare_text();
    return std::move(out_);
  }

 private:
  void add(std::string rule, std::string level, std::string operation, std::string where, std::string message,
           std::string old_value = {}, std::string new_value = {}) {
    out_.changes.push_back({std::move(rule),
                            std::move(level),
                            std::move(operation),
                            std::move(where),
                            {},
                            std::move(message),
                            std::move(old_value),
                            std::move(new_value)});
  }

  void add_schema_changes(const Node* a, const Node* b, Direction direction, const std::string& operation,
                          const std::string& where) {
    for (const auto& change : schemas_.compare(a, b, direction)) {
      out_.changes.push_back(change);
      out_.changes.back().operation = operation;
      out_.changes.back().where = where;
    }
  }

  void compare_operation(const Operation& a, const Operation& b) {
    const std::string label = b.label();
    auto flag = [](const Node* op, std::string_view key) {
      const Node* value = op->get(key);
      return value && value->text == "true";
    };
    if (!flag(a.node, "deprecated") && flag(b.node, "deprecated"))
      add("endpoint-deprecated", "info", label, "", "Операция помечена deprecated");
    if (std::string id_a(a.node->str("operationId")), id_b(b.node->str("operationId"));
        id_a != id_b && !id_a.empty())
      add("api-operation-id-changed", "warning", label, "", "operationId изменён: " + id_a + " → " + id_b,
          id_a, id_b);
    compare_parameters(a, b);
    compare_request_body(a, b);
    compare_responses(a, b);
  }

  // Parameters keyed by (in, name); Swagger 2.0 body parameters are the request body.
  std::map<std::string, const Node*> parameters(const Spec& spec, const Operation& op) {
    std::map<std::string, const Node*> out;
    for (const Node* parameter : operation_parameters(spec, op))
      if (parameter->str("in") != "body")
        out.emplace(std::string(parameter->str("in")) + " parameter " + std::string(parameter->str("name")),
                    parameter);
    return out;
  }

  const Node* parameter_schema(const Spec& spec, const Node* parameter) {
    return spec.swagger2 ? parameter : parameter->get("schema");
  }

  void compare_parameters(const Operation& a, const Operation& b) {
    const std::string label = b.label();
    auto old_parameters = parameters(from_, a), new_parameters = parameters(to_, b);
    auto required = [](const Node* p) {
      const Node* value = p->get("required");
      return value && value->text == "true";
    };
    for (const auto& [where, parameter] : new_parameters) {
      auto old = old_parameters.find(where);
      if (old == old_parameters.end()) {
        bool is_required = required(parameter);
        add(is_required ? "new-required-request-parameter" : "new-optional-request-parameter",
            is_required ? "breaking" : "info", label, where,
            std::string(is_required ? "Добавлен обязательный параметр «"
                                    : "Добавлен необязательный параметр «") +
                std::string(parameter->str("name")) + "»");
        continue;
      }
      if (!required(old->second) && required(parameter))
        add("request-parameter-became-required", "breaking", label, where,
            "Параметр «" + std::string(parameter->str("name")) + "» стал обязательным");
      else if (required(old->second) && !required(parameter))
        add("request-parameter-became-optional", "info", label, where,
            "Параметр «" + std::string(parameter->str("name")) + "» стал необязательным");
      add_schema_changes(parameter_schema(from_, old->second), parameter_schema(to_, parameter),
                         Direction::request, label, where);
    }
    for (const auto& [where, parameter] : old_parameters)
      if (!new_parameters.count(where))
        add("request-parameter-removed", "warning", label, where,
            "Удалён параметр «" + std::string(parameter->str("name")) + "»");
  }

  // The request body: 3.x requestBody, or 2.0's body parameter (whose schema is under "schema").
  const Node* request_body(const Spec& spec, const Operation& op) {
    if (!spec.swagger2) return follow_refs(*spec.root, op.node->get("requestBody"));
    for (const Node* parameter : operation_parameters(spec, op))
      if (parameter->str("in") == "body") return parameter;
    return nullptr;
  }

  void compare_request_body(const Operation& a, const Operation& b) {
    const std::string label = b.label();
    const Node *old_body = request_body(from_, a), *new_body = request_body(to_, b);
    auto required = [](const Node* body) {
      const Node* value = body ? body->get("required") : nullptr;
      return value && value->text == "true";
    };
    if (!old_body && new_body) {
      bool is_required = required(new_body);
      add(is_required ? "request-body-added-required" : "request-body-added-optional",
          is_required ? "breaking" : "info", label, "request body",
          is_required ? "Добавлено обязательное тело запроса" : "Добавлено тело запроса");
      return;
    }
    if (old_body && !new_body) {
      add("request-body-removed", "warning", label, "request body", "Тело запроса удалено");
      return;
    }
    if (!old_body) return;
    if (!required(old_body) && required(new_body))
      add("request-body-became-required", "breaking", label, "request body",
          "Тело запроса стало обязательным");
    compare_media(old_body, new_body, Direction::request, label, "request body");
  }

  void compare_media(const Node* a, const Node* b, Direction direction, const std::string& label,
                     const std::string& where) {
    auto old_media = media_schemas(a, from_.swagger2), new_media = media_schemas(b, to_.swagger2);
    const bool request = direction == Direction::request;
    for (const auto& [media, schema] : new_media) {
      auto old =
          std::find_if(old_media.begin(), old_media.end(), [&](const auto& m) { return m.first == media; });
      if (old == old_media.end()) {
        add(request ? "request-body-media-type-added" : "response-media-type-added", "info", label, where,
            "Добавлен тип содержимого " + media);
        continue;
      }
      add_schema_changes(old->second, schema, direction, label, where + " " + media);
    }
    for (const auto& [media, schema] : old_media)
      if (std::none_of(new_media.begin(), new_media.end(), [&](const auto& m) { return m.first == media; }))
        add(request ? "request-body-media-type-removed" : "response-media-type-removed", "breaking", label,
            where, "Удалён тип содержимого " + media);
  }

  void compare_responses(const Operation& a, const Operation& b) {
    const std::string label = b.label();
    const Node *old_responses = a.node->get("responses"), *new_responses = b.node->get("responses");
    if (!old_responses || !new_responses || !old_responses->is_map() || !new_responses->is_map()) return;
    for (const auto& [code, response] : new_responses->entries) {
      const Node* old = old_responses->get(code);
      const std::string where = "response " + code;
      if (!old) {
        add(code.starts_with("2") ? "response-success-status-added" : "response-non-success-status-added",
            "info", label, where, "Добавлен код ответа " + code);
        continue;
      }
      compare_media(follow_refs(*from_.root, old), follow_refs(*to_.root, response.get()),
                    Direction::response, label, where);
    }
    for (const auto& [code, response] : old_responses->entries) {
      if (new_responses->get(code)) continue;
      bool success = code.starts_with("2");
      add(success ? "response-success-status-removed" : "response-non-success-status-removed",
          success ? "breaking" : "warning", label, "response " + code, "Удалён код ответа " + code);
    }
  }

  void compare_text() {
    auto old_segments = spec_segments(from_), new_segments = spec_segments(to_);
    std::unordered_map<std::string_view, const Segment*> old_by_pointer;
    for (const auto& s : old_segments) old_by_pointer.emplace(s.pointer, &s);
    std::unordered_set<std::string_view> seen;
    for (const auto& s : new_segments) {
      seen.insert(s.pointer);
      auto old = old_by_pointer.find(s.pointer);
      if (old == old_by_pointer.end())
        out_.text_changes.push_back({"added", s.pointer, s.kind, s.operation, "", s.text});
      else if (old->second->text != s.text)
        out_.text_changes.push_back({"changed", s.pointer, s.kind, s.operation, old->second->text, s.text});
    }
    for (const auto& s : old_segments)
      if (!seen.count(s.pointer))
        out_.text_changes.push_back({"removed", s.pointer, s.kind, s.operation, s.text, ""});
  }

  const Spec& from_;
  const Spec& to_;
  SchemaDiffer schemas_;
  SpecDiff out_;
};

}  // namespace

int SpecDiff::count(std::string_view level) const {
  return static_cast<int>(
      std::count_if(changes.begin(), changes.end(), [&](const Change& c) { return c.level == level; }));
}

SpecDiff diff_specs(const Spec& from, const Spec& to) {
  return Differ(from, to).run();
}

}  // namespace proofreader::api
