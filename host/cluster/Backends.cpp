#include "cluster/Backends.hpp"

#include <Poco/Logger.h>

#include <proofreader/kit/timestamps.hpp>
#include <proofreader/sdk/jobs.hpp>

#include "common/RandomHex.hpp"
#include "storage/Database.hpp"

using namespace Poco::Data::Keywords;

namespace proofreader::host {

Backends::Backends(Database& db, std::string node, std::chrono::seconds lease)
    : db_(db), node_(std::move(node)), instance_(random_hex(8)), lease_(lease) {}

void Backends::insert_self() {
  auto session = db_.session();
  std::string instance = instance_, node = node_;
  session << "INSERT INTO cluster_backends (instance, node) VALUES ($1, $2) ON CONFLICT (instance) DO UPDATE "
             "SET heartbeat_at = now()",
      use(instance), use(node), now;
}

std::vector<std::string> Backends::join() {
  {
    auto session = db_.session();
    std::string node = node_;
    session << "DELETE FROM cluster_backends WHERE node = $1", use(node), now;
  }
  insert_self();
  return sweep();
}

void Backends::heartbeat() {
  std::vector<std::string> renewed;
  {
    auto session = db_.session();
    std::string instance = instance_;
    session << "UPDATE cluster_backends SET heartbeat_at = now() WHERE instance = $1 RETURNING instance",
        use(instance), into(renewed), now;
  }
  if (renewed.empty()) {
    // Swept while it could not renew (the database was away longer than the
    // lease): its jobs have ended; it carries on as a member.
    Poco::Logger::get("jobs").warning("this backend's lease had run out; joining again");
    insert_self();
  }
}

std::vector<std::string> Backends::sweep() {
  auto session = db_.session();
  std::string message = sdk::kInterruptedByRestart, at = kit::now_iso_utc_micro();
  Poco::Int64 lease = lease_.count();
  std::vector<std::string> ended;
  // A job belongs to the backend running it, or to the one it is pinned to;
  // it ends when that backend is not a live member.
  session << "UPDATE jobs SET status = 'error', stage = 'done', error = $1, finished_at = $2, "
             "request_json = NULL WHERE status IN ('queued', 'running') AND COALESCE(run_by, pinned_to) "
             "IS NOT NULL AND COALESCE(run_by, pinned_to) NOT IN (SELECT instance FROM cluster_backends "
             "WHERE heartbeat_at >= now() - make_interval(secs => $3)) RETURNING id",
      use(message), use(at), use(lease), into(ended), now;
  session << "DELETE FROM cluster_backends WHERE heartbeat_at < now() - make_interval(secs => $1)",
      use(lease), now;
  return ended;
}

void Backends::leave() {
  auto session = db_.session();
  std::string instance = instance_;
  session << "DELETE FROM cluster_backends WHERE instance = $1", use(instance), now;
}

std::vector<Backends::Member> Backends::members() {
  auto session = db_.session();
  Poco::Int64 lease = lease_.count();
  std::vector<std::string> nodes, instances, started;
  std::vector<double> ages;
  session
      << "SELECT node, instance, to_char(started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'), "
         "EXTRACT(EPOCH FROM now() - heartbeat_at)::float8 FROM cluster_backends ORDER BY node",
      into(nodes), into(instances), into(started), into(ages), now;
  std::vector<Member> out;
  for (std::size_t i = 0; i < nodes.size(); ++i)
    out.push_back({nodes[i], instances[i], started[i], ages[i], ages[i] < static_cast<double>(lease)});
  return out;
}

}  // namespace proofreader::host
