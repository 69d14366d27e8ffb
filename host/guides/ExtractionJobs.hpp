// ExtractionJobs: guide extraction from an uploaded docx, txt or md file, run
// on one background thread this object owns.
//
// A job goes parsing → extracting → validating → done (or error); its state
// lives in the table styleguide_extractions, so GET works after it finished
// and after a restart (a job cut short by a restart reads as error). The
// result is a draft guide (not active) with one rule per recognised statement
// and the statements not recognised as warnings. With a model configured,
// the model turns what the recogniser left into rules too (stage
// "extracting"; see ModelAssistedRules.hpp).
//
// Thread-safe. The destructor drops queued jobs and joins the thread; the
// owner (the guide routes) is destroyed when the router drops its handlers,
// before the database closes.
#pragma once

#include "guides/ModelAssistedRules.hpp"

#include <Poco/JSON/Object.h>

#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>
#include <proofreader/sdk/routes.hpp>
#include <string>
#include <thread>

namespace proofreader::host {

class Database;
class GuideStore;

class ExtractionJobs {
 public:
  ExtractionJobs(Database& db, GuideStore& guides, AskModel ask_model = {});
  ~ExtractionJobs();
  ExtractionJobs(const ExtractionJobs&) = delete;
  ExtractionJobs& operator=(const ExtractionJobs&) = delete;

  // Queues the file; returns the job id.
  std::string submit(const sdk::User& user, std::string filename, std::string bytes);
  // {job_id, stage, progress, guide_id, warnings, error}; nullopt for an
  // unknown job or one of another user (admins see all).
  std::optional<Poco::JSON::Object::Ptr> status(const std::string& id, const sdk::User& user);

 private:
  struct Job {
    std::string id;
    std::string filename;
    std::string bytes;
  };
  void run(const Job& job);
  void update(const std::string& id, const std::string& stage, double progress,
              const std::string& guide_id = {}, const std::string& warnings_json = "[]",
              const std::string& error = {});
  void loop();

  Database& db_;
  GuideStore& guides_;
  AskModel ask_model_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<Job> queue_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace proofreader::host
