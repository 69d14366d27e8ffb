#include "history/Insights.hpp"

#include <Poco/JSON/Array.h>

namespace proofreader::host {

namespace {

// history_remarks has no source kind of its own: it is its check's.
constexpr const char* kRemarkSource = "history_id IN (SELECT id FROM check_history WHERE source_kind = ?)";
constexpr int kTopLimit = 50;

// Remark counts per value of `column`: the most frequent first (at most
// kTopLimit), or every value in order when `chronological`. `label` turns a
// value (k) into the key shown, once per group rather than once per remark.
Poco::JSON::Array::Ptr counts_by(Poco::Data::Session& session, const std::string& column,
                                 const std::string& where, const std::vector<std::string>& params,
                                 bool chronological = false, const std::string& label = "k",
                                 const std::string& table = "history_remarks") {
  const std::string order =
      chronological ? " ORDER BY k" : " ORDER BY n DESC, k LIMIT " + std::to_string(kTopLimit);
  auto rows = select_rows(session,
                          "SELECT " + label + ", n FROM (SELECT " + column + " AS k, COUNT(*) AS n FROM " +
                              table + " WHERE " + where + " GROUP BY k) AS counted" + order,
                          params);
  Poco::JSON::Array::Ptr out = new Poco::JSON::Array;
  for (std::size_t i = 0; i < rows.rowCount(); ++i) {
    Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
    o->set("key", rows.value(0, i).convert<std::string>());
    o->set("count", rows.value(1, i).convert<Poco::Int64>());
    out->add(o);
  }
  return out;
}

// The week of an ISO 8601 timestamp column created_at, as "2026-W47": the
// weeks start on Monday and week 01 on the year's first Monday (days before it
// are week 00), SQLite's %W, computed alike on PostgreSQL.
std::string week_of(Dialect dialect) {
  if (dialect == Dialect::sqlite) return "strftime('%Y-W%W', created_at)";
  const std::string t = "CAST(created_at AS TIMESTAMP)";
  return "to_char(" + t + ", 'YYYY') || '-W' || lpad(CAST((CAST(extract(doy FROM " + t +
         ") AS INTEGER) + 7 - CAST(extract(isodow FROM " + t + ") AS INTEGER)) / 7 AS TEXT), 2, '0')";
}

// Rows of (text, text, count) as objects {first, second, count}.
Poco::JSON::Array::Ptr text_text_count(Poco::Data::RecordSet& rows, const char* first, const char* second) {
  Poco::JSON::Array::Ptr out = new Poco::JSON::Array;
  for (std::size_t i = 0; i < rows.rowCount(); ++i) {
    Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
    o->set(first, rows.value(0, i).convert<std::string>());
    o->set(second, rows.value(1, i).convert<std::string>());
    o->set("count", rows.value(2, i).convert<Poco::Int64>());
    out->add(o);
  }
  return out;
}

}  // namespace

Poco::JSON::Object::Ptr compute_insights(Database& db, const HistoryFilter& filter,
                                         const std::string& group) {
  const std::string period = group == "day" ? "substr(created_at, 1, 10)" : week_of(db.dialect());
  auto session = db.session();
  std::vector<std::string> remark_params, check_params;
  const std::string remark_where = filter.where(kRemarkSource, remark_params);
  const std::string check_where = filter.where("source_kind = ?", check_params);

  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("group", group);
  auto totals = select_rows(session,
                            "SELECT COUNT(*), COALESCE(SUM(total), 0), COALESCE(SUM(words), 0) FROM "
                            "check_history WHERE " +
                                check_where,
                            check_params);
  body->set("checks", totals.value(0, 0).convert<Poco::Int64>());
  body->set("words", totals.value(2, 0).convert<Poco::Int64>());
  auto remark_total =
      select_rows(session, "SELECT COUNT(*) FROM history_remarks WHERE " + remark_where, remark_params);
  body->set("total_remarks", remark_total.value(0, 0).convert<Poco::Int64>());

  body->set("by_category", counts_by(session, "category", remark_where, remark_params));
  body->set("by_rule", counts_by(session, "rule_id", remark_where, remark_params));
  // Remarks dismissed as «not an error here», by rule: a noisy rule shows itself.
  body->set("dismissed_by_rule",
            counts_by(session, "rule_id", remark_where, remark_params, false, "k", "dismissals"));
  body->set("by_engine", counts_by(session, "engine", remark_where, remark_params));
  body->set("by_severity", counts_by(session, "severity", remark_where, remark_params));
  body->set("by_guide", counts_by(session, "styleguide_id", remark_where, remark_params));
  body->set("by_user", counts_by(session, "user_id", remark_where, remark_params, false,
                                 "COALESCE((SELECT login FROM users u WHERE u.id = k), CAST(k AS TEXT))"));
  body->set("by_period", counts_by(session, period, remark_where, remark_params, true));

  // Remarks per period and category: the chart of categories over time.
  auto per_category =
      select_rows(session,
                  "SELECT " + period + " AS p, category, COUNT(*) FROM history_remarks WHERE " +
                      remark_where + " GROUP BY p, category ORDER BY p, category",
                  remark_params);
  body->set("by_period_category", text_text_count(per_category, "period", "category"));

  auto top = select_rows(session,
                         "SELECT rule_id, message, COUNT(*) AS n FROM history_remarks WHERE " + remark_where +
                             " GROUP BY rule_id, message ORDER BY n DESC, rule_id LIMIT " +
                             std::to_string(kTopLimit),
                         remark_params);
  body->set("top_remarks", text_text_count(top, "rule_id", "message"));

  // Remarks per 1000 words, per period, from the checks' own totals.
  auto rows =
      select_rows(session,
                  "SELECT " + period + " AS p, SUM(total), COUNT(*), SUM(words) FROM check_history WHERE " +
                      check_where + " GROUP BY p ORDER BY p",
                  check_params);
  Poco::JSON::Array::Ptr over_time = new Poco::JSON::Array;
  for (std::size_t i = 0; i < rows.rowCount(); ++i) {
    Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
    const auto remarks = rows.value(1, i).convert<Poco::Int64>(),
               words = rows.value(3, i).convert<Poco::Int64>();
    o->set("period", rows.value(0, i).convert<std::string>());
    o->set("remarks", remarks);
    o->set("checks", rows.value(2, i).convert<Poco::Int64>());
    o->set("words", words);
    o->set("per_1000_words",
           words > 0 ? static_cast<double>(remarks) * 1000.0 / static_cast<double>(words) : 0.0);
    over_time->add(o);
  }
  body->set("over_time", over_time);
  return body;
}

}  // namespace proofreader::host
