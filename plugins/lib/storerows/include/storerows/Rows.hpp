// Rows of a query turned into values: select_all() runs `sql` with its
// parameters bound in order and maps each row through `from` (a function of a
// RecordSet positioned on the row); first() keeps the first, if any. For a
// section's own store (HostServices::store()), on the caller's session.
// rows_of() maps the rows of a statement the caller built itself, for SQL
// with a varying number of parameters. nullable() reads a column that may be
// NULL (a nullable column, a subquery or LEFT JOIN that found no row).
#pragma once

#include <Poco/Data/RecordSet.h>
#include <Poco/Data/Session.h>
#include <Poco/Data/Statement.h>
#include <Poco/Dynamic/Var.h>

#include <optional>
#include <string>
#include <vector>

namespace proofreader::storerows {

template <typename T, typename From>
std::vector<T> rows_of(Poco::Data::Statement& select, From from) {
  select.execute();
  Poco::Data::RecordSet rows(select);
  std::vector<T> out;
  for (bool more = rows.moveFirst(); more; more = rows.moveNext()) out.push_back(from(rows));
  return out;
}

template <typename T, typename From, typename... Params>
std::vector<T> select_all(Poco::Data::Session session, const std::string& sql, From from, Params... params) {
  using Poco::Data::Keywords::use;
  Poco::Data::Statement select(session);
  select << sql;
  (select.addBind(use(params)), ...);
  return rows_of<T>(select, from);
}

template <typename T>
std::optional<T> first(std::vector<T> items) {
  if (items.empty()) return std::nullopt;
  return std::move(items.front());
}

// A column's value, none when it is NULL: `nullable<Int64>(r[7]).value_or(0)`.
template <typename T>
std::optional<T> nullable(const Poco::Dynamic::Var& value) {
  if (value.isEmpty()) return std::nullopt;
  return value.convert<T>();
}

}  // namespace proofreader::storerows
