#include "auth/ApiKeyStore.hpp"

#include <Poco/Data/RecordSet.h>
#include <Poco/Data/Statement.h>
#include <Poco/DateTimeFormat.h>
#include <Poco/DateTimeParser.h>
#include <Poco/SHA2Engine.h>

#include <proofreader/kit/timestamps.hpp>
#include <proofreader/sdk/http.hpp>

#include "common/RandomHex.hpp"
#include "storage/Database.hpp"

using namespace Poco::Data::Keywords;

namespace proofreader::host {

namespace {

constexpr std::string_view kKeyPrefix = "prk_";
constexpr std::size_t kSecretBytes = 32;
constexpr std::size_t kShownPrefix = 12;     // "prk_" and 8 hex digits
constexpr long long kUseRecordSeconds = 60;  // last_used_at is written at most this often

std::string hash_of(const std::string& key) {
  Poco::SHA2Engine sha;
  sha.update(key);
  return Poco::DigestEngine::digestToHex(sha.digest());
}

constexpr const char* kColumns =
    "SELECT k.id, k.user_id, u.login, k.name, k.prefix, k.created_at, k.last_used_at, k.revoked_at "
    "FROM api_keys k JOIN users u ON u.id = k.user_id ";

Poco::JSON::Array::Ptr read(Poco::Data::Statement& statement, bool with_owner) {
  statement.execute();
  Poco::Data::RecordSet rows(statement);
  Poco::JSON::Array::Ptr items = new Poco::JSON::Array;
  const auto text_or_null = [&rows](std::size_t column, std::size_t row) -> Poco::Dynamic::Var {
    if (rows.value(column, row).isEmpty()) return Poco::Dynamic::Var();
    return rows.value(column, row).convert<std::string>();
  };
  for (std::size_t i = 0; i < rows.rowCount(); ++i) {
    Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
    o->set("id", rows.value(0, i).convert<Poco::Int64>());
    if (with_owner) {
      o->set("user_id", rows.value(1, i).convert<Poco::Int64>());
      o->set("login", rows.value(2, i).convert<std::string>());
    }
    o->set("name", rows.value(3, i).convert<std::string>());
    o->set("prefix", rows.value(4, i).convert<std::string>());
    o->set("created_at", rows.value(5, i).convert<std::string>());
    o->set("last_used_at", text_or_null(6, i));
    o->set("revoked_at", text_or_null(7, i));
    items->add(o);
  }
  return items;
}

// Whether an ISO time `at` is older than kUseRecordSeconds (or unreadable).
bool stale(const std::string& at) {
  int zone = 0;
  Poco::DateTime when;
  if (!Poco::DateTimeParser::tryParse(Poco::DateTimeFormat::ISO8601_FRAC_FORMAT, at, when, zone)) return true;
  return (Poco::DateTime() - when).totalSeconds() >= kUseRecordSeconds;
}

}  // namespace

bool looks_like_api_key(const std::string& text) {
  if (text.size() != kKeyPrefix.size() + 2 * kSecretBytes || text.rfind(kKeyPrefix, 0) != 0) return false;
  return text.find_first_not_of("0123456789abcdef", kKeyPrefix.size()) == std::string::npos;
}

Poco::JSON::Object::Ptr ApiKeyStore::create(const sdk::User& owner, const std::string& name) {
  if (name.find_first_not_of(" \t") == std::string::npos || name.size() > kMaxNameBytes)
    throw sdk::ApiError::bad_request("name is required (at most 200 bytes)",
                                     "Нужно название ключа (не длиннее 200 байт)");
  auto session = db_.session();
  Poco::Int64 user = owner.id, live = 0;
  session << "SELECT COUNT(*) FROM api_keys WHERE user_id = $1 AND revoked_at IS NULL", use(user), into(live),
      now;
  if (live >= kMaxKeysPerUser)
    throw sdk::ApiError::conflict("at most 50 keys per user: revoke one first",
                                  "Не больше 50 ключей на пользователя: сначала отзовите ненужный");
  const std::string key = std::string(kKeyPrefix) + random_hex(kSecretBytes);
  std::string label = name, prefix = key.substr(0, kShownPrefix), hash = hash_of(key),
              created = kit::now_iso_utc();
  Poco::Int64 id = 0;
  session << "INSERT INTO api_keys (user_id, name, prefix, key_hash, created_at) VALUES ($1, $2, $3, $4, $5) "
             "RETURNING id",
      use(user), use(label), use(prefix), use(hash), use(created), into(id), now;
  Poco::Data::Statement statement(session);
  statement << kColumns << "WHERE k.id = $1", bind(id);
  auto record = read(statement, false)->getObject(0);
  record->set("key", key);
  return record;
}

Poco::JSON::Array::Ptr ApiKeyStore::list(std::optional<std::int64_t> user_id) {
  auto session = db_.session();
  Poco::Data::Statement statement(session);
  if (user_id)
    statement << kColumns << "WHERE k.user_id = $1 ORDER BY k.id DESC",
        bind(static_cast<Poco::Int64>(*user_id));
  else
    statement << kColumns << "ORDER BY k.id DESC";
  return read(statement, !user_id);
}

Poco::JSON::Object::Ptr ApiKeyStore::revoke(const sdk::User& caller, std::int64_t id) {
  auto session = db_.session();
  Poco::Int64 key = id;
  std::vector<Poco::Int64> owner;
  session << "SELECT user_id FROM api_keys WHERE id = $1", use(key), into(owner), now;
  if (owner.empty() || (owner.front() != caller.id && !caller.is_admin()))
    throw sdk::ApiError::not_found("no such key", "Нет такого ключа");
  std::string at = kit::now_iso_utc();
  session << "UPDATE api_keys SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL", use(at), use(key),
      now;
  Poco::Data::Statement statement(session);
  statement << kColumns << "WHERE k.id = $1", bind(key);
  return read(statement, true)->getObject(0);
}

std::optional<ApiKeyUse> ApiKeyStore::authenticate(const std::string& key) {
  if (!looks_like_api_key(key)) return std::nullopt;
  auto session = db_.session();
  Poco::Data::Statement statement(session);
  statement << "SELECT k.id, u.id, u.login, u.role, k.last_used_at FROM api_keys k JOIN users u ON u.id = "
               "k.user_id WHERE k.key_hash = $1 AND k.revoked_at IS NULL",
      bind(hash_of(key));
  statement.execute();
  Poco::Data::RecordSet rows(statement);
  if (rows.rowCount() == 0) return std::nullopt;
  ApiKeyUse found;
  found.key_id = rows.value(0, 0).convert<Poco::Int64>();
  found.user.id = rows.value(1, 0).convert<Poco::Int64>();
  found.user.login = rows.value(2, 0).convert<std::string>();
  found.user.role = rows.value(3, 0).convert<std::string>();
  const auto last = rows.value(4, 0);
  if (last.isEmpty() || stale(last.convert<std::string>())) {
    std::string at = kit::now_iso_utc();
    Poco::Int64 id = found.key_id;
    session << "UPDATE api_keys SET last_used_at = $1 WHERE id = $2", use(at), use(id), now;
    found.recorded = true;
  }
  return found;
}

}  // namespace proofreader::host
