// ApiKeyAuth: a request that names an API key — LanguageTool's apiKey or the
// REST API's "Authorization: Bearer …" — authenticated as the key's user.
//
// Each key may make PROOFREADER_API_KEY_REQUESTS_PER_MINUTE requests a minute
// (default 600: a writer's paragraphs, a script's batch) on each backend;
// past that the caller is told to slow down. A key's use goes to the audit
// log when its last-used time is written (at most once a minute, ApiKeyStore),
// so the log shows which key was used when and from where without a line per
// paragraph. Thread-safe.
#pragma once

#include <chrono>
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <string>

#include "audit/AuditLog.hpp"
#include "auth/ApiKeyStore.hpp"

namespace proofreader::host {

struct KeyCaller {
  sdk::User user;
  bool throttled = false;  // the key is over its requests a minute: answer 429
};

class ApiKeyAuth {
 public:
  ApiKeyAuth(ApiKeyStore& keys, AuditLog& audit, int requests_per_minute)
      : keys_(keys), audit_(audit), per_minute_(requests_per_minute) {}

  // nullopt for an unknown or revoked key. `address` is the client's, for the audit log.
  std::optional<KeyCaller> authenticate(const std::string& key, const std::string& address);

 private:
  bool admit(std::int64_t key_id);

  ApiKeyStore& keys_;
  AuditLog& audit_;
  const int per_minute_;
  std::mutex mutex_;
  // Requests of each key in the current minute.
  std::chrono::steady_clock::time_point window_start_ = std::chrono::steady_clock::now();
  std::map<std::int64_t, int> counts_;
};

}  // namespace proofreader::host
