// IndexWorker: one background thread that extracts and indexes the latest
// version of each file after upload. The queue is the store itself (versions
// whose index_state is "pending"), so work left by a restart resumes at start.
//
// Why a thread of the section and not a host job (submit_task): indexing is
// the repository's housekeeping, not something a user asked for; a job per
// upload would crowd the users' job lists, and the jobs' restart rule would
// end interrupted indexing in error instead of resuming it.
//
// Threads: start()/stop() on the host's main thread; notify() from any
// thread. The thread uses HostServices::extract and the repository.
#pragma once

#include <condition_variable>
#include <mutex>
#include <thread>

#include <proofreader/sdk/host_services.hpp>

#include <proofreader/blobs/BlobStore.hpp>
#include "Repository.hpp"
#include "SearchText.hpp"

namespace proofreader::documents {

class IndexWorker {
 public:
  IndexWorker(sdk::HostServices& host, blobs::BlobStore& blobs, Repository& repository,
              const SearchText& search_text)
      : host_(host), blobs_(blobs), repository_(repository), search_text_(search_text) {}
  ~IndexWorker() { stop(); }

  void start();
  // Wakes the thread: a version may be waiting.
  void notify();
  // Ends the thread after the version in hand; joins it.
  void stop();

 private:
  void run();
  void index_one(const PendingIndex& pending);

  sdk::HostServices& host_;
  blobs::BlobStore& blobs_;
  Repository& repository_;
  const SearchText& search_text_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool pending_ = true;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace proofreader::documents
