// Notifications: PostgreSQL's LISTEN/NOTIFY between the backends that share
// one database — how a backend tells the others, at once, that something
// changed: a job was queued, a job sent an event, a cancel was asked, a
// user's sessions must end.
//
// A connection of its own (libpq) LISTENs on every channel given to listen();
// one thread waits on its socket and calls the channel's handler with each
// payload, this backend's own notifications included. A lost connection is
// reopened every second until it is back; what was sent meanwhile is missed,
// so every user of a channel also looks at the database now and then (the
// job queue polls, streams re-read their events) and a notification only
// makes that sooner.
//
// Thread-safe. listen() before start(); handlers run on the listener thread
// and must be quick (no database round trips of minutes, no blocking on
// locks held while notify() is called).
#pragma once

#include <atomic>
#include <functional>
#include <map>
#include <string>
#include <thread>

namespace proofreader::host {

class Database;

class Notifications {
 public:
  using Handler = std::function<void(const std::string& payload)>;

  // `connection_keywords`: libpq's keyword form of the database
  // (storage/DatabaseLocation.hpp).
  explicit Notifications(std::string connection_keywords);
  ~Notifications();  // stops the thread and closes the connection

  void listen(const std::string& channel, Handler handler);
  void start();
  void stop();

  // Sends `payload` (under 8000 bytes) on `channel` to every backend
  // listening, through a session of `db` (delivered when that commits: at
  // once outside a transaction).
  static void notify(Database& db, const std::string& channel, const std::string& payload);

 private:
  void run();

  const std::string keywords_;
  std::map<std::string, Handler> handlers_;
  std::atomic<bool> stopping_{false};
  std::thread thread_;
};

}  // namespace proofreader::host
