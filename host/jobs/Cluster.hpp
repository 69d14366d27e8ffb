// Cluster: what a backend needs to share its PostgreSQL database with other
// backends — its membership and lease (Backends), the shared job queue
// (SharedQueue), the jobs' stored events (EventLog) and the database's
// notifications (Notifications) — built once, before the job manager, and
// kept past it. Building it joins the cluster: the jobs this node's earlier
// process left unfinished end as interrupted (spec §3, per backend).
//
// ClusterKeeper runs its threads: it starts the notifications and stops
// them before the job manager goes.
#pragma once

#include <string>

#include "jobs/Backends.hpp"
#include "jobs/EventLog.hpp"
#include "jobs/JobManager.hpp"
#include "jobs/SharedQueue.hpp"
#include "storage/Notifications.hpp"

namespace proofreader::host {

class Settings;

struct Cluster {
  // Throws what the database throws when it cannot join.
  Cluster(Database& db, const Settings& settings);

  // Stores every event published in `events` for the other backends; before
  // the job manager is built (its workers may take a job at once).
  void record(JobEvents& events);

  Backends backends;
  SharedQueue queue;
  EventLog log;
  Notifications notifications;
  JobCluster parts{queue, backends, log};
};

}  // namespace proofreader::host
