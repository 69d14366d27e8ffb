// The one owner shape of every section's JSON answers: an object a user
// created carries "owner" (the login, for people) and "owner_id" (for
// comparing with /api/auth/me). Any thread.
#pragma once

#include <Poco/JSON/Object.h>

#include <cstdint>
#include <string>

namespace proofreader::kit {

inline void set_owner(Poco::JSON::Object& json, std::int64_t owner_id, const std::string& owner_login) {
  json.set("owner", owner_login);
  json.set("owner_id", owner_id);
}

}  // namespace proofreader::kit
