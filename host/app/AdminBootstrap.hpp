// Creates the first administrator when the database has no user yet.
#pragma once

#include <string>

namespace proofreader::host {

class Settings;
class UserStore;

// With PROOFREADER_ADMIN_PASSWORD set, that password is used; otherwise one is
// generated, printed once to the log and written to
// <data>/admin-password.txt with mode 600. Of several backends starting
// together on one empty database, one creates the account; the others find it.
void bootstrap_admin(UserStore& users, const Settings& settings, const std::string& data_dir);

}  // namespace proofreader::host
