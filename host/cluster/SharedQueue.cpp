#include "cluster/SharedQueue.hpp"

#include <proofreader/sdk/http.hpp>

#include <algorithm>

#include "storage/Database.hpp"
#include "storage/Notifications.hpp"

using namespace Poco::Data::Keywords;

namespace proofreader::host {

void SharedQueue::insert(const JobSnapshot& job, const std::string& styleguide_id,
                         const std::string& request_json, std::size_t max_queued) {
  {
    auto session = db_.session();
    session.begin();
    try {
      session << "SELECT pg_advisory_xact_lock(hashtext('proofreader.queue'))", now;
      Poco::Int64 queued = 0;
      session << "SELECT COUNT(*) FROM jobs WHERE status = 'queued'", into(queued), now;
      if (static_cast<std::size_t>(queued) >= std::max<std::size_t>(1, max_queued))
        throw sdk::ApiError(503, "queue_full", "too many jobs are waiting; try again shortly",
                            "Слишком много задач в очереди; повторите чуть позже");
      JobStore::insert(session, job, styleguide_id);
      std::string id = job.id, request = request_json, pinned = request_json.empty() ? instance_ : "";
      session << "UPDATE jobs SET request_json = NULLIF($1, ''), pinned_to = NULLIF($2, '') WHERE id = $3",
          use(request), use(pinned), use(id), now;
      // Sent at the commit, with no round trip of its own.
      std::string channel = kQueuedChannel;
      session << "SELECT pg_notify($1, $2)", use(channel), use(id), now;
      session.commit();
    } catch (...) {
      session.rollback();
      throw;
    }
  }
}

std::vector<SharedQueue::Taken> SharedQueue::take(std::size_t most) {
  auto session = db_.session();
  std::string me = instance_;
  Poco::Int64 limit = static_cast<Poco::Int64>(std::max<std::size_t>(1, most));
  std::vector<std::string> ids, created;
  std::vector<Poco::Nullable<std::string>> requests;
  session << "WITH next AS (SELECT id, request_json FROM jobs WHERE status = 'queued' AND "
             "(pinned_to IS NULL OR pinned_to = $1) ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED) "
             "UPDATE jobs SET status = 'running', run_by = $1, request_json = NULL FROM next "
             "WHERE jobs.id = next.id RETURNING jobs.id, next.request_json, jobs.created_at::text",
      use(me), use(limit), into(ids), into(requests), into(created), now;
  std::vector<std::size_t> order(ids.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  // RETURNING keeps no order: the oldest runs first.
  std::sort(order.begin(), order.end(),
            [&](std::size_t a, std::size_t b) { return created[a] < created[b]; });
  std::vector<Taken> out;
  for (std::size_t i : order) out.push_back({ids[i], requests[i].isNull() ? "" : requests[i].value()});
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
