#include "auth/Permissions.hpp"

#include <proofreader/sdk/http.hpp>

namespace proofreader::host {

bool allowed(const sdk::User& user, std::int64_t owner_id, sdk::Action action) {
  if (user.id == 0) return false;  // nobody: open routes never reach a section's objects
  switch (action) {
    case sdk::Action::read:
      return true;
    case sdk::Action::change:
    case sdk::Action::archive:
    case sdk::Action::remove:
      return user.is_admin() || user.id == owner_id;
    case sdk::Action::delete_for_good:
      return user.is_admin();
  }
  return false;
}

void require(const sdk::User& user, std::int64_t owner_id, sdk::Action action) {
  if (allowed(user, owner_id, action)) return;
  if (action == sdk::Action::delete_for_good)
    throw sdk::ApiError::forbidden("Only an administrator may delete for good",
                                   "Удалять насовсем может только администратор");
  throw sdk::ApiError::forbidden("Only its owner or an administrator may change this",
                                 "Изменять это может только владелец или администратор");
}

}  // namespace proofreader::host
