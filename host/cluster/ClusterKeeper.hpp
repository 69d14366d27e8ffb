// ClusterKeeper: this backend's part in the upkeep of a cluster (several
// backends on one PostgreSQL database), on a thread of its own.
//
// Every lease/3 (at least every second): renews this backend's lease,
// sweeps the backends whose lease ran out (their jobs end in error, and the
// end is sent on those jobs' streams), hands the workers the cancels asked of
// them and a look at the queue (for announcements lost with the listening
// connection), re-reads the streams it mirrors, and drops the events of
// jobs finished 30 minutes ago. A failing database is logged and retried.
// It listens for the job manager's notifications and stops the cluster's
// notifications before it goes (their handlers reach the job manager): it
// is built after the manager and goes before it, after the manager's stop().
// The destructor stops both threads and leaves the cluster.
#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace proofreader::host {

class EventLog;
class JobManager;
class StreamMirror;
struct Cluster;

class ClusterKeeper {
 public:
  // Listens for queued jobs, cancels and other backends' events (the owner
  // starts the notifications once every listener is registered).
  ClusterKeeper(Cluster& cluster, JobManager& jobs, StreamMirror& mirror);
  ~ClusterKeeper();

  // Ends jobs the sweep (or a joining backend) found orphaned: their streams
  // get the end the backend that held them could not send.
  static void announce_ended(EventLog& log, const std::vector<std::string>& job_ids);

 private:
  void run();
  void tick();

  Cluster& cluster_;
  JobManager& jobs_;
  StreamMirror& mirror_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
  std::chrono::steady_clock::time_point last_cleanup_;
  std::thread thread_;
};

}  // namespace proofreader::host
