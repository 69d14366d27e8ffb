#include "history/HistoryFilter.hpp"

#include "storage/Database.hpp"

#include <Poco/Data/Statement.h>

#include <proofreader/sdk/http.hpp>

#include <regex>

namespace proofreader::host {

namespace {

std::string date_param(const sdk::RequestContext& ctx, const std::string& name) {
  static const std::regex kDate(R"(\d{4}-\d{2}-\d{2})");
  std::string value = ctx.query(name);
  if (!value.empty() && !std::regex_match(value, kDate))
    throw sdk::ApiError::bad_request("'" + name + "' must be a date as YYYY-MM-DD",
                                     "Параметр «" + name + "» должен быть датой ГГГГ-ММ-ДД");
  return value;
}

}  // namespace

HistoryFilter HistoryFilter::from_query(const sdk::RequestContext& ctx) {
  HistoryFilter f;
  f.from = date_param(ctx, "from");
  f.to = date_param(ctx, "to");
  f.source_kind = ctx.query("source");
  f.styleguide_id = ctx.query("styleguide_id");
  const auto& caller = ctx.user();
  const std::string user = ctx.query("user");
  if (caller.is_admin()) {
    f.user_login = user;
  } else {
    if (!user.empty() && user != caller.login)
      throw sdk::ApiError::forbidden("only an administrator sees other users' checks",
                                     "Чужие проверки видит только администратор");
    f.user_id = caller.id;
  }
  return f;
}

std::string HistoryFilter::where(const std::string& source_condition,
                                 std::vector<std::string>& params) const {
  std::string sql = "1 = 1";
  auto add = [&](const std::string& condition, const std::string& value) {
    sql += " AND " + condition;
    params.push_back(value);
  };
  if (user_id) add("user_id = CAST(? AS INTEGER)", std::to_string(*user_id));
  if (!user_login.empty()) add("user_id = (SELECT id FROM users WHERE lower(login) = lower(?))", user_login);
  if (!from.empty()) add("created_at >= ?", from);
  // Timestamps are ISO 8601, so every moment of the day `to` sorts below "to~".
  if (!to.empty()) add("created_at < ?", to + "~");
  if (!source_kind.empty()) add(source_condition, source_kind);
  if (!styleguide_id.empty()) add("styleguide_id = ?", styleguide_id);
  return sql;
}

Poco::Data::RecordSet select_rows(Poco::Data::Session& session, const std::string& sql,
                                  const std::vector<std::string>& params) {
  Poco::Data::Statement statement(session);
  statement << numbered_parameters(sql);
  for (const auto& p : params) statement, Poco::Data::Keywords::bind(p);
  statement.execute();
  return Poco::Data::RecordSet(statement);
}

}  // namespace proofreader::host
