#include "JsonViews.hpp"

#include <map>


#include <proofreader/kit/numbers.hpp>
#include <proofreader/kit/owner.hpp>
#include <proofreader/sdk/http.hpp>

namespace proofreader::documents {

using Poco::JSON::Array;
using Poco::JSON::Object;

Object::Ptr folder_json(const Folder& folder) {
  Object::Ptr o = new Object;
  o->set("id", folder.id);
  o->set("name", folder.name);
  o->set("parent_id", folder.parent_id);
  o->set("archived", folder.archived);
  kit::set_owner(*o, folder.owner_id, folder.owner_login);
  o->set("created_at", folder.created_at);
  return o;
}

Array::Ptr folder_tree_json(const std::vector<Folder>& folders, bool include_archived) {
  std::multimap<std::int64_t, const Folder*> children;
  for (const auto& f : folders)
    if (include_archived || !f.archived) children.emplace(f.parent_id, &f);
  std::function<Array::Ptr(std::int64_t)> level = [&](std::int64_t parent) {
    Array::Ptr out = new Array;
    auto [begin, end] = children.equal_range(parent);
    for (auto it = begin; it != end; ++it) {
      Object::Ptr node = folder_json(*it->second);
      node->set("children", level(it->second->id));
      out->add(node);
    }
    return out;
  };
  return level(0);
}

Object::Ptr version_json(const Version& v) {
  Object::Ptr o = new Object;
  o->set("number", v.number);
  o->set("size", v.size);
  o->set("sha256", v.sha256);
  o->set("content_type", v.content_type);
  o->set("uploaded_by", v.uploaded_by_login);
  o->set("uploaded_at", v.uploaded_at);
  o->set("comment", v.comment);
  o->set("index_state", v.index_state);
  o->set("searchable", v.index_state == "indexed");
  if (v.index_state == "failed") o->set("not_searchable_reason", v.index_error);
  o->set("last_check_job",
         v.last_check_job.empty() ? Poco::Dynamic::Var() : Poco::Dynamic::Var(v.last_check_job));
  o->set("remarks", v.last_check_remarks ? Poco::Dynamic::Var(*v.last_check_remarks) : Poco::Dynamic::Var());
  return o;
}

Object::Ptr file_json(const File& file) {
  Object::Ptr o = new Object;
  o->set("id", file.id);
  o->set("folder_id", file.folder_id);
  o->set("name", file.name);
  o->set("archived", file.archived);
  kit::set_owner(*o, file.owner_id, file.owner_login);
  o->set("created_at", file.created_at);
  o->set("latest_version", file.latest_version);
  o->set("size", file.latest_size);
  o->set("updated_at", file.updated_at);
  if (!file.versions.empty()) {
    Array::Ptr versions = new Array;
    for (const auto& v : file.versions) versions->add(version_json(v));
    o->set("versions", versions);
  }
  return o;
}

std::int64_t id_query(sdk::RequestContext& ctx, const std::string& name, std::int64_t fallback) {
  const std::string value = ctx.query(name);
  if (value.empty()) return fallback;
  return kit::whole_number_field(value, name, 0);
}

bool flag_query(sdk::RequestContext& ctx, const std::string& name) {
  const std::string value = ctx.query(name);
  return value == "true" || value == "1";
}

}  // namespace proofreader::documents
