// The one permission rule of the sections' shared objects (repository files
// and folders, API specs, screenshot templates, watch groups and their
// pages): every logged-in user reads them and may run what reads them; their
// owner or an administrator changes, archives or deletes them; only an
// administrator deletes for good what a section keeps archived (the
// repository's trash). A section asks here instead of writing its own check,
// so all of them answer alike: 403 "forbidden" with the same message.
//
// Header-only and stateless: any thread.
#pragma once

#include <cstdint>

#include "http.hpp"
#include "types.hpp"

namespace proofreader::sdk {

enum class Action {
  read,             // see it, list it, run a check or capture of it
  change,           // edit it, add to it (a version, a page)
  archive,          // move it where it can be restored (the repository's trash)
  remove,           // delete it where the section keeps no archive
  delete_for_good,  // empty an archive: cannot be undone
};

// Whether `user` may do `action` to an object owned by the user `owner_id`.
inline bool allowed(const User& user, std::int64_t owner_id, Action action) {
  if (user.id == 0) return false;  // nobody: open routes never reach a section's objects
  switch (action) {
    case Action::read:
      return true;
    case Action::change:
    case Action::archive:
    case Action::remove:
      return user.is_admin() || user.id == owner_id;
    case Action::delete_for_good:
      return user.is_admin();
  }
  return false;
}

// Throws ApiError 403 "forbidden" unless allowed().
inline void require(const User& user, std::int64_t owner_id, Action action) {
  if (allowed(user, owner_id, action)) return;
  if (action == Action::delete_for_good)
    throw ApiError::forbidden("Only an administrator may delete for good",
                              "Удалять насовсем может только администратор");
  throw ApiError::forbidden("Only its owner or an administrator may change this",
                            "Изменять это может только владелец или администратор");
}

}  // namespace proofreader::sdk
