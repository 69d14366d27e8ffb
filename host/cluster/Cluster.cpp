#include "cluster/Cluster.hpp"

#include "cluster/ClusterKeeper.hpp"
#include "config/NodeName.hpp"
#include "config/Settings.hpp"
#include "storage/Database.hpp"

namespace proofreader::host {

Cluster::Cluster(Database& db, const Settings& settings)
    : backends(
          db, node_name(settings),
          std::chrono::seconds(std::max(3LL, settings.get_int("PROOFREADER_BACKEND_LEASE_SECONDS", 30)))),
      queue(db, backends.instance()),
      guides(db),
      log(db),
      batcher(log),
      notifications(connection_keywords(db.location().url)) {
  ClusterKeeper::announce_ended(log, backends.join());
}

void Cluster::record(JobEvents& events) {
  events.set_recorder(
      [this](const std::string& job_id, const JobEvents::Event& event) { batcher.add(job_id, event); });
}

}  // namespace proofreader::host
