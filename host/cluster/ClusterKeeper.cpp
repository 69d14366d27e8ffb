#include "cluster/ClusterKeeper.hpp"

#include <Poco/JSON/Object.h>
#include <Poco/Logger.h>
#include <Poco/NumberParser.h>

#include <proofreader/sdk/jobs.hpp>

#include <algorithm>

#include "cluster/Cluster.hpp"
#include "cluster/StreamMirror.hpp"
#include "common/ToJson.hpp"
#include "jobs/JobManager.hpp"

namespace proofreader::host {

namespace {
constexpr auto kKeepEvents = std::chrono::minutes(30);
constexpr auto kCleanupEvery = std::chrono::minutes(1);
}  // namespace

ClusterKeeper::ClusterKeeper(Cluster& cluster, JobManager& jobs, StreamMirror& mirror)
    : cluster_(cluster), jobs_(jobs), mirror_(mirror) {
  cluster.notifications.listen(SharedQueue::kQueuedChannel, [&jobs](const std::string&) { jobs.wake(); });
  cluster.notifications.listen(SharedQueue::kCancelChannel,
                               [&jobs](const std::string& job_id) { jobs.cancel_here(job_id); });
  cluster.notifications.listen(EventLog::kChannel, [&mirror](const std::string& payload) {
    const auto space = payload.find(' ');
    Poco::Int64 newest = 0;
    if (space != std::string::npos) Poco::NumberParser::tryParse64(payload.substr(space + 1), newest);
    mirror.announced(payload.substr(0, space), newest);
  });
  thread_ = std::thread([this] { run(); });
}

ClusterKeeper::~ClusterKeeper() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  thread_.join();
  cluster_.notifications.stop();
  try {
    cluster_.backends.leave();
  } catch (const std::exception& e) {
    Poco::Logger::get("jobs").warning(std::string("could not leave the cluster: ") + e.what());
  }
}

void ClusterKeeper::announce_ended(EventLog& log, const std::vector<std::string>& job_ids) {
  for (const auto& id : job_ids) {
    Poco::JSON::Object end;
    end.set("status", std::string("error"));
    end.set("message", std::string(sdk::kInterruptedByRestart));
    log.append(id, "error", to_json(end));
  }
}

void ClusterKeeper::tick() {
  cluster_.backends.heartbeat();
  announce_ended(cluster_.log, cluster_.backends.sweep());
  for (const auto& id : cluster_.queue.cancels_asked()) jobs_.cancel_here(id);
  jobs_.wake();
  mirror_.tick();
  const auto now = std::chrono::steady_clock::now();
  if (now - last_cleanup_ >= kCleanupEvery) {
    cluster_.log.forget_finished(std::chrono::duration_cast<std::chrono::minutes>(kKeepEvents));
    last_cleanup_ = now;
  }
}

void ClusterKeeper::run() {
  const auto period =
      std::max<std::chrono::milliseconds>(std::chrono::seconds(1), cluster_.backends.lease() / 3);
  std::unique_lock lock(mutex_);
  while (!stopping_) {
    lock.unlock();
    try {
      tick();
    } catch (const std::exception& e) {
      Poco::Logger::get("jobs").warning(std::string("cluster upkeep failed: ") + e.what());
    }
    lock.lock();
    wake_.wait_for(lock, period, [this] { return stopping_; });
  }
}

}  // namespace proofreader::host
