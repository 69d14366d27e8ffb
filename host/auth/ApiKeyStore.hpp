// ApiKeyStore: personal API keys. A user creates, names, lists and revokes
// their keys; an administrator lists and revokes anyone's. A key stands for
// its user in LanguageTool's /v2/check (username + apiKey) and in the REST API
// (Authorization: Bearer …).
//
// A key is "prk_" and 64 random hex digits, shown once when made; the
// database keeps only its SHA-256 (the key is random, so a fast hash is as
// safe as a slow one and lets the key be found by it) and its first 12
// characters to tell keys apart in lists. A revoked key stays listed. The time
// of a key's last use is written at most once a minute, so a writer typing
// in LibreOffice does not mean a database write per paragraph: `used` says
// when it was. Thread-safe (a session per call).
#pragma once

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>

#include <cstdint>
#include <optional>
#include <string>

#include <proofreader/sdk/types.hpp>

namespace proofreader::host {

class Database;

struct ApiKeyUse {
  sdk::User user;
  std::int64_t key_id = 0;
  bool recorded = false;  // the last-used time was written now (at most once a minute)
};

class ApiKeyStore {
 public:
  static constexpr std::size_t kMaxNameBytes = 200;
  static constexpr int kMaxKeysPerUser = 50;

  explicit ApiKeyStore(Database& db) : db_(db) {}

  // The new key's record with "key" (the only time it is shown). Throws
  // ApiError 400 for an empty or long name, 409 past kMaxKeysPerUser live keys.
  Poco::JSON::Object::Ptr create(const sdk::User& owner, const std::string& name);
  // `user_id`'s keys, or everyone's (with their owner's login) when null; newest first.
  Poco::JSON::Array::Ptr list(std::optional<std::int64_t> user_id);
  // Revokes key `id` of `caller` (any key for an administrator); the revoked
  // record. Throws ApiError 404 for a key the caller may not see.
  Poco::JSON::Object::Ptr revoke(const sdk::User& caller, std::int64_t id);
  // The live key `key` names, with its user; nullopt for an unknown or revoked key.
  std::optional<ApiKeyUse> authenticate(const std::string& key);

 private:
  Database& db_;
};

// Whether `text` has the shape of one of our keys (cheap, before a look-up).
bool looks_like_api_key(const std::string& text);

}  // namespace proofreader::host
