#include "JsonOut.hpp"
#include <proofreader/kit/owner.hpp>

namespace proofreader::api {

using Poco::JSON::Array;
using Poco::JSON::Object;

Object::Ptr version_json(const VersionRow& v) {
  Object::Ptr o = new Object;
  o->set("version", v.version);
  o->set("file_name", v.file_name);
  o->set("format", v.format);
  o->set("openapi_version", v.openapi_version);
  o->set("title", v.title);
  o->set("operation_count", v.operation_count);
  o->set("segment_count", v.segment_count);
  o->set("size", v.size);
  o->set("created_at", v.created_at);
  return o;
}

Object::Ptr spec_json(const SpecRow& s) {
  Object::Ptr o = new Object;
  o->set("id", s.id);
  kit::set_owner(*o, s.owner_id, s.owner_login);
  o->set("created_at", s.created_at);
  o->set("title", s.latest.title);
  o->set("openapi_version", s.latest.openapi_version);
  o->set("latest_version", s.latest.version);
  o->set("operation_count", s.latest.operation_count);
  o->set("segment_count", s.latest.segment_count);
  return o;
}

Object::Ptr segment_json(const Segment& s) {
  Object::Ptr o = new Object;
  o->set("pointer", s.pointer);
  o->set("kind", s.kind);
  o->set("text", s.text);
  o->set("operation", s.operation);
  Array::Ptr code = new Array;
  for (const auto& range : s.code) {
    Object::Ptr span = new Object;
    span->set("offset", code_points(s.text, range.begin));
    span->set("length", code_points(s.text, range.end) - code_points(s.text, range.begin));
    code->add(span);
  }
  o->set("code", code);
  return o;
}

Array::Ptr findings_json(const std::vector<Finding>& findings) {
  Array::Ptr out = new Array;
  for (const auto& f : findings) {
    Object::Ptr o = new Object;
    o->set("pointer", f.pointer);
    o->set("rule", f.rule);
    o->set("severity", f.severity);
    o->set("message", f.message);
    o->set("operation", f.operation);
    out->add(o);
  }
  return out;
}

Object::Ptr diff_json(const SpecDiff& diff) {
  Object::Ptr o = new Object;
  Object::Ptr summary = new Object;
  summary->set("breaking", diff.count("breaking"));
  summary->set("warning", diff.count("warning"));
  summary->set("info", diff.count("info"));
  summary->set("text", static_cast<int>(diff.text_changes.size()));
  o->set("summary", summary);
  Array::Ptr changes = new Array;
  for (const auto& c : diff.changes) {
    Object::Ptr item = new Object;
    item->set("rule", c.rule);
    item->set("level", c.level);
    item->set("breaking", c.level == "breaking");
    item->set("operation", c.operation);
    item->set("where", c.where);
    item->set("path", c.path);
    item->set("message", c.message);
    if (!c.old_value.empty()) item->set("old", c.old_value);
    if (!c.new_value.empty()) item->set("new", c.new_value);
    changes->add(item);
  }
  o->set("changes", changes);
  Array::Ptr texts = new Array;
  for (const auto& t : diff.text_changes) {
    Object::Ptr item = new Object;
    item->set("change", t.change);
    item->set("pointer", t.pointer);
    item->set("kind", t.kind);
    item->set("operation", t.operation);
    item->set("old", t.old_text);
    item->set("new", t.new_text);
    texts->add(item);
  }
  o->set("text_changes", texts);
  return o;
}

Object::Ptr document_json(const DocumentRow& d) {
  Object::Ptr o = new Object;
  o->set("id", d.id);
  o->set("spec_id", d.spec_id);
  o->set("spec_version", d.spec_version);
  kit::set_owner(*o, d.owner_id, d.owner_login);
  o->set("file_name", d.file_name);
  o->set("size", d.size);
  o->set("created_at", d.created_at);
  return o;
}

Array::Ptr document_findings_json(const std::vector<DocumentFinding>& findings) {
  Array::Ptr out = new Array;
  for (const auto& f : findings) {
    Object::Ptr o = new Object;
    o->set("rule", f.rule);
    o->set("severity", f.severity);
    o->set("message", f.message);
    o->set("block", f.block);
    o->set("operation", f.operation);
    o->set("pointer", f.pointer);
    out->add(o);
  }
  return out;
}

}  // namespace proofreader::api
