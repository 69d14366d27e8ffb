// Search over the latest indexed text, and the repository's health figures.
#include <proofreader/sdk/http.hpp>

#include "JsonViews.hpp"
#include "RepositoryRoutes.hpp"

namespace proofreader::documents {

using Poco::JSON::Array;
using Poco::JSON::Object;
using sdk::Access;
using sdk::RequestContext;

namespace {

constexpr std::int64_t kMaxLimit = 100;

Array::Ptr strings(const std::vector<std::string>& values) {
  Array::Ptr out = new Array;
  for (const auto& v : values) out->add(v);
  return out;
}

}  // namespace

void RepositoryRoutes::search(RequestContext& ctx) {
  const auto query = search_text_.parse_query(ctx.query("q"));
  const auto limit = id_query(ctx, "limit", 20);
  if (limit < 1 || limit > kMaxLimit)
    throw sdk::ApiError::bad_request("limit must be 1 to 100", "limit должен быть от 1 до 100");
  const auto offset = id_query(ctx, "offset", 0);
  const SearchPage page =
      repository_.search(query, search_text_, id_query(ctx, "folder_id", 0), flag_query(ctx, "archived"),
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

void RepositoryRoutes::add_search_routes(sdk::RouteRegistrar& routes) {
  routes.add(
      {"GET", "/api/repo/search", Access::user,
       "Full-text search over the latest versions (q, folder_id subtree, archived, limit, offset): "
       "{items: [{file_id, version, name, path, snippet}], total}; snippets are HTML-escaped with <mark>",
       [this](RequestContext& ctx) { search(ctx); }});
  routes.add({"GET", "/api/repo/health", Access::admin,
              "The repository's health: file and version counts, bytes, writable, blobs without metadata and "
              "metadata without blobs",
              [this](RequestContext& ctx) { ctx.send_json(repository_health_json(repository_.health())); }});
}

}  // namespace proofreader::documents
