// ClusterPort: what the job manager asks of the cluster when several backends
// share one PostgreSQL database — the shared queue, the guides its requests
// name and the jobs' stored events. host/cluster implements it (Cluster);
// the job manager sees only this, so `jobs` knows nothing of how the cluster is made. Thread-safe: every
// call takes its own database session.
#pragma once

#include <cstddef>
#include <optional>
#include <proofreader/sdk/engine.hpp>
#include <string>
#include <vector>

#include "jobs/JobEvents.hpp"
#include "jobs/JobStore.hpp"

namespace proofreader::host {

class ClusterPort {
 public:
  virtual ~ClusterPort() = default;

  // Stores `job` as queued, with `request_json` (a PortableRequest) when any
  // backend may run it, or pinned to this backend when it is empty. Throws
  // ApiError 503 "queue_full" when `max_queued` jobs of the cluster wait.
  virtual void enqueue(const JobSnapshot& job, const std::string& styleguide_id,
                       const std::string& request_json, std::size_t max_queued) = 0;

  struct Taken {
    std::string id;
    std::string request_json;  // empty for a job pinned here
    JobSnapshot snapshot;      // its row as taken (running here): no second read
  };
  // Takes the oldest queued jobs this backend may run, `most` at most, in
  // one round trip; none when none waits.
  virtual std::vector<Taken> take(std::size_t most) = 0;

  // Keeps `guide` for the queued requests that name it (QueuedGuides): its
  // key. The guide kept under `key`, nullopt when there is none.
  virtual std::string keep_guide(const sdk::StyleGuideView& guide) = 0;
  virtual std::optional<sdk::StyleGuideView> kept_guide(const std::string& key) = 0;

  // Cancels `id` if no backend has taken it: true when it was.
  virtual bool cancel_untaken(const std::string& id, const std::string& finished_at) = 0;
  // Asks the backend holding `id` to cancel it: true when it is unfinished.
  virtual bool ask_cancel(const std::string& id) = 0;

  // A job's event stored for the other backends, and the stored events after
  // `after_id`.
  virtual void append_event(const std::string& job_id, const std::string& name, const std::string& data) = 0;
  virtual std::vector<JobEvents::Event> events_since(const std::string& job_id, long long after_id) = 0;
};

}  // namespace proofreader::host
