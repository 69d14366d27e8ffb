#include "history/DismissalStore.hpp"

#include <Poco/Data/Statement.h>
#include <Poco/JSON/Array.h>
#include <Poco/JSON/Parser.h>

#include <proofreader/kit/timestamps.hpp>

#include <set>
#include <tuple>

#include "history/HistoryFilter.hpp"

namespace proofreader::host {

namespace {

using namespace Poco::Data::Keywords;

// The document a check was of: the one its section named, else the check itself.
std::string subject_of(const HistoryEntry& entry) {
  try {
    Poco::JSON::Parser parser;
    const auto origin = parser.parse(entry.origin_json).extract<Poco::JSON::Object::Ptr>();
    if (origin && origin->has("document") && origin->get("document").isString())
      return "document:" + origin->getValue<std::string>("document");
  } catch (const Poco::Exception&) {
    // An origin that is no object names no document.
  }
  return "check:" + std::to_string(entry.id);
}

// What recognises a remark across checks of one document.
using Signature = std::tuple<std::string, std::string, Poco::Int64, Poco::Int64, std::string>;

Signature signature_of(const Poco::JSON::Object::Ptr& remark) {
  return {remark->optValue<std::string>("engine", ""), remark->optValue<std::string>("rule_id", ""),
          remark->optValue<Poco::Int64>("block", 0), remark->optValue<Poco::Int64>("offset", 0),
          remark->optValue<std::string>("fragment", "")};
}

}  // namespace

std::optional<std::vector<std::string>> DismissalStore::dismissed(std::int64_t history_id,
                                                                  const sdk::User& caller) {
  const auto entry = HistoryStore(db_).entry(history_id, caller);
  if (!entry) return std::nullopt;
  auto session = db_.session();
  auto rows = select_rows(
      session, "SELECT engine, rule_id, block, \"offset\", fragment FROM dismissals WHERE subject = $1",
      {subject_of(*entry)});
  std::set<Signature> kept;
  for (std::size_t row = 0; row < rows.rowCount(); ++row)
    kept.emplace(rows.value(0, row).convert<std::string>(), rows.value(1, row).convert<std::string>(),
                 rows.value(2, row).convert<Poco::Int64>(), rows.value(3, row).convert<Poco::Int64>(),
                 rows.value(4, row).convert<std::string>());
  std::vector<std::string> ids;
  const auto remarks = entry->report->getArray("remarks");
  for (std::size_t i = 0; !kept.empty() && remarks && i < remarks->size(); ++i) {
    const auto remark = remarks->getObject(static_cast<unsigned>(i));
    if (kept.count(signature_of(remark))) ids.push_back(remark->getValue<std::string>("id"));
  }
  return ids;
}

bool DismissalStore::set(std::int64_t history_id, const std::string& remark_id, const sdk::User& caller,
                         bool dismissed) {
  const auto entry = HistoryStore(db_).entry(history_id, caller);
  if (!entry) return false;
  const auto remark = entry->remark(remark_id);
  if (!remark) return false;
  auto [engine, rule, block, offset, fragment] = signature_of(remark);
  std::string subject = subject_of(*entry);
  auto session = db_.session();
  if (!dismissed) {
    session
        << "DELETE FROM dismissals WHERE subject = $1 AND engine = $2 AND rule_id = $3 AND block = $4 AND "
           "\"offset\" = $5 AND fragment = $6",
        use(subject), use(engine), use(rule), use(block), use(offset), use(fragment), now;
    return true;
  }
  std::string guide = entry->styleguide_id, created = kit::now_iso_utc_micro();
  Poco::Int64 history = history_id, user = caller.id;
  session << "INSERT INTO dismissals (subject, engine, rule_id, block, \"offset\", fragment, history_id, "
             "user_id, styleguide_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) "
             "ON CONFLICT DO NOTHING",
      use(subject), use(engine), use(rule), use(block), use(offset), use(fragment), use(history), use(user),
      use(guide), use(created), now;
  return true;
}

}  // namespace proofreader::host
