#include "RunTask.hpp"

#include <Poco/JSON/Object.h>

#include <atomic>
#include <mutex>
#include <thread>

#include <proofreader/kit/json_fields.hpp>

namespace proofreader::watch {

RunTask::RunTask(WatchStore& store, PageFetcher& fetcher, PageChecker& checker, const WatchSettings& settings)
    : store_(store), fetcher_(fetcher), checker_(checker), settings_(settings) {}

RunRow RunTask::process(std::int64_t run_id, std::int64_t page_id, const Group& group,
                        const sdk::User& user) {
  const auto page = store_.page(page_id);
  if (!page) return {"error", 0, 0, 0, "Страница удалена", 0, {}};
  FetchedPage fetched = fetcher_.fetch(*page);
  RunRow row = fetched.row;
  if (!fetched.blocks) return row;

  store_.save_validators(page->id, fetched.etag, fetched.last_modified);
  if (fetched.hash == page->content_hash) {
    row.outcome = "unchanged";
    return row;
  }
  const auto before = store_.latest_snapshot(page->id);
  Snapshot after;
  after.page_id = page->id;
  after.run_id = run_id;
  after.content_hash = fetched.hash;
  after.blocks = std::move(*fetched.blocks);
  after.id = store_.insert_snapshot(after, settings_.snapshots_kept);
  row.outcome = before ? "changed" : "new";
  row.snapshot_id = after.id;
  if (!proofreads(group.options_json)) return row;
  try {
    row.check_job_id = checker_.submit(group, user, *page, before, after, TextNormaliser(page->ignore));
    if (!row.check_job_id.empty()) store_.set_snapshot_check(after.id, row.check_job_id);
  } catch (const sdk::ApiError& e) {
    row.error = "Проверка не запущена: " + e.message_ru();
  }
  return row;
}

std::string RunTask::execute(std::int64_t run_id, const Group& group, const sdk::User& user,
                             sdk::TaskContext& ctx) {
  store_.set_run_status(run_id, "running");
  const auto page_ids = store_.run_page_ids(run_id);
  const int total = static_cast<int>(page_ids.size());
  std::atomic<int> next = 0, done = 0;
  std::mutex events;
  ctx.stage("fetching", 0);

  auto worker = [&] {
    for (int i = next++; i < total; i = next++) {
      if (ctx.cancelled()) return;
      RunRow row;
      try {
        row = process(run_id, page_ids[i], group, user);
      } catch (const std::exception& e) {
        row = {"error", 0, 0, 0, e.what(), 0, {}};
      }
      try {
        store_.save_run_row(run_id, page_ids[i], row);
      } catch (const std::exception& e) {  // the store failing must not end the process (a std::thread)
        row = {"error", 0, 0, 0, e.what(), 0, {}};
      }
      Poco::JSON::Object event;
      event.set("run_id", run_id);
      event.set("page_id", page_ids[i]);
      event.set("outcome", row.outcome);
      event.set("http_status", row.http_status);
      event.set("bytes", row.bytes);
      event.set("ms", row.ms);
      event.set("error", row.error);
      event.set("snapshot_id", row.snapshot_id);
      event.set("check_job_id", row.check_job_id);
      event.set("done", ++done);
      event.set("total", total);
      std::lock_guard lock(events);
      ctx.event("page", kit::to_json(event));
      ctx.stage("fetching", static_cast<double>(done) / total);
    }
  };
  std::vector<std::thread> threads;
  const int parallel = std::min(settings_.run_parallel, std::max(total, 1));
  for (int t = 1; t < parallel; ++t) threads.emplace_back(worker);
  worker();
  for (auto& t : threads) t.join();

  if (ctx.cancelled())
    store_.end_run(run_id, "cancelled", "Отменено");
  else
    store_.set_run_status(run_id, "done");
  return kit::to_json(store_.run_json(run_id, true));
}

}  // namespace proofreader::watch
