#include "history/HistoryStore.hpp"

#include <Poco/Data/Statement.h>
#include <Poco/JSON/Array.h>
#include <Poco/JSON/Parser.h>

#include <algorithm>
#include <map>
#include <sstream>
#include <storerows/WriteTransaction.hpp>

#include "storage/OneRoundTrip.hpp"

using namespace Poco::Data::Keywords;

namespace proofreader::host {

std::int64_t HistoryStore::record(const sdk::User& user, const ReportInput& in,
                                  const std::string& report_json) {
  auto session = db_.session();
  storerows::WriteTransaction transaction(session);
  const std::string guide_id = in.guide ? in.guide->id : "", guide_name = in.guide ? in.guide->name : "";
  const std::int64_t user_id = user.id;
  const auto stored =
      query(session,
            "INSERT INTO check_history (job_id, user_id, user_login, created_at, source_kind, source_name, "
            "styleguide_id, styleguide_name, words, total, report_json, origin_json) VALUES ($1, $2, $3, $4, "
            "$5, $6, "
            "$7, $8, $9, $10, $11, $12) RETURNING id",
            {in.job_id, user_id, user.login, in.finished_at, in.source_kind, in.source_name, guide_id,
             guide_name, std::int64_t{count_words(*in.document)},
             static_cast<std::int64_t>(in.result->remarks.size()), report_json, in.origin_json});
  const std::int64_t id = std::stoll(*stored.front().front());
  // On PostgreSQL the remarks go in statements of many rows: a round trip per remark made a 100-page
  // check's record hundreds of them. SQLite has no round trip to save and is slower with many rows to a
  // statement (858 remarks: 247 ms in two statements, 14 ms one by one), so there it is one row each.
  const std::size_t rows_per_statement = db_.dialect() == Dialect::postgresql ? 500 : 1;
  const auto& remarks = in.result->remarks;
  for (std::size_t first = 0; first < remarks.size(); first += rows_per_statement) {
    std::string sql =
        "INSERT INTO history_remarks (history_id, user_id, created_at, styleguide_id, engine, category, "
        "rule_id, severity, message) VALUES ";
    std::vector<SqlValue> params;
    for (std::size_t i = first; i < std::min(remarks.size(), first + rows_per_statement); ++i) {
      const auto& r = remarks[i];
      sql += i == first ? "(" : ", (";
      for (int column = 0; column < 9; ++column)
        sql += (column ? ", $" : "$") + std::to_string(params.size() + 1 + static_cast<std::size_t>(column));
      sql += ")";
      params.insert(params.end(), {id, user_id, in.finished_at, guide_id, r.engine, r.category, r.rule_id,
                                   std::string(sdk::to_string(r.severity)), r.message});
    }
    query(session, sql, params);
  }
  transaction.commit();
  return id;
}

namespace {

// The owner condition: any check for an admin, else the caller's own.
std::string visible_to(const sdk::User& caller) {
  return caller.is_admin() ? "" : " AND user_id = " + std::to_string(caller.id);
}

}  // namespace

Poco::JSON::Object::Ptr HistoryStore::list(const HistoryFilter& filter, int page, int per_page) {
  auto session = db_.session();
  std::vector<std::string> params;
  const std::string where = filter.where("source_kind = ?", params);
  auto count = select_rows(session, "SELECT COUNT(*) FROM check_history WHERE " + where, params);
  params.push_back(std::to_string(per_page));
  params.push_back(std::to_string(static_cast<long long>(page - 1) * per_page));
  auto rows = select_rows(
      session,
      "SELECT id, created_at, user_login, source_kind, source_name, styleguide_id, "
      "styleguide_name, total, words, COALESCE(job_id, '') FROM check_history WHERE " +
          where + " ORDER BY created_at DESC, id DESC LIMIT CAST(? AS INTEGER) OFFSET CAST(? AS INTEGER)",
      params);
  std::map<Poco::Int64, Poco::JSON::Object::Ptr> by_category;
  std::string ids;
  Poco::JSON::Array::Ptr items = new Poco::JSON::Array;
  for (std::size_t i = 0; i < rows.rowCount(); ++i) {
    Poco::JSON::Object::Ptr item = new Poco::JSON::Object, source = new Poco::JSON::Object,
                            guide = new Poco::JSON::Object, categories = new Poco::JSON::Object;
    const auto id = rows.value(0, i).convert<Poco::Int64>();
    item->set("id", id);
    item->set("created_at", rows.value(1, i).convert<std::string>());
    item->set("user", rows.value(2, i).convert<std::string>());
    source->set("kind", rows.value(3, i).convert<std::string>());
    source->set("name", rows.value(4, i).convert<std::string>());
    item->set("source", source);
    guide->set("id", rows.value(5, i).convert<std::string>());
    guide->set("name", rows.value(6, i).convert<std::string>());
    item->set("styleguide", guide);
    item->set("total", rows.value(7, i).convert<int>());
    item->set("words", rows.value(8, i).convert<int>());
    const auto job_id = rows.value(9, i).convert<std::string>();
    item->set("job_id", job_id.empty() ? Poco::Dynamic::Var() : Poco::Dynamic::Var(job_id));
    item->set("by_category", categories);
    by_category[id] = categories;
    ids += (ids.empty() ? "" : ",") + std::to_string(id);
    items->add(item);
  }
  if (!ids.empty()) {
    auto counts =
        select_rows(session,
                    "SELECT history_id, category, COUNT(*) FROM history_remarks WHERE history_id IN (" + ids +
                        ") GROUP BY history_id, category",
                    {});
    for (std::size_t i = 0; i < counts.rowCount(); ++i)
      by_category[counts.value(0, i).convert<Poco::Int64>()]->set(counts.value(1, i).convert<std::string>(),
                                                                  counts.value(2, i).convert<int>());
  }
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("items", items);
  body->set("total", count.value(0, 0).convert<Poco::Int64>());
  body->set("page", page);
  body->set("per_page", per_page);
  return body;
}

std::optional<std::string> HistoryStore::report(std::int64_t id, const sdk::User& caller) {
  auto session = db_.session();
  auto rows = select_rows(
      session,
      "SELECT report_json, COALESCE(job_id, '') FROM check_history WHERE id = CAST($1 AS INTEGER)" +
          visible_to(caller),
      {std::to_string(id)});
  if (rows.rowCount() == 0) return std::nullopt;
  // The entry says which job made it, and its own id, so the two lead to each other.
  Poco::JSON::Parser parser;
  auto report = parser.parse(rows.value(0, 0).convert<std::string>()).extract<Poco::JSON::Object::Ptr>();
  report->set("history_id", static_cast<Poco::Int64>(id));
  const auto job_id = rows.value(1, 0).convert<std::string>();
  report->set("job_id", job_id.empty() ? Poco::Dynamic::Var() : Poco::Dynamic::Var(job_id));
  std::ostringstream out;
  report->stringify(out);
  return out.str();
}

Poco::JSON::Object::Ptr HistoryEntry::remark(const std::string& remark_id) const {
  const auto remarks = report->getArray("remarks");
  for (std::size_t i = 0; remarks && i < remarks->size(); ++i) {
    auto found = remarks->getObject(static_cast<unsigned>(i));
    if (found && found->optValue<std::string>("id", "") == remark_id) return found;
  }
  return nullptr;
}

std::optional<HistoryEntry> HistoryStore::entry(std::int64_t id, const sdk::User& caller) {
  auto session = db_.session();
  auto rows = select_rows(session,
                          "SELECT report_json, origin_json, styleguide_id, user_id FROM check_history "
                          "WHERE id = CAST($1 AS INTEGER)" +
                              visible_to(caller),
                          {std::to_string(id)});
  if (rows.rowCount() == 0) return std::nullopt;
  Poco::JSON::Parser parser;
  HistoryEntry entry;
  entry.id = id;
  entry.report = parser.parse(rows.value(0, 0).convert<std::string>()).extract<Poco::JSON::Object::Ptr>();
  entry.origin_json = rows.value(1, 0).convert<std::string>();
  entry.styleguide_id = rows.value(2, 0).convert<std::string>();
  entry.user_id = rows.value(3, 0).convert<std::int64_t>();
  return entry;
}

std::optional<HistoryEntry> HistoryStore::entry_of_job(const std::string& job_id, const sdk::User& caller) {
  auto session = db_.session();
  auto rows =
      select_rows(session, "SELECT id FROM check_history WHERE job_id = $1" + visible_to(caller), {job_id});
  if (rows.rowCount() == 0) return std::nullopt;
  return entry(rows.value(0, 0).convert<std::int64_t>(), caller);
}

bool HistoryStore::remove(std::int64_t id, const sdk::User& caller) {
  auto session = db_.session();
  Poco::Int64 key = id;
  Poco::Data::Statement erase(session);
  erase << "DELETE FROM check_history WHERE id = $1" + visible_to(caller), use(key);
  return erase.execute() > 0;
}

}  // namespace proofreader::host
