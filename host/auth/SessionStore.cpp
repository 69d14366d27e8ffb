#include "auth/SessionStore.hpp"

#include "auth/PasswordHasher.hpp"
#include "common/RandomHex.hpp"

namespace proofreader::host {

SessionStore::SessionStore(std::chrono::seconds idle, std::chrono::seconds absolute, const std::string& node)
    : idle_(idle), absolute_(absolute), prefix_(node.empty() ? "" : node + "."), last_sweep_(Clock::now()) {}

std::string SessionStore::create(const sdk::User& user) {
  std::string id = prefix_ + random_hex(32);
  std::lock_guard lock(mutex_);
  const auto t = now();
  sweep_locked(t);
  sessions_[id] = Entry{user, t, t};
  return id;
}

std::optional<sdk::User> SessionStore::find(const std::string& id) {
  std::lock_guard lock(mutex_);
  auto it = sessions_.find(id);
  if (it == sessions_.end()) return std::nullopt;
  const auto t = now();
  if (t - it->second.last_used > idle_ || t - it->second.created > absolute_) {
    sessions_.erase(it);
    return std::nullopt;
  }
  it->second.last_used = t;
  return it->second.user;
}

void SessionStore::remove(const std::string& id) {
  std::lock_guard lock(mutex_);
  sessions_.erase(id);
}

void SessionStore::remove_user(std::int64_t user_id, const std::string& keep) {
  end_user_here(user_id, keep);
  if (peers_) peers_->ended_user(user_id);
}

void SessionStore::update_user(const sdk::User& user) {
  update_user_here(user);
  if (peers_) peers_->updated_user(user);
}

void SessionStore::end_user_here(std::int64_t user_id, const std::string& keep) {
  std::lock_guard lock(mutex_);
  std::erase_if(sessions_, [&](const auto& kv) { return kv.second.user.id == user_id && kv.first != keep; });
}

void SessionStore::update_user_here(const sdk::User& user) {
  std::lock_guard lock(mutex_);
  for (auto& [id, entry] : sessions_)
    if (entry.user.id == user.id) entry.user = user;
}

std::size_t SessionStore::size() {
  std::lock_guard lock(mutex_);
  return sessions_.size();
}

void SessionStore::advance_clock_for_testing(std::chrono::seconds by) {
  std::lock_guard lock(mutex_);
  skew_ += by;
}

// Expired sessions are dropped at most once a minute, on creation, so the map
// cannot grow without bound from abandoned logins.
void SessionStore::sweep_locked(Clock::time_point t) {
  if (t - last_sweep_ < std::chrono::minutes(1)) return;
  last_sweep_ = t;
  std::erase_if(sessions_, [&](const auto& kv) {
    return t - kv.second.last_used > idle_ || t - kv.second.created > absolute_;
  });
}

}  // namespace proofreader::host
