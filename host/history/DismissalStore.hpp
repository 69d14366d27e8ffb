// DismissalStore: remarks a writer dismissed as «not an error here», kept so
// the next look at the same document does not show them again.
//
// A dismissal belongs to the document it was made on, not to one check of it:
// a section that checks a stored document names it in its check's origin
// ("document": a key of the section's choosing, e.g. a repository file's
// version), so a dismissal made on one check of that version holds for every
// later check of it; a check of pasted text or of an address is its own
// document (its history entry). A remark is recognised by what it is and
// where: engine, rule, block, offset and fragment, so a remark that moved or
// changed is shown again. Dismissals count in the insights by rule.
// Thread-safe: each call takes its own database session.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <proofreader/sdk/routes.hpp>

#include "history/HistoryStore.hpp"
#include "storage/Database.hpp"

namespace proofreader::host {

class DismissalStore {
 public:
  explicit DismissalStore(Database& db) : db_(db) {}

  // The ids of the remarks of check `history_id` that are dismissed; nullopt
  // when there is no such check `caller` may see.
  std::optional<std::vector<std::string>> dismissed(std::int64_t history_id, const sdk::User& caller);

  // Keeps remark `remark_id` of check `history_id` dismissed (again: no
  // change), or with `dismissed` false shows it again. False when the check
  // or the remark is not there for `caller`.
  bool set(std::int64_t history_id, const std::string& remark_id, const sdk::User& caller, bool dismissed);

 private:
  Database& db_;
};

}  // namespace proofreader::host
