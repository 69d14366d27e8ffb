// HistoryStore: the check history (spec §1.2.4, §4.3): every finished report,
// with its remarks unpacked into history_remarks so analytics run in SQL.
// Thread-safe: each call takes its own database session.
#pragma once

#include <Poco/JSON/Object.h>

#include <optional>
#include <string>

#include <proofreader/sdk/routes.hpp>

#include "history/HistoryFilter.hpp"
#include "pipeline/Report.hpp"
#include "storage/Database.hpp"

namespace proofreader::host {

// One saved check as stored: what other stores built on the history read.
struct HistoryEntry {
  std::int64_t id = 0;
  std::int64_t user_id = 0;  // whose check it is
  Poco::JSON::Object::Ptr report;
  std::string origin_json;  // where a section's check came from; "{}" otherwise
  std::string styleguide_id;

  // The report's remark with id `remark_id`; null when it has none.
  Poco::JSON::Object::Ptr remark(const std::string& remark_id) const;
};

class HistoryStore {
 public:
  explicit HistoryStore(Database& db) : db_(db) {}

  // Writes one finished check in a single transaction; returns its id.
  std::int64_t record(const sdk::User& user, const ReportInput& input, const std::string& report_json);

  // One page (1-based) of the checks matching `filter`, newest first:
  // {items: [{id, created_at, user, source, styleguide, total, words, by_category}], total, page, per_page}.
  Poco::JSON::Object::Ptr list(const HistoryFilter& filter, int page, int per_page);

  // The saved report of check `id` if `caller` may see it (owner or admin).
  std::optional<std::string> report(std::int64_t id, const sdk::User& caller);
  // Check `id` as stored, if `caller` may see it.
  std::optional<HistoryEntry> entry(std::int64_t id, const sdk::User& caller);
  // The check job `job_id` ran, if it was saved and `caller` may see it.
  std::optional<HistoryEntry> entry_of_job(const std::string& job_id, const sdk::User& caller);

  // Deletes check `id` (and its remarks) if `caller` owns it or is an admin;
  // false when there is no such check the caller may see.
  bool remove(std::int64_t id, const sdk::User& caller);

 private:
  Database& db_;
};

}  // namespace proofreader::host
