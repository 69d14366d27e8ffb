#include "routes/HistoryRoutes.hpp"

#include <Poco/NumberParser.h>

#include <algorithm>
#include <proofreader/kit/numbers.hpp>

#include "export/OriginalStore.hpp"
#include "history/AcceptanceStore.hpp"
#include "history/DismissalStore.hpp"
#include "history/HistoryStore.hpp"
#include "history/Insights.hpp"
#include "http/Router.hpp"

namespace proofreader::host {

namespace {

int int_query(const sdk::RequestContext& ctx, const std::string& name, int fallback, int low, int high) {
  int value = fallback;
  if (!Poco::NumberParser::tryParse(ctx.query(name, std::to_string(fallback)), value))
    throw sdk::ApiError::bad_request("'" + name + "' must be a whole number",
                                     "Параметр «" + name + "» должен быть целым числом");
  return std::clamp(value, low, high);
}

void list(Database& db, sdk::RequestContext& ctx) {
  const auto filter = HistoryFilter::from_query(ctx);
  const int page = int_query(ctx, "page", 1, 1, 1'000'000);
  const int per_page = int_query(ctx, "per_page", 20, 1, 100);
  ctx.send_json(HistoryStore(db).list(filter, page, per_page), 200);
}

void one(Database& db, sdk::RequestContext& ctx) {
  const auto report = HistoryStore(db).report(kit::id_param(ctx), ctx.user());
  if (!report) throw sdk::ApiError::not_found("no such check", "Нет такой проверки");
  auto& response = ctx.response();
  response.setContentType("application/json; charset=utf-8");
  response.setContentLength(static_cast<std::streamsize>(report->size()));
  response.send() << *report;
}

void remove(Database& db, OriginalStore& originals, sdk::RequestContext& ctx) {
  const auto id = kit::id_param(ctx);
  const auto original = originals.address_of(id);
  if (!HistoryStore(db).remove(id, ctx.user()))
    throw sdk::ApiError::not_found("no such check", "Нет такой проверки");
  if (original) originals.release(*original);
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("id", id);
  body->set("deleted", true);
  ctx.send_json(body, 200);
}

// The remarks of a saved check a writer marked (dismissed, accepted), by id.
void send_marked(sdk::RequestContext& ctx, const std::optional<std::vector<std::string>>& ids) {
  if (!ids) throw sdk::ApiError::not_found("no such check", "Нет такой проверки");
  Poco::JSON::Array::Ptr list = new Poco::JSON::Array;
  for (const auto& id : *ids) list->add(id);
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("remark_ids", list);
  ctx.send_json(body, 200);
}

// The answer to marking remark {remark_id} (`mark`: "dismissed", "accepted") or taking the mark back.
void send_mark(sdk::RequestContext& ctx, bool found, const std::string& mark, bool marked) {
  if (!found) throw sdk::ApiError::not_found("no such check or remark", "Нет такой проверки или замечания");
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("remark_id", ctx.param("remark_id"));
  body->set(mark, marked);
  ctx.send_json(body, 200);
}

void set_dismissed(Database& db, sdk::RequestContext& ctx, bool dismiss) {
  send_mark(ctx, DismissalStore(db).set(kit::id_param(ctx), ctx.param("remark_id"), ctx.user(), dismiss),
            "dismissed", dismiss);
}

void set_accepted(Database& db, sdk::RequestContext& ctx, bool accept) {
  send_mark(ctx, AcceptanceStore(db).set(kit::id_param(ctx), ctx.param("remark_id"), ctx.user(), accept),
            "accepted", accept);
}

void insights(Database& db, sdk::RequestContext& ctx) {
  const auto filter = HistoryFilter::from_query(ctx);
  const std::string group = ctx.query("group", "day");
  if (group != "day" && group != "week")
    throw sdk::ApiError::bad_request("'group' is day or week", "Параметр «group»: day или week");
  ctx.send_json(compute_insights(db, filter, group), 200);
}

}  // namespace

void register_history_routes(Router& r, Database& db, OriginalStore& originals) {
  r.add({"GET", "/api/checks/history", sdk::Access::user,
         "Check history, newest first (page, per_page; from, to, source, user (admin), styleguide_id)",
         [&db](sdk::RequestContext& c) { list(db, c); }});
  r.add({"GET", "/api/checks/history/{id}", sdk::Access::user, "The saved report of one check",
         [&db](sdk::RequestContext& c) { one(db, c); }});
  r.add({"DELETE", "/api/checks/history/{id}", sdk::Access::user, "Delete a check (its owner or an admin)",
         [&db, &originals](sdk::RequestContext& c) { remove(db, originals, c); }});
  r.add({"GET", "/api/checks/history/{id}/dismissals", sdk::Access::user,
         "The remarks of a check dismissed as «not an error here» (on this document, in any check of it)",
         [&db](sdk::RequestContext& c) {
           send_marked(c, DismissalStore(db).dismissed(kit::id_param(c), c.user()));
         }});
  r.add({"PUT", "/api/checks/history/{id}/dismissals/{remark_id}", sdk::Access::user,
         "Keep a remark dismissed as «not an error here» for the checked document (its owner or an admin)",
         [&db](sdk::RequestContext& c) { set_dismissed(db, c, true); }});
  r.add({"DELETE", "/api/checks/history/{id}/dismissals/{remark_id}", sdk::Access::user,
         "Show a dismissed remark again", [&db](sdk::RequestContext& c) { set_dismissed(db, c, false); }});
  r.add({"GET", "/api/checks/history/{id}/acceptances", sdk::Access::user,
         "The remarks of a check whose fix the writer accepted, in the order accepted",
         [&db](sdk::RequestContext& c) {
           send_marked(c, AcceptanceStore(db).accepted(kit::id_param(c), c.user()));
         }});
  r.add({"PUT", "/api/checks/history/{id}/acceptances/{remark_id}", sdk::Access::user,
         "Keep a remark's fix accepted on the check (its owner or an admin)",
         [&db](sdk::RequestContext& c) { set_accepted(db, c, true); }});
  r.add({"DELETE", "/api/checks/history/{id}/acceptances/{remark_id}", sdk::Access::user,
         "Take back an accepted fix (its owner or an admin)",
         [&db](sdk::RequestContext& c) { set_accepted(db, c, false); }});
  r.add({"GET", "/api/checks/insights", sdk::Access::user,
         "Remark analytics (same filters as the history; group=day|week): counts by category, rule, engine, "
         "guide, user and period, top recurring remarks, remarks per 1000 words over time",
         [&db](sdk::RequestContext& c) { insights(db, c); }});
}

}  // namespace proofreader::host
