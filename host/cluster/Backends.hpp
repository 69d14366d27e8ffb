// Backends: the backends sharing one PostgreSQL database, each holding a
// lease on the jobs it runs.
//
// A backend joins under a fresh instance id and renews its lease by a
// heartbeat (cluster_backends.heartbeat_at, the database's clock). A job it
// takes or pins carries that id (jobs.run_by, jobs.pinned_to). The restart
// rule of spec §3, per backend: a job whose backend is gone — restarted
// (joining again under the same node name ends its earlier instances at
// once) or silent for longer than the lease — ends in error with
// 'Прервано рестартом сервера'; nobody else's jobs are touched. Every
// backend sweeps; the row updates make each job end once.
//
// Thread-safe: every call takes its own database session.
#pragma once

#include <chrono>
#include <string>
#include <vector>

namespace proofreader::host {

class Database;

class Backends {
 public:
  // `node`: this backend's name (config/NodeName.hpp); `lease`: how long a
  // silent backend keeps its jobs.
  Backends(Database& db, std::string node, std::chrono::seconds lease);

  // Registers this backend, ending its node's earlier instances and their
  // jobs. Returns the ids of the jobs ended.
  std::vector<std::string> join();
  // Renews the lease (rejoining if a sweep removed this backend meanwhile).
  void heartbeat();
  // Ends the jobs of backends whose lease ran out and removes those
  // backends. Returns the ids of the jobs ended.
  std::vector<std::string> sweep();
  // Removes this backend (its jobs were ended by the shutdown).
  void leave();

  struct Member {
    std::string node, instance, started_at;
    double lease_age_s = 0;  // since its last heartbeat
    bool alive = false;      // within the lease
  };
  std::vector<Member> members();

  const std::string& instance() const { return instance_; }
  const std::string& node() const { return node_; }
  std::chrono::seconds lease() const { return lease_; }

 private:
  void insert_self();

  Database& db_;
  const std::string node_;
  const std::string instance_;
  const std::chrono::seconds lease_;
};

}  // namespace proofreader::host
