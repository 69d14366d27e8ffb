#include "cluster/EventLog.hpp"

#include <proofreader/kit/timestamps.hpp>

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>

#include "common/ToJson.hpp"
#include "storage/Database.hpp"
#include "storage/OneRoundTrip.hpp"

using namespace Poco::Data::Keywords;

namespace proofreader::host {

// One round trip for the whole batch: the rows travel as one JSON array.
void EventLog::record(const std::vector<Recorded>& events) {
  if (events.empty()) return;
  Poco::JSON::Array rows;
  for (const auto& [job_id, event] : events) {
    Poco::JSON::Object row;
    row.set("job_id", job_id);
    row.set("id", event.id);
    row.set("name", event.name);
    row.set("data", event.data);
    rows.add(row);
  }
  auto session = db_.session();
  query(session,
        "WITH stored AS (INSERT INTO job_events (job_id, id, name, data) SELECT job_id, id, name, data "
        "FROM json_to_recordset($1::json) AS e(job_id TEXT, id BIGINT, name TEXT, data TEXT) "
        "ON CONFLICT DO NOTHING RETURNING job_id, id) "
        "SELECT pg_notify($2, job_id || ' ' || MAX(id)) FROM stored GROUP BY job_id",
        {to_json(rows), std::string(kChannel)});
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
  std::vector<JobEvents::Event> out;
  for (auto& row :
       query(session, "SELECT id, name, data FROM job_events WHERE job_id = $1 AND id > $2 ORDER BY id",
             {job_id, std::int64_t{after_id}}))
    out.push_back({std::stoll(*row[0]), std::move(*row[1]), std::move(*row[2])});
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
