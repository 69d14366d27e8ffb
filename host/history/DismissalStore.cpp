#include "history/DismissalStore.hpp"

#include <Poco/Data/Statement.h>
#include <Poco/JSON/Array.h>
#include <Poco/JSON/Parser.h>

#include <proofreader/sdk/timestamps.hpp>

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
struct Signature {
  std::string engine, rule_id, fragment;
  Poco::Int64 block = 0, offset = 0;
};

Signature signature_of(const Poco::JSON::Object::Ptr& remark) {
  return {remark->optValue<std::string>("engine", ""), remark->optValue<std::string>("rule_id", ""),
          remark->optValue<std::string>("fragment", ""), remark->optValue<Poco::Int64>("block", 0),
          remark->optValue<Poco::Int64>("offset", 0)};
}

Poco::JSON::Object::Ptr remark_of(const HistoryEntry& entry, const std::string& remark_id) {
  const auto remarks = entry.report->getArray("remarks");
  for (std::size_t i = 0; remarks && i < remarks->size(); ++i) {
    auto remark = remarks->getObject(static_cast<unsigned>(i));
    if (remark && remark->optValue<std::string>("id", "") == remark_id) return remark;
  }
  return nullptr;
}

}  // namespace

std::optional<std::vector<std::string>> DismissalStore::dismissed(std::int64_t history_id,
                                                                  const sdk::User& caller) {
  const auto entry = HistoryStore(db_).entry(history_id, caller);
  if (!entry) return std::nullopt;
  auto session = db_.session();
  auto rows = select_rows(session,
                          "SELECT engine, rule_id, block, offset, fragment FROM dismissals WHERE subject = ?",
                          {subject_of(*entry)});
  std::vector<std::string> ids;
  if (rows.rowCount() == 0) return ids;
  const auto remarks = entry->report->getArray("remarks");
  for (std::size_t i = 0; remarks && i < remarks->size(); ++i) {
    const auto remark = remarks->getObject(static_cast<unsigned>(i));
    const auto s = signature_of(remark);
    for (std::size_t row = 0; row < rows.rowCount(); ++row) {
      if (rows.value(0, row).convert<std::string>() == s.engine &&
          rows.value(1, row).convert<std::string>() == s.rule_id &&
          rows.value(2, row).convert<Poco::Int64>() == s.block &&
          rows.value(3, row).convert<Poco::Int64>() == s.offset &&
          rows.value(4, row).convert<std::string>() == s.fragment) {
        ids.push_back(remark->getValue<std::string>("id"));
        break;
      }
    }
  }
  return ids;
}

bool DismissalStore::dismiss(std::int64_t history_id, const std::string& remark_id, const sdk::User& caller) {
  const auto entry = HistoryStore(db_).entry(history_id, caller);
  if (!entry) return false;
  const auto remark = remark_of(*entry, remark_id);
  if (!remark) return false;
  auto s = signature_of(remark);
  std::string subject = subject_of(*entry), guide = entry->styleguide_id, created = sdk::now_iso_utc_micro();
  Poco::Int64 history = history_id, user = caller.id;
  auto session = db_.session();
  session
      << "INSERT OR IGNORE INTO dismissals (subject, engine, rule_id, block, offset, fragment, history_id, "
         "user_id, styleguide_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      use(subject), use(s.engine), use(s.rule_id), use(s.block), use(s.offset), use(s.fragment), use(history),
      use(user), use(guide), use(created), now;
  return true;
}

bool DismissalStore::restore(std::int64_t history_id, const std::string& remark_id, const sdk::User& caller) {
  const auto entry = HistoryStore(db_).entry(history_id, caller);
  if (!entry) return false;
  const auto remark = remark_of(*entry, remark_id);
  if (!remark) return false;
  auto s = signature_of(remark);
  std::string subject = subject_of(*entry);
  auto session = db_.session();
  session << "DELETE FROM dismissals WHERE subject = ? AND engine = ? AND rule_id = ? AND block = ? AND "
             "offset = ? AND fragment = ?",
      use(subject), use(s.engine), use(s.rule_id), use(s.block), use(s.offset), use(s.fragment), now;
  return true;
}

}  // namespace proofreader::host
