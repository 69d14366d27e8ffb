#include "storage/Notifications.hpp"

#include <Poco/Logger.h>
#include <libpq-fe.h>
#include <poll.h>

#include <chrono>

#include "storage/Database.hpp"

using namespace Poco::Data::Keywords;

namespace proofreader::host {

namespace {
constexpr int kWaitMs = 250;  // how soon stop() is noticed
constexpr auto kReconnectEvery = std::chrono::seconds(1);
}  // namespace

Notifications::Notifications(std::string connection_keywords) : keywords_(std::move(connection_keywords)) {}

Notifications::~Notifications() {
  stop();
}

void Notifications::listen(const std::string& channel, Handler handler) {
  handlers_[channel] = std::move(handler);
}

void Notifications::start() {
  if (!thread_.joinable()) thread_ = std::thread([this] { run(); });
}

void Notifications::stop() {
  stopping_ = true;
  if (thread_.joinable()) thread_.join();
}

void Notifications::notify(Database& db, const std::string& channel, const std::string& payload) {
  auto session = db.session();
  std::string c = channel, p = payload;
  session << "SELECT pg_notify($1, $2)", use(c), use(p), now;
}

void Notifications::run() {
  auto& log = Poco::Logger::get("notifications");
  PGconn* connection = nullptr;
  auto last_attempt = std::chrono::steady_clock::time_point{};
  bool reported = false;
  while (!stopping_) {
    if (!connection || PQstatus(connection) != CONNECTION_OK) {
      if (connection) PQfinish(connection);
      connection = nullptr;
      if (std::chrono::steady_clock::now() - last_attempt < kReconnectEvery) {
        ::poll(nullptr, 0, kWaitMs);
        continue;
      }
      last_attempt = std::chrono::steady_clock::now();
      connection = PQconnectdb(keywords_.c_str());
      bool ok = PQstatus(connection) == CONNECTION_OK;
      for (auto it = handlers_.begin(); ok && it != handlers_.end(); ++it) {
        char* quoted = PQescapeIdentifier(connection, it->first.c_str(), it->first.size());
        PGresult* result = PQexec(connection, ("LISTEN " + std::string(quoted)).c_str());
        PQfreemem(quoted);
        ok = PQresultStatus(result) == PGRES_COMMAND_OK;
        PQclear(result);
      }
      if (!ok) {
        if (!reported)
          log.warning("cannot listen on the database: %s", std::string(PQerrorMessage(connection)));
        reported = true;
        PQfinish(connection);
        connection = nullptr;
        continue;
      }
      if (reported) log.information("listening on the database again");
      reported = false;
    }
    pollfd p{PQsocket(connection), POLLIN, 0};
    if (::poll(&p, 1, kWaitMs) <= 0) continue;
    if (!PQconsumeInput(connection)) continue;  // the status check above reconnects
    while (PGnotify* n = PQnotifies(connection)) {
      const std::string channel = n->relname, payload = n->extra;
      PQfreemem(n);
      if (auto it = handlers_.find(channel); it != handlers_.end()) {
        try {
          it->second(payload);
        } catch (const std::exception& e) {
          log.error("a handler of %s failed: %s", channel, std::string(e.what()));
        }
      }
    }
  }
  if (connection) PQfinish(connection);
}

}  // namespace proofreader::host
