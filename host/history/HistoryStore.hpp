// HistoryStore: the check history (spec §1.2.4, §4.3): every finished report,
// with its remarks unpacked into history_remarks so analytics run in SQL.
// Thread-safe: each call takes its own database session.
#pragma once

#include <string>

#include <proofreader/sdk/routes.hpp>

#include "jobs/Report.hpp"
#include "storage/Database.hpp"

namespace proofreader::host {

class HistoryStore {
 public:
  explicit HistoryStore(Database& db) : db_(db) {}

  // Writes one finished check in a single transaction; returns its id.
  std::int64_t record(const sdk::User& user, const ReportInput& input, const std::string& report_json);

 private:
  Database& db_;
};

}  // namespace proofreader::host
