#include "guides/UserRuleStore.hpp"

#include <proofreader/sdk/http.hpp>

#include "guides/PatternCheck.hpp"
#include "storage/Database.hpp"
#include "storage/OneRoundTrip.hpp"

using namespace Poco::Data::Keywords;

namespace proofreader::host {

namespace {

const std::string kColumns =
    "SELECT id, owner_id, owner_login, scope, pattern, flags, message, suggestion, created_at FROM "
    "user_rules ";

// One round trip (OneRoundTrip): the rules are read for every check.
Poco::JSON::Array::Ptr read(Database& db, const std::string& where, std::int64_t key) {
  auto session = db.session();
  Poco::JSON::Array::Ptr items = new Poco::JSON::Array;
  for (const auto& row : query(session, kColumns + where, {key})) {
    const auto text = [&](std::size_t column) { return row[column].value_or(""); };
    Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
    o->set("id", std::stoll(text(0)));
    o->set("owner_id", std::stoll(text(1)));
    o->set("owner", text(2));
    o->set("scope", text(3));
    o->set("pattern", text(4));
    o->set("flags", text(5));
    o->set("message", text(6));
    o->set("suggestion", text(7));
    o->set("category", "custom");
    o->set("created_at", text(8));
    items->add(o);
  }
  return items;
}

}  // namespace

UserRuleStore::UserRuleStore(Database& db) : db_(db) {}

Poco::JSON::Array::Ptr UserRuleStore::visible_to(const sdk::User& user) {
  return read(db_, "WHERE owner_id = $1 OR scope = 'everyone' ORDER BY id", user.id);
}

Poco::JSON::Object::Ptr UserRuleStore::create(const sdk::User& user, const NewUserRule& rule) {
  if (rule.scope != "own" && rule.scope != "everyone")
    throw sdk::ApiError::bad_request("scope must be 'own' or 'everyone'", "scope: «own» или «everyone»");
  if (rule.scope == "everyone" && !user.is_admin())
    throw sdk::ApiError::forbidden("only an administrator may add a rule for everyone",
                                   "Правило для всех может добавить только администратор");
  if (rule.message.empty() || rule.message.size() > 1000)
    throw sdk::ApiError::bad_request("message is required (at most 1000 bytes)",
                                     "Нужно сообщение (не длиннее 1000 байт)");
  if (rule.suggestion.size() > 1000)
    throw sdk::ApiError::bad_request("suggestion is longer than 1000 bytes", "Исправление длиннее 1000 байт");
  check_rule_pattern(rule.pattern, rule.flags);
  auto session = db_.session();
  Poco::Int64 owner = user.id;
  std::string login = user.login, scope = rule.scope, pattern = rule.pattern, flags = rule.flags,
              message = rule.message, suggestion = rule.suggestion;
  Poco::Int64 id = 0;
  session << "INSERT INTO user_rules (owner_id, owner_login, scope, pattern, flags, message, suggestion) "
             "VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
      use(owner), use(login), use(scope), use(pattern), use(flags), use(message), use(suggestion), into(id),
      now;
  return read(db_, "WHERE id = $1", id)->getObject(0);
}

void UserRuleStore::remove(const sdk::User& user, std::int64_t id) {
  auto session = db_.session();
  std::vector<Poco::Int64> owner;
  Poco::Int64 key = id;
  session << "SELECT owner_id FROM user_rules WHERE id = $1", use(key), into(owner), now;
  if (owner.empty()) throw sdk::ApiError::not_found("no such rule", "Нет такого правила");
  if (owner.front() != user.id && !user.is_admin())
    throw sdk::ApiError::forbidden("only the owner or an administrator may delete this rule",
                                   "Удалить правило может только его автор или администратор");
  session << "DELETE FROM user_rules WHERE id = $1", use(key), now;
}

}  // namespace proofreader::host
