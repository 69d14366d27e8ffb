// Cluster: what a backend needs to share its PostgreSQL database with other
// backends — its membership and lease (Backends), the shared job queue
// (SharedQueue) and the guides its requests name (QueuedGuides), the jobs'
// stored events (EventLog, written in batches by EventBatcher) and the
// database's notifications (Notifications) — built once, before the job manager, and
// kept past it. Building it joins the cluster: the jobs this node's earlier
// process left unfinished end as interrupted (spec §3, per backend).
//
// ClusterKeeper runs its threads: it starts the notifications and stops
// them before the job manager goes.
#pragma once

#include <string>

#include "cluster/Backends.hpp"
#include "cluster/EventBatcher.hpp"
#include "cluster/EventLog.hpp"
#include "cluster/QueuedGuides.hpp"
#include "cluster/SharedQueue.hpp"
#include "jobs/ClusterPort.hpp"
#include "storage/Notifications.hpp"

namespace proofreader::host {

class Settings;

// The job manager reaches it as its ClusterPort: the queue and the log.
struct Cluster : ClusterPort {
  // Throws what the database throws when it cannot join.
  Cluster(Database& db, const Settings& settings);

  void enqueue(const JobSnapshot& job, const std::string& styleguide_id, const std::string& request_json,
               std::size_t max_queued) override {
    queue.insert(job, styleguide_id, request_json, max_queued);
  }
  std::vector<Taken> take(std::size_t most) override { return queue.take(most); }
  std::string keep_guide(const sdk::StyleGuideView& guide) override { return guides.keep(guide); }
  std::optional<sdk::StyleGuideView> kept_guide(const std::string& key) override { return guides.find(key); }
  bool cancel_untaken(const std::string& id, const std::string& finished_at) override {
    return queue.cancel_untaken(id, finished_at);
  }
  bool ask_cancel(const std::string& id) override { return queue.ask_cancel(id); }
  void append_event(const std::string& job_id, const std::string& name, const std::string& data) override {
    log.append(job_id, name, data);
  }
  std::vector<JobEvents::Event> events_since(const std::string& job_id, long long after_id) override {
    return log.since(job_id, after_id);
  }

  // Stores every event published in `events` for the other backends; before
  // the job manager is built (its workers may take a job at once).
  void record(JobEvents& events);

  Backends backends;
  SharedQueue queue;
  QueuedGuides guides;
  EventLog log;
  EventBatcher batcher;  // after the log, gone before it: its last batch goes there
  Notifications notifications;
};

}  // namespace proofreader::host
