#include "history/AcceptanceStore.hpp"

#include <Poco/Data/Statement.h>
#include <Poco/JSON/Array.h>

#include <proofreader/kit/timestamps.hpp>

#include "history/HistoryFilter.hpp"

namespace proofreader::host {

using namespace Poco::Data::Keywords;

std::optional<std::vector<std::string>> AcceptanceStore::accepted(std::int64_t history_id,
                                                                  const sdk::User& caller) {
  if (!HistoryStore(db_).entry(history_id, caller)) return std::nullopt;
  auto session = db_.session();
  auto rows = select_rows(
      session, "SELECT remark_id FROM accepted_fixes WHERE history_id = CAST($1 AS INTEGER) ORDER BY id",
      {std::to_string(history_id)});
  std::vector<std::string> ids;
  for (std::size_t row = 0; row < rows.rowCount(); ++row)
    ids.push_back(rows.value(0, row).convert<std::string>());
  return ids;
}

bool AcceptanceStore::set(std::int64_t history_id, const std::string& remark_id, const sdk::User& caller,
                          bool accepted) {
  const auto entry = HistoryStore(db_).entry(history_id, caller);
  if (!entry) return false;
  const auto remark = entry->remark(remark_id);
  if (!remark) return false;
  Poco::Int64 history = history_id;
  std::string remark_key = remark_id;
  auto session = db_.session();
  if (!accepted) {
    session << "DELETE FROM accepted_fixes WHERE history_id = $1 AND remark_id = $2", use(history),
        use(remark_key), now;
    return true;
  }
  const auto suggestions = remark->getArray("suggestions");
  if (!suggestions || suggestions->size() == 0)
    throw sdk::ApiError::bad_request("the remark has no fix to accept", "У замечания нет исправления");
  std::string created = kit::now_iso_utc_micro();
  Poco::Int64 user = caller.id;
  session
      << "INSERT INTO accepted_fixes (history_id, remark_id, user_id, created_at) VALUES ($1, $2, $3, $4) "
         "ON CONFLICT DO NOTHING",
      use(history), use(remark_key), use(user), use(created), now;
  return true;
}

}  // namespace proofreader::host
