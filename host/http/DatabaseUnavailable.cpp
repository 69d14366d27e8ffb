#include "http/DatabaseUnavailable.hpp"

#include <Poco/Data/PostgreSQL/PostgreSQLException.h>
#include <Poco/Data/SQLite/SQLiteException.h>
#include <Poco/Exception.h>

#include <array>
#include <string>
#include <string_view>

namespace proofreader::host {

namespace {

// libpq's and the server's words for a connection that is gone or refused.
bool says_unreachable(const std::string& text) {
  static constexpr std::array<std::string_view, 8> kSigns = {
      "server closed the connection unexpectedly",
      "no connection to the server",
      "terminating connection due to administrator command",
      "the database system is shutting down",
      "the database system is starting up",
      "Connection refused",
      "could not connect to server",
      "connection to server at",
  };
  for (const auto sign : kSigns)
    if (text.find(sign) != std::string::npos) return true;
  return false;
}

}  // namespace

std::optional<sdk::ApiError> database_unavailable(const std::exception& e) {
  if (dynamic_cast<const Poco::Data::SQLite::DBLockedException*>(&e) ||
      dynamic_cast<const Poco::Data::SQLite::TableLockedException*>(&e))
    return sdk::ApiError(503, "database_busy", "the database is busy; try again shortly",
                         "База данных занята, повторите попытку чуть позже");
  // A failed connect; not a transaction's failure, which Poco derives from it.
  bool unreachable = dynamic_cast<const Poco::Data::PostgreSQL::ConnectionException*>(&e) != nullptr &&
                     dynamic_cast<const Poco::Data::PostgreSQL::TransactionException*>(&e) == nullptr;
  if (const auto* poco = dynamic_cast<const Poco::Exception*>(&e))
    unreachable = unreachable || says_unreachable(poco->displayText());
  unreachable = unreachable || says_unreachable(e.what());
  if (!unreachable) return std::nullopt;
  return sdk::ApiError(503, "database_unavailable", "the database cannot be reached; try again shortly",
                       "База данных недоступна, повторите попытку чуть позже");
}

}  // namespace proofreader::host
