// UserRuleStore: user-defined regex rules (table user_rules). A rule belongs
// to its owner; scope "own" shows it to the owner only, "everyone" (set by an
// admin) to every user. Patterns are validated and tried on sample text
// (check_rule_pattern) on create.
//
// Thread-safe: every call takes its own database session.
#pragma once

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>

#include <cstdint>
#include <proofreader/sdk/routes.hpp>
#include <string>

namespace proofreader::host {

class Database;

struct NewUserRule {
  std::string pattern;
  std::string flags;
  std::string message;
  std::string suggestion;
  std::string scope = "own";
};

class UserRuleStore {
 public:
  explicit UserRuleStore(Database& db);

  // The rules `user` sees: their own and everyone's, as the API items
  // {id, pattern, flags, message, suggestion, category, scope, owner, created_at}.
  Poco::JSON::Array::Ptr visible_to(const sdk::User& user);
  // Throws ApiError 400 (bad pattern, fields) or 403 (scope everyone, not admin).
  Poco::JSON::Object::Ptr create(const sdk::User& user, const NewUserRule& rule);
  // Owner or admin; 404 for an unknown rule, 403 for someone else's.
  void remove(const sdk::User& user, std::int64_t id);

 private:
  Database& db_;
};

}  // namespace proofreader::host
