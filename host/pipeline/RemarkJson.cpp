#include "pipeline/RemarkJson.hpp"

#include <proofreader/sdk/http.hpp>

namespace proofreader::host {

Poco::JSON::Object::Ptr remark_json(const sdk::Remark& r) {
  Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
  o->set("id", r.id);
  o->set("engine", r.engine);
  o->set("category", r.category);
  o->set("rule_id", r.rule_id);
  o->set("severity", std::string(sdk::to_string(r.severity)));
  o->set("message", r.message);
  o->set("block", r.block);
  o->set("offset", r.offset);
  o->set("length", r.length);
  o->set("fragment", r.fragment);
  Poco::JSON::Array::Ptr suggestions = new Poco::JSON::Array;
  for (const auto& s : r.suggestions) suggestions->add(s);
  o->set("suggestions", suggestions);
  o->set("explanation", r.explanation);
  Poco::JSON::Array::Ptr merged_from = new Poco::JSON::Array;
  for (const auto& origin : r.merged_from) {
    Poco::JSON::Object::Ptr m = new Poco::JSON::Object;
    m->set("engine", origin.engine);
    m->set("rule_id", origin.rule_id);
    merged_from->add(m);
  }
  o->set("merged_from", merged_from);
  return o;
}

Poco::JSON::Array::Ptr remarks_json(const std::vector<sdk::Remark>& remarks) {
  Poco::JSON::Array::Ptr a = new Poco::JSON::Array;
  for (const auto& r : remarks) a->add(remark_json(r));
  return a;
}

Poco::JSON::Object::Ptr block_json(const sdk::Block& b) {
  Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
  o->set("index", b.index);
  o->set("kind", b.kind);
  o->set("text", b.text);
  Poco::JSON::Object::Ptr location = new Poco::JSON::Object;
  Poco::JSON::Array::Ptr path = new Poco::JSON::Array;
  for (const auto& h : b.location.heading_path) path->add(h);
  location->set("heading_path", path);
  location->set("paragraph", b.location.paragraph);
  location->set("table_row", b.location.table_row);
  location->set("table_column", b.location.table_column);
  o->set("location", location);
  o->set("level", b.level);
  o->set("ordered", b.ordered);
  Poco::JSON::Array::Ptr styles = new Poco::JSON::Array;
  for (const auto& style : b.styles) {
    Poco::JSON::Object::Ptr s = new Poco::JSON::Object;
    s->set("kind", std::string(sdk::to_string(style.kind)));
    s->set("offset", style.offset);
    s->set("length", style.length);
    styles->add(s);
  }
  o->set("styles", styles);
  return o;
}

Poco::JSON::Array::Ptr blocks_json(const std::vector<sdk::Block>& blocks) {
  Poco::JSON::Array::Ptr a = new Poco::JSON::Array;
  for (const auto& b : blocks) a->add(block_json(b));
  return a;
}

namespace {

sdk::ApiError bad_field(const std::string& name) {
  return sdk::ApiError::bad_request("remark field '" + name + "' is missing or of the wrong type",
                                    "Поле замечания «" + name + "» отсутствует или имеет неверный тип");
}

std::string text_field(const Poco::JSON::Object::Ptr& o, const std::string& name, bool required) {
  if (!o->has(name) || o->isNull(name)) {
    if (required) throw bad_field(name);
    return {};
  }
  auto v = o->get(name);
  if (!v.isString()) throw bad_field(name);
  return v.extract<std::string>();
}

int int_field(const Poco::JSON::Object::Ptr& o, const std::string& name) {
  if (!o->has(name) || o->isNull(name)) return 0;
  auto v = o->get(name);
  if (!v.isInteger()) throw bad_field(name);
  return v.convert<int>();
}

}  // namespace

sdk::Remark remark_from_json(const Poco::JSON::Object::Ptr& o) {
  if (!o) throw bad_field("remark");
  sdk::Remark r;
  r.id = text_field(o, "id", false);
  r.engine = text_field(o, "engine", false);
  r.category = text_field(o, "category", false);
  r.rule_id = text_field(o, "rule_id", false);
  const std::string severity = text_field(o, "severity", false);
  r.severity = severity == "error"        ? sdk::Severity::error
               : severity == "suggestion" ? sdk::Severity::suggestion
                                          : sdk::Severity::warning;
  r.message = text_field(o, "message", true);
  r.block = int_field(o, "block");
  r.offset = int_field(o, "offset");
  r.length = int_field(o, "length");
  r.fragment = text_field(o, "fragment", false);
  r.explanation = text_field(o, "explanation", false);
  if (o->has("suggestions") && !o->isNull("suggestions")) {
    auto list = o->getArray("suggestions");
    if (!list) throw bad_field("suggestions");
    for (std::size_t i = 0; i < list->size(); ++i) {
      auto v = list->get(static_cast<unsigned>(i));
      if (!v.isString()) throw bad_field("suggestions");
      r.suggestions.push_back(v.extract<std::string>());
    }
  }
  if (o->has("merged_from") && !o->isNull("merged_from")) {
    auto list = o->getArray("merged_from");
    if (!list) throw bad_field("merged_from");
    for (std::size_t i = 0; i < list->size(); ++i) {
      auto m = list->getObject(static_cast<unsigned>(i));
      if (!m) throw bad_field("merged_from");
      r.merged_from.push_back({text_field(m, "engine", true), text_field(m, "rule_id", false)});
    }
  }
  return r;
}

}  // namespace proofreader::host
