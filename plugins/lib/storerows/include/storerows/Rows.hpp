// Rows of a query turned into values: select_all() runs `sql` with its
// parameters bound in order and maps each row through `from` (a function of a
// RecordSet positioned on the row); first() keeps the first, if any. For a
// section's own store (HostServices::store()), on the caller's session.
#pragma once

#include <Poco/Data/RecordSet.h>
#include <Poco/Data/Session.h>
#include <Poco/Data/Statement.h>

#include <optional>
#include <string>
#include <vector>

namespace proofreader::storerows {

template <typename T, typename From, typename... Params>
std::vector<T> select_all(Poco::Data::Session session, const std::string& sql, From from, Params... params) {
  using Poco::Data::Keywords::use;
  Poco::Data::Statement select(session);
  select << sql;
  (select.addBind(use(params)), ...);
  select.execute();
  Poco::Data::RecordSet rows(select);
  std::vector<T> out;
  for (bool more = rows.moveFirst(); more; more = rows.moveNext()) out.push_back(from(rows));
  return out;
}

template <typename T>
std::optional<T> first(std::vector<T> items) {
  if (items.empty()) return std::nullopt;
  return std::move(items.front());
}

}  // namespace proofreader::storerows
