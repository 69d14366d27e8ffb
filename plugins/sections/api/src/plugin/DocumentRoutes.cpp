#include "DocumentRoutes.hpp"

#include <Poco/JSON/Object.h>

#include <proofreader/kit/multipart.hpp>
#include <proofreader/kit/numbers.hpp>
#include <proofreader/sdk/host_services.hpp>

#include <limits>
#include <map>

#include "DocumentCheck.hpp"
#include "JsonOut.hpp"

namespace proofreader::api {
namespace {

using Poco::JSON::Object;
using sdk::ApiError;
using sdk::RequestContext;

std::int64_t number_field(const std::map<std::string, std::string>& fields, const std::string& name,
                          std::int64_t maximum = std::numeric_limits<std::int64_t>::max()) {
  auto found = fields.find(name);
  if (found == fields.end() || found->second.empty()) return 0;
  return kit::whole_number_field(found->second, name, 0, maximum);
}

}  // namespace

void DocumentRoutes::upload(RequestContext& ctx) {
  std::string bytes;
  const auto form = kit::read_multipart(ctx, bytes, specs_.limits().max_bytes);
  const std::string file_name = form.file_name.empty() ? "spec" : form.file_name;
  const std::int64_t spec_id = number_field(form.fields, "spec_id");
  if (spec_id == 0) throw ApiError::bad_request("spec_id is required", "Нужен spec_id");
  const int version = static_cast<int>(number_field(form.fields, "version", std::numeric_limits<int>::max()));
  specs_.load(spec_id, version);    // 404 for an unknown spec or version
  host_.extract(bytes, file_name);  // 4xx for a file the host cannot read, before storing it
  DocumentRow row;
  row.spec_id = spec_id;
  row.spec_version = version;
  row.owner_id = ctx.user().id;
  row.owner_login = ctx.user().login;
  row.file_name = file_name;
  row = store_.add_document(row, bytes);
  Object::Ptr body = new Object;
  body->set("id", row.id);
  ctx.send_json(body, 201);
}

void DocumentRoutes::get_document(RequestContext& ctx) {
  auto row = store_.document(kit::id_param(ctx));
  if (!row) throw ApiError::not_found("No such document", "Нет такого документа");
  auto loaded = specs_.load(row->spec_id, row->spec_version);
  auto document = host_.extract(store_.read_document(*row), row->file_name);
  auto body = document_json(*row);
  body->set("checked_version", loaded->row.version);
  body->set("findings", document_findings_json(check_document_against_spec(document, *loaded->spec)));
  Poco::JSON::Array::Ptr blocks = new Poco::JSON::Array;
  for (const auto& block : document.blocks) {
    Object::Ptr b = new Object;
    b->set("index", block.index);
    b->set("kind", block.kind);
    b->set("text", block.text);
    blocks->add(b);
  }
  body->set("blocks", blocks);
  ctx.send_json(body);
}

void DocumentRoutes::register_routes(sdk::RouteRegistrar& routes) {
  using sdk::Access;
  routes.add({"POST", "/api/api-spec-documents", Access::user,
              "Uploads a document about an API (multipart `file`, `spec_id`, optional `version`)",
              [this](RequestContext& ctx) { upload(ctx); }});
  routes.add({"GET", "/api/api-spec-documents", Access::user, "Lists the API documents (?spec_id=)",
              [this](RequestContext& ctx) {
                std::int64_t spec_id = number_field({{"spec_id", ctx.query("spec_id", "")}}, "spec_id");
                Poco::JSON::Array::Ptr list = new Poco::JSON::Array;
                for (const auto& d : store_.documents(spec_id)) list->add(document_json(d));
                Object::Ptr body = new Object;
                body->set("documents", list);
                ctx.send_json(body);
              }});
  routes.add({"GET", "/api/api-spec-documents/{id}", Access::user,
              "An API document with its consistency findings against its spec",
              [this](RequestContext& ctx) { get_document(ctx); }});
  routes.add({"DELETE", "/api/api-spec-documents/{id}", Access::user,
              "Deletes an API document (its uploader or an administrator)", [this](RequestContext& ctx) {
                auto row = store_.document(kit::id_param(ctx));
                if (!row) throw ApiError::not_found("No such document", "Нет такого документа");
                host_.require(ctx.user(), row->owner_id, sdk::Action::remove);
                store_.delete_document(row->id);
                ctx.send_json(Object::Ptr(new Object), 200);
              }});
}

}  // namespace proofreader::api
