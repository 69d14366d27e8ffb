// DismissalStore: remarks a writer dismissed as «not an error here», kept so
// the next look at the same document does not show them again.
//
// A dismissal belongs to the document it was made on, not to one check of it:
// a section that checks a stored document names it in its check's origin
// ("document": a key of the section's choosing, e.g. a repository file), an
// uploaded file is its owner's file of that name, an address its owner's
// page at that address; a check of pasted text is its own document (its
// history entry). A remark is recognised by what it is and the sentence it
// stands in: engine, rule, fragment and the sentence's text (RemarkSentence),
// the first, second… of equal ones, so it stays dismissed wherever the
// sentence moves, and shows again once the sentence changes. Dismissals made before sentences were kept have
// none and are recognised by block and offset, as they were made. Dismissals count in the insights by rule.
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
