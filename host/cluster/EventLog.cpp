#include "cluster/EventLog.hpp"

#include <proofreader/kit/timestamps.hpp>

#include "storage/Database.hpp"

using namespace Poco::Data::Keywords;

namespace proofreader::host {

// Each writes the event and announces it in one statement: one round trip
// per event, on the worker's path.
void EventLog::record(const std::string& job_id, const JobEvents::Event& event) {
  auto session = db_.session();
  std::string job = job_id, name = event.name, data = event.data, channel = kChannel;
  Poco::Int64 id = event.id;
  session << "WITH stored AS (INSERT INTO job_events (job_id, id, name, data) VALUES ($1, $2, $3, $4) "
             "ON CONFLICT DO NOTHING RETURNING job_id) SELECT pg_notify($5, job_id) FROM stored",
      use(job), use(id), use(name), use(data), use(channel), now;
}

void EventLog::append(const std::string& job_id, const std::string& name, const std::string& data) {
  auto session = db_.session();
  std::string job = job_id, n = name, d = data, channel = kChannel;
  session
      << "WITH stored AS (INSERT INTO job_events (job_id, id, name, data) SELECT $1, COALESCE(MAX(id), 0) + "
         "1, $2, $3 FROM job_events WHERE job_id = $1 RETURNING job_id) SELECT pg_notify($4, job_id) FROM "
         "stored",
      use(job), use(n), use(d), use(channel), now;
}

std::vector<JobEvents::Event> EventLog::since(const std::string& job_id, long long after_id) {
  auto session = db_.session();
  std::string job = job_id;
  Poco::Int64 after = after_id;
  std::vector<Poco::Int64> ids;
  std::vector<std::string> names, data;
  session << "SELECT id, name, data FROM job_events WHERE job_id = $1 AND id > $2 ORDER BY id", use(job),
      use(after), into(ids), into(names), into(data), now;
  std::vector<JobEvents::Event> out;
  out.reserve(ids.size());
  for (std::size_t i = 0; i < ids.size(); ++i) out.push_back({ids[i], names[i], data[i]});
  return out;
}

void EventLog::forget_finished(std::chrono::minutes age) {
  auto session = db_.session();
  const std::string before = kit::iso_utc_micro(std::chrono::system_clock::now() - age);
  std::string b = before;
  session << "DELETE FROM job_events WHERE job_id IN (SELECT id FROM jobs WHERE finished_at IS NOT NULL AND "
             "finished_at < $1)",
      use(b), now;
}

}  // namespace proofreader::host
