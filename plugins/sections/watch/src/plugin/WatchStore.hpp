// The watch section's records in its own SQLite store (HostServices::store):
// groups, pages, snapshots, runs and their per-page rows, and the
// scheduler's last cycle. Owned by WatchSection; every method opens its own
// session, so any thread (HTTP handlers, run tasks, check callbacks, the
// scheduler) may call it concurrently.
#pragma once

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>

#include <proofreader/sdk/sdk.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace proofreader::watch {

struct Group {
  std::int64_t id = 0;
  std::string name;
  std::string description;
  std::string schedule = "manual";  // "daily" or "manual"
  std::string styleguide_id;        // empty: the active guide
  std::string options_json = "{}";  // {"proofread":bool, "check_language":bool, ...}
  bool active = true;
  sdk::User owner;  // whom daily runs and their checks run as
};

struct Page {
  std::int64_t id = 0;
  std::int64_t group_id = 0;
  std::string url;
  std::string title;
  std::string selector;       // CssSelector text, or empty
  bool main_content = false;  // the readability heuristic
  std::vector<std::string> ignore;
  std::string etag;
  std::string last_modified;
  std::string content_hash;
};

struct StoredBlock {
  std::string kind;
  std::string text;
};

struct Snapshot {
  std::int64_t id = 0;
  std::int64_t page_id = 0;
  std::int64_t run_id = 0;
  std::string taken_at;
  std::string content_hash;
  std::vector<StoredBlock> blocks;
  std::string check_job_id;
  std::string remarks_json;  // "" until the check is done; then an array
};

// What one run found for one page.
struct RunRow {
  std::string outcome = "pending";  // pending, unchanged, changed, new, error
  int http_status = 0;
  std::int64_t bytes = 0;
  std::int64_t ms = 0;
  std::string error;
  std::int64_t snapshot_id = 0;
  std::string check_job_id;
};

class WatchStore {
 public:
  explicit WatchStore(sdk::HostServices& host);  // applies the schema

  // Groups
  std::int64_t insert_group(const Group& group);
  void update_group(const Group& group);
  bool delete_group(std::int64_t id);
  std::optional<Group> group(std::int64_t id);
  std::vector<Group> groups();

  // Pages
  std::int64_t insert_page(const Page& page);
  void update_page(const Page& page);  // the user's fields
  bool delete_page(std::int64_t id);
  std::optional<Page> page(std::int64_t id);
  std::vector<Page> pages(std::optional<std::int64_t> group_id);
  void save_validators(std::int64_t page_id, const std::string& etag, const std::string& last_modified);

  // Snapshots. insert_snapshot also records the page's new hash and prunes
  // the page's oldest snapshots past `keep` (at least 2: the latest diff's).
  std::int64_t insert_snapshot(const Snapshot& snapshot, int keep);
  void set_snapshot_check(std::int64_t snapshot_id, const std::string& check_job_id);
  void set_snapshot_remarks(std::int64_t snapshot_id, const std::string& remarks_json);
  std::optional<Snapshot> snapshot(std::int64_t id);
  std::optional<Snapshot> latest_snapshot(std::int64_t page_id);
  std::optional<Snapshot> snapshot_before(std::int64_t page_id, std::int64_t snapshot_id);
  Poco::JSON::Array::Ptr snapshot_list(std::int64_t page_id);

  // Runs
  std::int64_t insert_run(std::optional<std::int64_t> group_id, std::optional<std::int64_t> page_id,
                          const std::string& trigger, const std::vector<Page>& pages);
  void set_run_job(std::int64_t run_id, const std::string& job_id);
  void set_run_status(std::int64_t run_id, const std::string& status, const std::string& error = {});
  std::vector<std::int64_t> run_page_ids(std::int64_t run_id);
  void save_run_row(std::int64_t run_id, std::int64_t page_id, const RunRow& row);
  // A run as the API shows it (with its rows when `with_pages`); null when unknown.
  Poco::JSON::Object::Ptr run_json(std::int64_t run_id, bool with_pages);
  Poco::JSON::Array::Ptr run_list(std::optional<std::int64_t> group_id, int limit);
  std::string run_job_id(std::int64_t run_id);
  std::string run_status(std::int64_t run_id);
  // Ends the run and its pending rows with `error`; returns the rows ended.
  int end_run(std::int64_t run_id, const std::string& status, const std::string& error);
  // Start of the section: runs the last process left unfinished end in error
  // «Прервано рестартом сервера», as their jobs do; a run whose job is still
  // queued or running (another backend on the database has it) is left.
  int end_interrupted_runs();

  // The scheduler's state
  std::optional<std::string> state(const std::string& key);
  // Sets `key` to `value` if it still holds `expected` (nullopt: absent), in
  // one statement; false when it does not (another backend changed it).
  bool replace_state(const std::string& key, const std::optional<std::string>& expected,
                     const std::string& value);

 private:
  sdk::HostServices& host_;
};

}  // namespace proofreader::watch
