// Proofreads what changed on a page: the changed and added blocks of a new
// snapshot go to HostServices::submit_check, together with the old text of
// each changed block as a baseline. When the check ends, its remarks on the
// new text are stored on the snapshot, each flagged `new` unless the same
// remark (NewRemarks.hpp) was made on the baseline — so a remark that was
// there before the change is not news. Thread-safe; the check's callback runs
// on a host worker thread and uses only the store.
#pragma once

#include <proofreader/sdk/sdk.hpp>

#include <optional>
#include <string>

#include "TextNormaliser.hpp"
#include "WatchStore.hpp"

namespace proofreader::watch {

class PageChecker {
 public:
  PageChecker(sdk::HostServices& host, WatchStore& store);

  // Queues the check of `after` against `before` (absent: all of `after` is
  // new) and returns its job id; "" when nothing was added or changed.
  // Throws sdk::ApiError as submit_check does.
  std::string submit(const Group& group, const sdk::User& user, const Page& page,
                     const std::optional<Snapshot>& before, const Snapshot& after,
                     const TextNormaliser& normaliser);

 private:
  sdk::HostServices& host_;
  WatchStore& store_;
};

// The check options a group's options_json asks for (absent flags: on), read
// by the host's one reading.
sdk::CheckOptions check_options(const sdk::HostServices& host, const std::string& options_json);
// Whether the group proofreads changes at all ("proofread", default true).
bool proofreads(const std::string& options_json);

}  // namespace proofreader::watch
