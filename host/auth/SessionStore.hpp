// SessionStore: the logged-in sessions, held in this backend's memory only.
//
// A restart therefore logs everybody out (spec §5.4). A session id is 256
// random bits in hex, after "<node>." when the backend has a node prefix
// (several backends share a PostgreSQL database): the front end's nginx reads
// the prefix to send the user back to the backend holding the session. A
// session ends after `idle` without use or `absolute` after login, whichever
// comes first. User-wide changes (remove_user, update_user) are passed on to
// the other backends through Peers, which applies theirs here. Thread-safe.
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

  // The other backends sharing the database: told of each user-wide change
  // made here, so that the user's sessions they hold end or change too.
  class Peers {
   public:
    virtual ~Peers() = default;
    virtual void ended_user(std::int64_t user_id) = 0;
    virtual void updated_user(const sdk::User& user) = 0;
  };

  // `node`: the prefix of this backend's ids, "" for none (one backend).
  SessionStore(std::chrono::seconds idle, std::chrono::seconds absolute, const std::string& node = {});

  // "<node>." or "": what the ids this backend makes start with, so the front
  // end can route by them (sessions here, OIDC login attempts).
  const std::string& node_prefix() const { return prefix_; }
  // Set once before serving (nullptr: none); `peers` must outlive its use.
  void tell_peers(Peers* peers) { peers_ = peers; }

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
  // What a peer did on its backend, done here too (and not told further).
  void end_user_from_peer(std::int64_t user_id) { end_user_here(user_id, {}); }
  void update_user_from_peer(const sdk::User& user) { update_user_here(user); }
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
  void end_user_here(std::int64_t user_id, const std::string& keep);
  void update_user_here(const sdk::User& user);

  std::chrono::seconds idle_;
  std::chrono::seconds absolute_;
  std::chrono::seconds skew_{0};
  const std::string prefix_;
  Peers* peers_ = nullptr;
  std::mutex mutex_;
  std::unordered_map<std::string, Entry> sessions_;
  Clock::time_point last_sweep_;
};

}  // namespace proofreader::host
