#include "guides/UserRuleStore.hpp"

#include <Poco/Data/RecordSet.h>
#include <Poco/Data/Statement.h>

#include <proofreader/sdk/http.hpp>

#include "guides/PatternCheck.hpp"
#include "storage/Database.hpp"

using namespace Poco::Data::Keywords;

namespace proofreader::host {

namespace {

constexpr const char* kColumns =
    "SELECT id, owner_id, owner_login, scope, pattern, flags, message, suggestion, created_at FROM "
    "user_rules ";

Poco::JSON::Array::Ptr read(Poco::Data::Statement& statement) {
  statement.execute();
  Poco::Data::RecordSet rows(statement);
  Poco::JSON::Array::Ptr items = new Poco::JSON::Array;
  for (std::size_t i = 0; i < rows.rowCount(); ++i) {
    Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
    o->set("id", rows.value(0, i).convert<Poco::Int64>());
    o->set("owner_id", rows.value(1, i).convert<Poco::Int64>());
    o->set("owner", rows.value(2, i).convert<std::string>());
    o->set("scope", rows.value(3, i).convert<std::string>());
    o->set("pattern", rows.value(4, i).convert<std::string>());
    o->set("flags", rows.value(5, i).convert<std::string>());
    o->set("message", rows.value(6, i).convert<std::string>());
    o->set("suggestion", rows.value(7, i).convert<std::string>());
    o->set("category", "custom");
    o->set("created_at", rows.value(8, i).convert<std::string>());
    items->add(o);
  }
  return items;
}

}  // namespace

UserRuleStore::UserRuleStore(Database& db) : db_(db) {}

Poco::JSON::Array::Ptr UserRuleStore::visible_to(const sdk::User& user) {
  auto session = db_.session();
  Poco::Data::Statement statement(session);
  Poco::Int64 owner = user.id;
  statement << kColumns << "WHERE owner_id = $1 OR scope = 'everyone' ORDER BY id", bind(owner);
  return read(statement);
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
  Poco::Data::Statement statement(session);
  statement << kColumns << "WHERE id = $1", bind(id);
  return read(statement)->getObject(0);
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
