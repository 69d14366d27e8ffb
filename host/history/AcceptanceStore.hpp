// AcceptanceStore: the fixes a writer accepted on a check, kept with it so a
// reload (or another device) shows the same corrected text. Unlike a
// dismissal, an acceptance belongs to that one check: the next check reads
// the file as it is. Order matters (a fix is placed in the text as earlier
// ones left it), so they are listed in the order accepted. Only a remark with
// a suggestion can be accepted. Thread-safe: each call takes its own session.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <proofreader/sdk/routes.hpp>

#include "history/HistoryStore.hpp"
#include "storage/Database.hpp"

namespace proofreader::host {

class AcceptanceStore {
 public:
  explicit AcceptanceStore(Database& db) : db_(db) {}

  // The ids of the accepted remarks of check `history_id`, in the order
  // accepted; nullopt when there is no such check `caller` may see.
  std::optional<std::vector<std::string>> accepted(std::int64_t history_id, const sdk::User& caller);

  // Keeps remark `remark_id` of check `history_id` accepted (again: no
  // change, it keeps its place in the order), or with `accepted` false takes
  // the acceptance back. False when the check or the remark is not there for
  // `caller`; ApiError 400 when the remark has no fix to accept.
  bool set(std::int64_t history_id, const std::string& remark_id, const sdk::User& caller, bool accepted);

 private:
  Database& db_;
};

}  // namespace proofreader::host
