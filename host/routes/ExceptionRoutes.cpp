#include "routes/ExceptionRoutes.hpp"

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>
#include <proofreader/kit/numbers.hpp>

#include "guides/RemarkExceptions.hpp"
#include "history/HistoryStore.hpp"
#include "http/Router.hpp"
#include "pipeline/RemarkJson.hpp"

namespace proofreader::host {

namespace {

void add(Database& db, sdk::RequestContext& ctx) {
  const auto entry = HistoryStore(db).entry(kit::id_param(ctx), ctx.user());
  if (!entry) throw sdk::ApiError::not_found("no such check", "Нет такой проверки");
  const auto object = entry->remark(ctx.param("remark_id"));
  if (!object)
    throw sdk::ApiError::not_found("no such remark in this check", "В этой проверке нет такого замечания");
  const sdk::Remark remark = remark_from_json(object);
  if (remark.fragment.empty() || remark.rule_id.empty())
    throw sdk::ApiError::bad_request("this remark names no term to except",
                                     "У этого замечания нет термина для исключения");
  const auto id = RemarkExceptions(db).add(entry->styleguide_id, remark, ctx.user().id);
  ctx.audit("rule_exception.create", "exception " + std::to_string(id) + ": " + remark.rule_id + " «" +
                                         remark.fragment + "» guide '" + entry->styleguide_id + "'");
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("id", id);
  body->set("styleguide_id", entry->styleguide_id);
  body->set("rule_id", remark.rule_id);
  body->set("term", remark.fragment);
  ctx.send_json(body, 201);
}

void list(Database& db, sdk::RequestContext& ctx) {
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("exceptions", RemarkExceptions(db).list());
  ctx.send_json(body, 200);
}

void remove(Database& db, sdk::RequestContext& ctx) {
  const auto id = kit::id_param(ctx);
  if (!RemarkExceptions(db).remove(id))
    throw sdk::ApiError::not_found("no such exception", "Нет такого исключения");
  ctx.audit("rule_exception.delete", "exception " + std::to_string(id));
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("id", id);
  body->set("deleted", true);
  ctx.send_json(body, 200);
}

}  // namespace

void register_exception_routes(Router& r, Database& db) {
  r.add({"POST", "/api/checks/history/{id}/exceptions/{remark_id}", sdk::Access::user,
         "Never for this term: the remark's rule no longer fires on its fragment in checks of the check's "
         "guide",
         [&db](sdk::RequestContext& c) { add(db, c); }});
  r.add({"GET", "/api/rule-exceptions", sdk::Access::admin,
         "The «never for this term» exceptions, newest first, for review",
         [&db](sdk::RequestContext& c) { list(db, c); }});
  r.add({"DELETE", "/api/rule-exceptions/{id}", sdk::Access::admin,
         "Delete a «never for this term» exception", [&db](sdk::RequestContext& c) { remove(db, c); }});
}

}  // namespace proofreader::host
