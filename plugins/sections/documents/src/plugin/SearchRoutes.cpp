// Search over the latest indexed text, and the repository's health figures.
#include <proofreader/sdk/http.hpp>

#include "DocumentsContext.hpp"
#include "JsonViews.hpp"

namespace proofreader::documents {

using Poco::JSON::Array;
using Poco::JSON::Object;
using sdk::Access;
using sdk::RequestContext;

namespace {

constexpr std::int64_t kMaxLimit = 100;

void search(RequestContext& ctx, DocumentsContext& c) {
  const auto query = c.search_text.parse_query(ctx.query("q"));
  const auto limit = id_query(ctx, "limit", 20);
  if (limit < 1 || limit > kMaxLimit)
    throw sdk::ApiError::bad_request("limit must be 1 to 100", "limit должен быть от 1 до 100");
  const auto offset = id_query(ctx, "offset", 0);
  const SearchPage page =
      c.repository.search(query, c.search_text, id_query(ctx, "folder_id", 0), flag_query(ctx, "archived"),
                          static_cast<int>(limit), static_cast<int>(offset));
  Array::Ptr items = new Array;
  for (const auto& hit : page.items) {
    Object::Ptr item = new Object;
    item->set("file_id", hit.file_id);
    item->set("version", hit.version);
    item->set("name", hit.name);
    item->set("path", hit.path);
    item->set("snippet", hit.snippet);
    items->add(item);
  }
  Object::Ptr body = new Object;
  body->set("items", items);
  body->set("total", page.total);
  ctx.send_json(body);
}

Array::Ptr strings(const std::vector<std::string>& values) {
  Array::Ptr out = new Array;
  for (const auto& v : values) out->add(v);
  return out;
}

}  // namespace

Object::Ptr repository_health_json(const RepositoryHealth& h) {
  Object::Ptr body = new Object;
  body->set("status", h.writable && h.metadata_without_blobs.empty() ? "ok" : "degraded");
  body->set("files", h.files);
  body->set("versions", h.versions);
  body->set("bytes", h.bytes);
  body->set("writable", h.writable);
  body->set("blobs_without_metadata", strings(h.blobs_without_metadata));
  body->set("metadata_without_blobs", strings(h.metadata_without_blobs));
  return body;
}

void add_search_routes(sdk::RouteRegistrar& routes, DocumentsContext& c) {
  routes.add(
      {"GET", "/api/repo/search", Access::user,
       "Full-text search over the latest versions (q, folder_id subtree, archived, limit, offset): "
       "{items: [{file_id, version, name, path, snippet}], total}; snippets are HTML-escaped with <mark>",
       [&c](RequestContext& ctx) { search(ctx, c); }});
  routes.add({"GET", "/api/repo/health", Access::admin,
              "The repository's health: file and version counts, bytes, writable, blobs without metadata and "
              "metadata without blobs",
              [&c](RequestContext& ctx) { ctx.send_json(repository_health_json(c.repository.health())); }});
}

}  // namespace proofreader::documents
