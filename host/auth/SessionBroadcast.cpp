#include "auth/SessionBroadcast.hpp"

#include <Poco/JSON/Object.h>
#include <Poco/JSON/Parser.h>
#include <Poco/Logger.h>

#include "common/RandomHex.hpp"
#include "common/ToJson.hpp"
#include "storage/Notifications.hpp"

namespace proofreader::host {

SessionBroadcast::SessionBroadcast(Database& db, Notifications& notifications, SessionStore& sessions)
    : db_(db), sessions_(sessions), sender_(random_hex(8)) {
  notifications.listen(kChannel, [this](const std::string& payload) { apply(payload); });
  sessions_.tell_peers(this);
}

SessionBroadcast::~SessionBroadcast() {
  sessions_.tell_peers(nullptr);
}

void SessionBroadcast::ended_user(std::int64_t user_id) {
  Poco::JSON::Object::Ptr message = new Poco::JSON::Object;
  message->set("from", sender_);
  message->set("end", user_id);
  Notifications::notify(db_, kChannel, to_json(message));
}

void SessionBroadcast::updated_user(const sdk::User& user) {
  Poco::JSON::Object::Ptr fields = new Poco::JSON::Object;
  fields->set("id", user.id);
  fields->set("login", user.login);
  fields->set("role", user.role);
  Poco::JSON::Object::Ptr message = new Poco::JSON::Object;
  message->set("from", sender_);
  message->set("update", fields);
  Notifications::notify(db_, kChannel, to_json(message));
}

void SessionBroadcast::apply(const std::string& payload) {
  try {
    const auto message = Poco::JSON::Parser().parse(payload).extract<Poco::JSON::Object::Ptr>();
    if (message->optValue<std::string>("from", "") == sender_) return;  // done here already
    if (message->has("end")) sessions_.end_user_from_peer(message->getValue<std::int64_t>("end"));
    if (const auto user = message->getObject("update"))
      sessions_.update_user_from_peer({user->getValue<std::int64_t>("id"),
                                       user->getValue<std::string>("login"),
                                       user->getValue<std::string>("role")});
  } catch (const std::exception& e) {
    Poco::Logger::get("sessions")
        .warning("ignored a malformed session notification: %s", std::string(e.what()));
  }
}

}  // namespace proofreader::host
