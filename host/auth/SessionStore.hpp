// SessionStore: the logged-in sessions, held in memory only.
//
// A restart therefore logs everybody out (spec §5.4). A session id is 256
// random bits in hex. A session ends after `idle` without use or `absolute`
// after login, whichever comes first. Thread-safe.
#pragma once

#include <chrono>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

#include <proofreader/sdk/routes.hpp>

namespace proofreader::host {

class SessionStore {
 public:
  using Clock = std::chrono::steady_clock;

  SessionStore(std::chrono::seconds idle, std::chrono::seconds absolute);

  // Starts a session for `user` and returns its id.
  std::string create(const sdk::User& user);
  // The session's user, refreshing its idle timer; nullopt when unknown or expired.
  std::optional<sdk::User> find(const std::string& id);
  void remove(const std::string& id);
  // Ends every session of the user except `keep` (used at password change,
  // role change and deletion).
  void remove_user(std::int64_t user_id, const std::string& keep = {});
  // Updates the cached user (role or login changed).
  void update_user(const sdk::User& user);
  std::size_t size();

  // For tests: pretend `by` has passed.
  void advance_clock_for_testing(std::chrono::seconds by);

 private:
  struct Entry {
    sdk::User user;
    Clock::time_point created;
    Clock::time_point last_used;
  };
  Clock::time_point now() const { return Clock::now() + skew_; }
  void sweep_locked(Clock::time_point now);

  std::chrono::seconds idle_;
  std::chrono::seconds absolute_;
  std::chrono::seconds skew_{0};
  std::mutex mutex_;
  std::unordered_map<std::string, Entry> sessions_;
  Clock::time_point last_sweep_;
};

}  // namespace proofreader::host
