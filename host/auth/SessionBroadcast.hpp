// SessionBroadcast: a user's session changes carried to every backend that
// shares the PostgreSQL database. Sessions live in each backend's memory
// (spec §5.4), so when a password change, a role change or a deletion on one
// backend ends or updates a user's sessions there, the backends holding the
// user's other sessions must do the same: this NOTIFYs them on the channel
// proofreader_sessions and applies what they NOTIFY to the local store.
//
// Payloads are JSON: {"from": sender, "end": user id} or {"from": sender,
// "update": {"id", "login", "role"}}, the sender a random id of this
// process; a backend ignores its own. A change
// sent while a backend's listening connection is down is missed there
// (storage/Notifications.hpp): its sessions of that user live on until they
// expire or the backend restarts.
//
// Constructed before notifications.start() (it listens) and connects itself
// to `sessions` as its Peers until destroyed. `db`, `notifications` and
// `sessions` must outlive it; the Notifications' thread must be stopped
// before it is destroyed. Thread-safe.
#pragma once

#include <string>

#include "auth/SessionStore.hpp"

namespace proofreader::host {

class Database;
class Notifications;

class SessionBroadcast : public SessionStore::Peers {
 public:
  static constexpr const char* kChannel = "proofreader_sessions";

  SessionBroadcast(Database& db, Notifications& notifications, SessionStore& sessions);
  ~SessionBroadcast() override;

  void ended_user(std::int64_t user_id) override;
  void updated_user(const sdk::User& user) override;

 private:
  void apply(const std::string& payload);

  Database& db_;
  SessionStore& sessions_;
  const std::string sender_;
};

}  // namespace proofreader::host
