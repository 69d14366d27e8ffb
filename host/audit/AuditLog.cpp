#include "audit/AuditLog.hpp"

#include <Poco/DateTime.h>
#include <Poco/DateTimeFormat.h>
#include <Poco/DateTimeFormatter.h>
#include <Poco/JSON/Object.h>

#include <stdexcept>

#include "common/ToJson.hpp"

using namespace Poco::Data::Keywords;

namespace proofreader::host {

AuditLog::AuditLog(Database& db, const std::string& jsonl_path) : db_(db), file_(jsonl_path, std::ios::app) {
  if (!file_) throw std::runtime_error("cannot open the audit log " + jsonl_path);
}

void AuditLog::write(const std::string& actor, const std::string& action, const std::string& detail,
                     const std::string& address) {
  const std::string at = Poco::DateTimeFormatter::format(Poco::DateTime(), "%Y-%m-%dT%H:%M:%s%z");
  std::string a = actor, act = action, d = detail, addr = address, when = at;
  std::lock_guard lock(mutex_);
  auto session = db_.session();
  session << "INSERT INTO audit_log (at, actor, action, detail, address) VALUES ($1, $2, $3, $4, $5)",
      use(when), use(a), use(act), use(d), use(addr), now;
  Poco::JSON::Object line;
  line.set("at", at);
  line.set("actor", actor);
  line.set("action", action);
  line.set("detail", detail);
  line.set("address", address);
  file_ << to_json(line) << '\n' << std::flush;
}

}  // namespace proofreader::host
