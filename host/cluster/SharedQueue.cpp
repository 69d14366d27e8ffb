#include "cluster/SharedQueue.hpp"

#include <proofreader/sdk/http.hpp>

#include <algorithm>

#include "storage/Database.hpp"
#include "storage/Notifications.hpp"
#include "storage/OneRoundTrip.hpp"

using namespace Poco::Data::Keywords;

namespace proofreader::host {

// One round trip: the count under the queue's lock, the row and its
// announcement are one call (host schema step 18), so the lock is held for
// no round trip.
void SharedQueue::insert(const JobSnapshot& job, const std::string& styleguide_id,
                         const std::string& request_json, std::size_t max_queued) {
  auto session = db_.session();
  const auto admitted = query(
      session, "SELECT proofreader_enqueue($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)",
      {job.id, job.kind, std::int64_t{job.user_id}, job.stage, job.source_kind, job.source_name,
       job.source_url, styleguide_id, job.created_at, job.origin_json, request_json,
       request_json.empty() ? instance_ : std::string(),
       static_cast<std::int64_t>(std::max<std::size_t>(1, max_queued)), std::string(kQueuedChannel)});
  if (admitted.front().front() != "t")
    throw sdk::ApiError(503, "queue_full", "too many jobs are waiting; try again shortly",
                        "Слишком много задач в очереди; повторите чуть позже");
}

std::vector<SharedQueue::Taken> SharedQueue::take(std::size_t most) {
  auto session = db_.session();
  const auto rows =
      query(session,
            "WITH next AS (SELECT id AS next_id, request_json AS next_request FROM jobs WHERE status = "
            "'queued' AND "
            "(pinned_to IS NULL OR pinned_to = $1) ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED) "
            "UPDATE jobs SET status = 'running', run_by = $1, request_json = NULL FROM next "
            "WHERE jobs.id = next.next_id RETURNING next.next_request, " +
                JobStore::kSnapshotColumns,
            {instance_, static_cast<std::int64_t>(std::max<std::size_t>(1, most))});
  std::vector<Taken> out;
  for (const auto& row : rows) {
    Taken taken{{}, row[0].value_or(""), JobStore::snapshot_of(SqlRow(row.begin() + 1, row.end()))};
    taken.id = taken.snapshot.id;
    out.push_back(std::move(taken));
  }
  // RETURNING keeps no order: the oldest runs first.
  std::sort(out.begin(), out.end(),
            [](const Taken& a, const Taken& b) { return a.snapshot.created_at < b.snapshot.created_at; });
  return out;
}

bool SharedQueue::cancel_untaken(const std::string& id, const std::string& finished_at) {
  auto session = db_.session();
  std::string key = id, at = finished_at, me = instance_;
  std::vector<std::string> cancelled;
  session << "UPDATE jobs SET status = 'cancelled', stage = 'done', finished_at = $2, request_json = NULL "
             "WHERE id = $1 AND status = 'queued' AND (pinned_to IS NULL OR pinned_to = $3) RETURNING id",
      use(key), use(at), use(me), into(cancelled), now;
  return !cancelled.empty();
}

bool SharedQueue::ask_cancel(const std::string& id) {
  std::vector<std::string> flagged;
  {
    auto session = db_.session();
    std::string key = id;
    session << "UPDATE jobs SET cancel_requested = true WHERE id = $1 AND status IN ('queued', 'running') "
               "RETURNING id",
        use(key), into(flagged), now;
  }
  if (flagged.empty()) return false;
  Notifications::notify(db_, kCancelChannel, id);
  return true;
}

std::vector<std::string> SharedQueue::cancels_asked() {
  auto session = db_.session();
  std::string me = instance_;
  std::vector<std::string> ids;
  session << "SELECT id FROM jobs WHERE cancel_requested AND status IN ('queued', 'running') AND "
             "(run_by = $1 OR pinned_to = $1)",
      use(me), into(ids), now;
  return ids;
}

std::pair<std::size_t, std::size_t> SharedQueue::depth() {
  auto session = db_.session();
  Poco::Int64 queued = 0, running = 0;
  session << "SELECT COUNT(*) FILTER (WHERE status = 'queued'), COUNT(*) FILTER (WHERE status = 'running') "
             "FROM jobs WHERE status IN ('queued', 'running')",
      into(queued), into(running), now;
  return {static_cast<std::size_t>(queued), static_cast<std::size_t>(running)};
}

}  // namespace proofreader::host
