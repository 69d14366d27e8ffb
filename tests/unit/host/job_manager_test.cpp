// JobManager on its own — when and where jobs run, apart from what a check
// is (CheckWorkflow): tasks run on the workers with their stages and result
// stored and streamed, a thrown error ends the job in error, the queue's
// bound answers 503, a queued job is cancelled before it starts, a stop
// ends what runs and what waits as interrupted, and a check goes
// through the workflow to its history entry and its submitter's callback.
#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <future>
#include <string>
#include <thread>

#include "TempDir.hpp"
#include "auth/PasswordHasher.hpp"
#include "auth/UserStore.hpp"
#include "config/Settings.hpp"
#include "export/OriginalStore.hpp"
#include "fetch/fetcher.hpp"
#include "jobs/JobEvents.hpp"
#include "jobs/JobManager.hpp"
#include "storage/Database.hpp"

using namespace proofreader;
using namespace proofreader::host;
using namespace std::chrono_literals;

namespace {

struct Fixture {
  explicit Fixture(JobLimits limits = small()) : jobs(services(), limits) { jobs.start_workers(); }

  static JobLimits small() {
    JobLimits limits;
    limits.workers = 1;
    limits.engine_threads = 2;
    limits.max_queued = 10;
    return limits;
  }
  JobServices services() {
    return {db, events, originals, outgoing, settings, [] { return std::vector<sdk::Engine*>{}; }, nullptr};
  }
  // Waits until job `id` has finished; its snapshot.
  JobSnapshot finished(const std::string& id) {
    for (int i = 0; i < 500; ++i) {
      if (auto s = jobs.find(id); s && s->finished()) return *s;
      std::this_thread::sleep_for(10ms);
    }
    FAIL("job " << id << " did not finish");
    return {};
  }
  std::vector<std::string> event_names(const std::string& id) {
    std::vector<std::string> names;
    for (const auto& e : events.since(id, 0)) names.push_back(e.name);
    return names;
  }

  test::TempDir dir;
  Database db{dir.path() + "/db.sqlite"};
  PasswordHasher hasher;
  sdk::User user = UserStore(db, hasher).create("writer", "password-of-writer", "user", "Writer").user;
  JobEvents events;
  OriginalStore originals{db, dir.path()};
  Fetcher outgoing{FetchPolicy{}};
  Settings settings{dir.path() + "/none.properties"};
  JobManager jobs;
};

JobSource named(const std::string& name) {
  JobSource source;
  source.kind = "file";
  source.name = name;
  return source;
}

}  // namespace

TEST_CASE("job manager: a task runs on a worker, its stages and result are stored and streamed") {
  Fixture f;
  const auto id = f.jobs.submit_task(f.user, "count", named("numbers"), [](JobProgress& progress) {
    progress.stage("counting", 0.5);
    progress.event("number", R"({"n":1})");
    return std::string(R"({"counted":1})");
  });
  const auto done = f.finished(id);
  CHECK(done.status == JobStatus::done);
  CHECK(done.kind == "count");
  CHECK(f.jobs.result(id).json == R"({"counted":1})");
  const auto names = f.event_names(id);
  CHECK(std::find(names.begin(), names.end(), "stage") != names.end());
  CHECK(std::find(names.begin(), names.end(), "number") != names.end());
  CHECK(names.back() == "done");
}

TEST_CASE("job manager: a task that throws ends in error with the error's Russian message") {
  Fixture f;
  const auto id = f.jobs.submit_task(f.user, "failing", named("x"), [](JobProgress&) -> std::string {
    throw sdk::ApiError(422, "bad", "bad input", "Плохие данные");
  });
  const auto done = f.finished(id);
  CHECK(done.status == JobStatus::error);
  CHECK(done.error == "Плохие данные");
}

TEST_CASE(
    "job manager: past the queue's bound a submission is 503 queue_full, and a queued job is cancelled "
    "before "
    "it starts") {
  JobLimits limits = Fixture::small();
  limits.max_queued = 1;
  Fixture f(limits);
  std::promise<void> release;
  auto released = release.get_future().share();
  std::atomic<bool> started{false};
  const auto blocking = f.jobs.submit_task(f.user, "block", named("a"), [&](JobProgress&) {
    started = true;
    released.wait();
    return std::string("{}");
  });
  while (!started) std::this_thread::sleep_for(5ms);
  std::atomic<bool> ran{false};
  const auto waiting = f.jobs.submit_task(f.user, "wait", named("b"), [&](JobProgress&) {
    ran = true;
    return std::string("{}");
  });
  try {
    f.jobs.submit_task(f.user, "over", named("c"), [](JobProgress&) { return std::string("{}"); });
    FAIL("a third job was admitted past the bound");
  } catch (const sdk::ApiError& e) {
    CHECK(e.status() == 503);
    CHECK(e.code() == "queue_full");
  }
  CHECK(f.jobs.cancel(waiting));
  release.set_value();
  CHECK(f.finished(blocking).status == JobStatus::done);
  CHECK(f.finished(waiting).status == JobStatus::cancelled);
  CHECK_FALSE(ran);
}

TEST_CASE(
    "job manager: a stop tells the running task to stop and ends it and the waiting one as interrupted") {
  Fixture f;
  std::atomic<bool> started{false};
  const auto running = f.jobs.submit_task(f.user, "long", named("a"), [&](JobProgress& progress) {
    started = true;
    while (!progress.cancelled()) std::this_thread::sleep_for(5ms);
    return std::string("{}");
  });
  while (!started) std::this_thread::sleep_for(5ms);
  const auto waiting =
      f.jobs.submit_task(f.user, "next", named("b"), [](JobProgress&) { return std::string("{}"); });
  CHECK(f.jobs.stop(1s));  // returns only once the running task has seen the cancel and returned
  for (const auto& id : {running, waiting}) {  // spec §3: a shutdown ends unfinished jobs as interrupted
    const auto ended = f.finished(id);
    CHECK(ended.status == JobStatus::error);
    CHECK(ended.error == JobManager::kInterrupted);
  }
  try {
    f.jobs.submit_task(f.user, "late", named("c"), [](JobProgress&) { return std::string("{}"); });
    FAIL("a job was admitted after the stop");
  } catch (const sdk::ApiError& e) {
    CHECK(e.status() == 503);
  }
}

TEST_CASE(
    "job manager: a check goes through the workflow to its history entry and its submitter's callback") {
  Fixture f;
  JobRequest request;
  request.user = f.user;
  request.source.kind = "text";
  request.source.content = "Короткий текст.";
  std::promise<sdk::CheckOutcome> outcome;
  request.on_finished = [&outcome](const sdk::CheckOutcome& o) { outcome.set_value(o); };
  const auto id = f.jobs.submit(std::move(request));
  auto got = outcome.get_future();
  REQUIRE(got.wait_for(10s) == std::future_status::ready);
  const auto o = got.get();
  CHECK(o.job.status == "done");
  CHECK(o.history_id > 0);
  CHECK(f.finished(id).status == JobStatus::done);
  CHECK(f.jobs.result(id).history_id == o.history_id);
}
