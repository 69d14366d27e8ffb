#include "auth/ApiKeyAuth.hpp"

namespace proofreader::host {

std::optional<KeyCaller> ApiKeyAuth::authenticate(const std::string& key, const std::string& address) {
  const auto use = keys_.authenticate(key);
  if (!use) return std::nullopt;
  if (use->recorded)
    audit_.write(use->user.login, "api_key.used", "key " + std::to_string(use->key_id), address);
  return KeyCaller{use->user, !admit(use->key_id)};
}

bool ApiKeyAuth::admit(std::int64_t key_id) {
  std::lock_guard lock(mutex_);
  const auto now = std::chrono::steady_clock::now();
  if (now - window_start_ >= std::chrono::minutes(1)) {
    window_start_ = now;
    counts_.clear();
  }
  return ++counts_[key_id] <= per_minute_;
}

}  // namespace proofreader::host
