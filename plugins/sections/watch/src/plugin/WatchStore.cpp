#include <proofreader/kit/timestamps.hpp>
#include <stdexcept>

#include "WatchStore.hpp"

#include <Poco/Data/RecordSet.h>
#include <Poco/Data/Session.h>
#include <Poco/Data/Statement.h>
#include <Poco/JSON/Parser.h>

#include <storerows/PlainValue.hpp>
#include <storerows/Rows.hpp>

#include <set>
#include <sstream>
#include <storerows/WriteTransaction.hpp>

namespace proofreader::watch {

using namespace Poco::Data::Keywords;
using Poco::Int64;
using storerows::first;
using storerows::select_all;

namespace {

// Released steps never change; a change is a new step at the end.
const std::vector<std::string> kSchema = {
    R"(CREATE TABLE groups (
         id INTEGER PRIMARY KEY AUTOINCREMENT,
         name TEXT NOT NULL, description TEXT NOT NULL DEFAULT '',
         schedule TEXT NOT NULL DEFAULT 'manual', styleguide_id TEXT NOT NULL DEFAULT '',
         options_json TEXT NOT NULL DEFAULT '{}', active INTEGER NOT NULL DEFAULT 1,
         owner_id INTEGER NOT NULL DEFAULT 0, owner_login TEXT NOT NULL DEFAULT '',
         owner_role TEXT NOT NULL DEFAULT 'user', created_at TEXT NOT NULL);
       CREATE TABLE pages (
         id INTEGER PRIMARY KEY AUTOINCREMENT,
         group_id INTEGER NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
         url TEXT NOT NULL, title TEXT NOT NULL DEFAULT '',
         selector TEXT NOT NULL DEFAULT '', main_content INTEGER NOT NULL DEFAULT 0,
         ignore_json TEXT NOT NULL DEFAULT '[]',
         etag TEXT NOT NULL DEFAULT '', last_modified TEXT NOT NULL DEFAULT '',
         content_hash TEXT NOT NULL DEFAULT '', created_at TEXT NOT NULL);
       CREATE INDEX pages_group ON pages(group_id);
       CREATE TABLE snapshots (
         id INTEGER PRIMARY KEY AUTOINCREMENT,
         page_id INTEGER NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
         run_id INTEGER NOT NULL, taken_at TEXT NOT NULL, content_hash TEXT NOT NULL,
         blocks_json TEXT NOT NULL, check_job_id TEXT NOT NULL DEFAULT '',
         remarks_json TEXT NOT NULL DEFAULT '');
       CREATE INDEX snapshots_page ON snapshots(page_id, id);
       CREATE TABLE runs (
         id INTEGER PRIMARY KEY AUTOINCREMENT,
         job_id TEXT NOT NULL DEFAULT '', group_id INTEGER NOT NULL DEFAULT 0,
         page_id INTEGER NOT NULL DEFAULT 0, trigger TEXT NOT NULL,
         status TEXT NOT NULL DEFAULT 'queued', error TEXT NOT NULL DEFAULT '',
         started_at TEXT NOT NULL, finished_at TEXT NOT NULL DEFAULT '');
       CREATE TABLE run_pages (
         run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
         page_id INTEGER NOT NULL, position INTEGER NOT NULL, url TEXT NOT NULL,
         outcome TEXT NOT NULL DEFAULT 'pending', http_status INTEGER NOT NULL DEFAULT 0,
         bytes INTEGER NOT NULL DEFAULT 0, ms INTEGER NOT NULL DEFAULT 0,
         error TEXT NOT NULL DEFAULT '', snapshot_id INTEGER NOT NULL DEFAULT 0,
         check_job_id TEXT NOT NULL DEFAULT '',
         PRIMARY KEY (run_id, page_id));
       CREATE TABLE state (key TEXT PRIMARY KEY, value TEXT NOT NULL);)"};

std::string strings_json(const std::vector<std::string>& items) {
  Poco::JSON::Array array;
  for (const auto& s : items) array.add(s);
  std::ostringstream out;
  array.stringify(out);
  return out.str();
}

std::vector<std::string> strings_from_json(const std::string& json) {
  std::vector<std::string> out;
  auto array = Poco::JSON::Parser().parse(json).extract<Poco::JSON::Array::Ptr>();
  for (std::size_t i = 0; i < array->size(); ++i) out.push_back(array->getElement<std::string>(i));
  return out;
}

std::string blocks_json(const std::vector<StoredBlock>& blocks) {
  Poco::JSON::Array array;
  for (const auto& b : blocks) {
    Poco::JSON::Object o;
    o.set("kind", b.kind);
    o.set("text", b.text);
    array.add(o);
  }
  std::ostringstream out;
  array.stringify(out);
  return out.str();
}

std::vector<StoredBlock> blocks_from_json(const std::string& json) {
  std::vector<StoredBlock> out;
  auto array = Poco::JSON::Parser().parse(json).extract<Poco::JSON::Array::Ptr>();
  for (std::size_t i = 0; i < array->size(); ++i) {
    auto o = array->getObject(static_cast<unsigned>(i));
    out.push_back({o->getValue<std::string>("kind"), o->getValue<std::string>("text")});
  }
  return out;
}

// Columns computed in SQL, which SQLite gives without a declared type and
// Poco therefore as text.
const std::set<std::string> kComputedCounts = {"total",  "unchanged", "changed", "new",
                                               "errors", "pending",   "blocks"};

// Every row of `rows` as a JSON object keyed by column name.
Poco::JSON::Array::Ptr rows_json(Poco::Data::RecordSet& rows) {
  Poco::JSON::Array::Ptr array = new Poco::JSON::Array;
  for (bool more = rows.moveFirst(); more; more = rows.moveNext()) {
    Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
    for (std::size_t c = 0; c < rows.columnCount(); ++c) {
      const std::string name = rows.columnName(c);
      if (kComputedCounts.count(name))
        o->set(name, rows[c].isEmpty() ? Int64(0) : rows[c].convert<Int64>());
      else
        o->set(name, storerows::plain_value(rows[c]));
    }
    array->add(o);
  }
  return array;
}

Group group_from(Poco::Data::RecordSet& r) {
  Group g;
  g.id = r["id"].convert<Int64>();
  g.name = r["name"].convert<std::string>();
  g.description = r["description"].convert<std::string>();
  g.schedule = r["schedule"].convert<std::string>();
  g.styleguide_id = r["styleguide_id"].convert<std::string>();
  g.options_json = r["options_json"].convert<std::string>();
  g.active = r["active"].convert<int>() != 0;
  g.owner.id = r["owner_id"].convert<Int64>();
  g.owner.login = r["owner_login"].convert<std::string>();
  g.owner.role = r["owner_role"].convert<std::string>();
  return g;
}

Page page_from(Poco::Data::RecordSet& r) {
  Page p;
  p.id = r["id"].convert<Int64>();
  p.group_id = r["group_id"].convert<Int64>();
  p.url = r["url"].convert<std::string>();
  p.title = r["title"].convert<std::string>();
  p.selector = r["selector"].convert<std::string>();
  p.main_content = r["main_content"].convert<int>() != 0;
  p.ignore = strings_from_json(r["ignore_json"].convert<std::string>());
  p.etag = r["etag"].convert<std::string>();
  p.last_modified = r["last_modified"].convert<std::string>();
  p.content_hash = r["content_hash"].convert<std::string>();
  return p;
}

Snapshot snapshot_from(Poco::Data::RecordSet& r) {
  Snapshot s;
  s.id = r["id"].convert<Int64>();
  s.page_id = r["page_id"].convert<Int64>();
  s.run_id = r["run_id"].convert<Int64>();
  s.taken_at = r["taken_at"].convert<std::string>();
  s.content_hash = r["content_hash"].convert<std::string>();
  s.blocks = blocks_from_json(r["blocks_json"].convert<std::string>());
  s.check_job_id = r["check_job_id"].convert<std::string>();
  s.remarks_json = r["remarks_json"].convert<std::string>();
  return s;
}

// Runs an UPDATE that sets one text column of the row with this id.
void set_text(Poco::Data::Session session, const std::string& sql, const std::string& value,
              std::int64_t id) {
  Int64 key = id;
  session << sql, bind(value), use(key), now;
}

// Runs a DELETE of one row by id; true when a row was there.
bool delete_row(Poco::Data::Session session, const std::string& sql, std::int64_t id) {
  Int64 key = id;
  Poco::Data::Statement del(session);
  del << sql, use(key);
  return del.execute() > 0;
}

}  // namespace

WatchStore::WatchStore(sdk::HostServices& host) : host_(host) {
  host_.migrate(kSchema);
}

// --- Groups

std::int64_t WatchStore::insert_group(const Group& g) {
  auto session = host_.store();
  int active = g.active;
  Int64 owner_id = g.owner.id, id = 0;
  std::string created = kit::now_iso_utc();
  session << "INSERT INTO groups (name, description, schedule, styleguide_id, options_json, active, owner_id,"
             " owner_login, owner_role, created_at) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10) RETURNING id",
      bind(g.name), bind(g.description), bind(g.schedule), bind(g.styleguide_id), bind(g.options_json),
      use(active), use(owner_id), bind(g.owner.login), bind(g.owner.role), use(created), into(id), now;
  return id;
}

void WatchStore::update_group(const Group& g) {
  auto session = host_.store();
  int active = g.active;
  Int64 id = g.id;
  session << "UPDATE groups SET name=$1, description=$2, schedule=$3, styleguide_id=$4, options_json=$5, "
             "active=$6"
             " WHERE id=$7",
      bind(g.name), bind(g.description), bind(g.schedule), bind(g.styleguide_id), bind(g.options_json),
      use(active), use(id), now;
}

bool WatchStore::delete_group(std::int64_t id) {
  return delete_row(host_.store(), "DELETE FROM groups WHERE id=$1", id);
}

std::optional<Group> WatchStore::group(std::int64_t id) {
  return first(select_all<Group>(host_.store(), "SELECT * FROM groups WHERE id=$1", group_from, Int64(id)));
}

std::vector<Group> WatchStore::groups() {
  return select_all<Group>(host_.store(), "SELECT * FROM groups ORDER BY id", group_from);
}

// --- Pages

std::int64_t WatchStore::insert_page(const Page& p) {
  auto session = host_.store();
  Int64 group_id = p.group_id, id = 0;
  int main = p.main_content;
  std::string ignore = strings_json(p.ignore), created = kit::now_iso_utc();
  session << "INSERT INTO pages (group_id, url, title, selector, main_content, ignore_json, created_at)"
             " VALUES ($1,$2,$3,$4,$5,$6,$7) RETURNING id",
      use(group_id), bind(p.url), bind(p.title), bind(p.selector), use(main), use(ignore), use(created),
      into(id), now;
  return id;
}

void WatchStore::update_page(const Page& p) {
  auto session = host_.store();
  Int64 id = p.id, group_id = p.group_id;
  int main = p.main_content;
  std::string ignore = strings_json(p.ignore);
  session << "UPDATE pages SET group_id=$1, url=$2, title=$3, selector=$4, main_content=$5, ignore_json=$6,"
             " etag=CASE WHEN url=$7 THEN etag ELSE '' END,"
             " last_modified=CASE WHEN url=$8 THEN last_modified ELSE '' END WHERE id=$9",
      use(group_id), bind(p.url), bind(p.title), bind(p.selector), use(main), use(ignore), bind(p.url),
      bind(p.url), use(id), now;
}

bool WatchStore::delete_page(std::int64_t id) {
  return delete_row(host_.store(), "DELETE FROM pages WHERE id=$1", id);
}

std::optional<Page> WatchStore::page(std::int64_t id) {
  return first(select_all<Page>(host_.store(), "SELECT * FROM pages WHERE id=$1", page_from, Int64(id)));
}

std::vector<Page> WatchStore::pages(std::optional<std::int64_t> group_id) {
  if (group_id)
    return select_all<Page>(host_.store(), "SELECT * FROM pages WHERE group_id=$1 ORDER BY id", page_from,
                            Int64(*group_id));
  return select_all<Page>(host_.store(), "SELECT * FROM pages ORDER BY id", page_from);
}

void WatchStore::save_validators(std::int64_t page_id, const std::string& etag,
                                 const std::string& last_modified) {
  auto session = host_.store();
  Int64 id = page_id;
  session << "UPDATE pages SET etag=$1, last_modified=$2 WHERE id=$3", bind(etag), bind(last_modified),
      use(id), now;
}

// --- Snapshots

std::int64_t WatchStore::insert_snapshot(const Snapshot& s, int keep) {
  auto session = host_.store();
  Int64 page_id = s.page_id, run_id = s.run_id;
  Int64 kept = std::max(keep, 2), id = 0;
  std::string blocks = blocks_json(s.blocks), taken = kit::now_iso_utc();
  storerows::WriteTransaction transaction(session);
  session << "INSERT INTO snapshots (page_id, run_id, taken_at, content_hash, blocks_json) VALUES "
             "($1,$2,$3,$4,$5) RETURNING id",
      use(page_id), use(run_id), use(taken), bind(s.content_hash), use(blocks), into(id), now;
  session << "UPDATE pages SET content_hash=$1 WHERE id=$2", bind(s.content_hash), use(page_id), now;
  session << "DELETE FROM snapshots WHERE page_id=$1 AND id NOT IN"
             " (SELECT id FROM snapshots WHERE page_id=$2 ORDER BY id DESC LIMIT $3)",
      use(page_id), use(page_id), use(kept), now;
  transaction.commit();
  return id;
}

void WatchStore::set_snapshot_check(std::int64_t snapshot_id, const std::string& check_job_id) {
  set_text(host_.store(), "UPDATE snapshots SET check_job_id=$1 WHERE id=$2", check_job_id, snapshot_id);
}

void WatchStore::set_snapshot_remarks(std::int64_t snapshot_id, const std::string& remarks_json) {
  set_text(host_.store(), "UPDATE snapshots SET remarks_json=$1 WHERE id=$2", remarks_json, snapshot_id);
}

std::optional<Snapshot> WatchStore::snapshot(std::int64_t id) {
  return first(
      select_all<Snapshot>(host_.store(), "SELECT * FROM snapshots WHERE id=$1", snapshot_from, Int64(id)));
}

std::optional<Snapshot> WatchStore::latest_snapshot(std::int64_t page_id) {
  return first(select_all<Snapshot>(host_.store(),
                                    "SELECT * FROM snapshots WHERE page_id=$1 ORDER BY id DESC LIMIT 1",
                                    snapshot_from, Int64(page_id)));
}

std::optional<Snapshot> WatchStore::snapshot_before(std::int64_t page_id, std::int64_t snapshot_id) {
  return first(select_all<Snapshot>(
      host_.store(), "SELECT * FROM snapshots WHERE page_id=$1 AND id<$2 ORDER BY id DESC LIMIT 1",
      snapshot_from, Int64(page_id), Int64(snapshot_id)));
}

Poco::JSON::Array::Ptr WatchStore::snapshot_list(std::int64_t page_id) {
  auto session = host_.store();
  Int64 id = page_id;
  Poco::Data::Statement select(session);
  // The blocks' count from their JSON array: each database has its own JSON functions.
  const std::string blocks = host_.store_dialect() == sdk::StoreDialect::postgresql
                                 ? "json_array_length(CAST(blocks_json AS JSON))"
                                 : "json_array_length(blocks_json)";
  select << "SELECT id, run_id, taken_at, content_hash, check_job_id, " + blocks +
                " AS blocks FROM snapshots WHERE page_id=$1 ORDER BY id DESC",
      use(id);
  select.execute();
  Poco::Data::RecordSet rows(select);
  return rows_json(rows);
}

// --- Runs

std::int64_t WatchStore::insert_run(std::optional<std::int64_t> group_id, std::optional<std::int64_t> page_id,
                                    const std::string& trigger, const std::vector<Page>& pages) {
  auto session = host_.store();
  Int64 gid = group_id.value_or(0), pid = page_id.value_or(0);
  std::string started = kit::now_iso_utc();
  storerows::WriteTransaction transaction(session);
  Int64 run_id = 0;
  session << "INSERT INTO runs (group_id, page_id, trigger, started_at) VALUES ($1,$2,$3,$4) RETURNING id",
      use(gid), use(pid), bind(trigger), use(started), into(run_id), now;
  for (std::size_t i = 0; i < pages.size(); ++i) {
    Int64 page = pages[i].id;
    int position = static_cast<int>(i);
    session << "INSERT INTO run_pages (run_id, page_id, position, url) VALUES ($1,$2,$3,$4)", use(run_id),
        use(page), use(position), bind(pages[i].url), now;
  }
  transaction.commit();
  return run_id;
}

void WatchStore::set_run_job(std::int64_t run_id, const std::string& job_id) {
  set_text(host_.store(), "UPDATE runs SET job_id=$1 WHERE id=$2", job_id, run_id);
}

void WatchStore::set_run_status(std::int64_t run_id, const std::string& status, const std::string& error) {
  auto session = host_.store();
  Int64 id = run_id;
  const bool finished = status != "queued" && status != "running";
  std::string finished_at = finished ? kit::now_iso_utc() : std::string{};
  session << "UPDATE runs SET status=$1, error=$2, finished_at=$3 WHERE id=$4", bind(status), bind(error),
      use(finished_at), use(id), now;
}

std::vector<std::int64_t> WatchStore::run_page_ids(std::int64_t run_id) {
  return select_all<std::int64_t>(
      host_.store(), "SELECT page_id FROM run_pages WHERE run_id=$1 ORDER BY position",
      [](Poco::Data::RecordSet& r) { return std::int64_t(r[0].convert<Int64>()); }, Int64(run_id));
}

void WatchStore::save_run_row(std::int64_t run_id, std::int64_t page_id, const RunRow& row) {
  auto session = host_.store();
  Int64 rid = run_id, pid = page_id, bytes = row.bytes, ms = row.ms, snapshot = row.snapshot_id;
  int status = row.http_status;
  session << "UPDATE run_pages SET outcome=$1, http_status=$2, bytes=$3, ms=$4, error=$5, snapshot_id=$6, "
             "check_job_id=$7"
             " WHERE run_id=$8 AND page_id=$9",
      bind(row.outcome), use(status), use(bytes), use(ms), bind(row.error), use(snapshot),
      bind(row.check_job_id), use(rid), use(pid), now;
}

Poco::JSON::Object::Ptr WatchStore::run_json(std::int64_t run_id, bool with_pages) {
  auto session = host_.store();
  Int64 id = run_id;
  Poco::Data::Statement select(session);
  select << "SELECT r.*, (SELECT name FROM groups g WHERE g.id=r.group_id) AS group_name,"
            " (SELECT COUNT(*) FROM run_pages p WHERE p.run_id=r.id) AS total,"
            " (SELECT COUNT(*) FROM run_pages p WHERE p.run_id=r.id AND outcome='unchanged') AS unchanged,"
            " (SELECT COUNT(*) FROM run_pages p WHERE p.run_id=r.id AND outcome='changed') AS changed,"
            " (SELECT COUNT(*) FROM run_pages p WHERE p.run_id=r.id AND outcome='new') AS new,"
            " (SELECT COUNT(*) FROM run_pages p WHERE p.run_id=r.id AND outcome='error') AS errors,"
            " (SELECT COUNT(*) FROM run_pages p WHERE p.run_id=r.id AND outcome='pending') AS pending"
            " FROM runs r WHERE r.id=$1",
      use(id);
  select.execute();
  Poco::Data::RecordSet rows(select);
  auto array = rows_json(rows);
  if (array->size() == 0) return nullptr;
  auto run = array->getObject(0);
  if (with_pages) {
    Poco::Data::Statement pages(session);
    pages
        << "SELECT rp.page_id, rp.url, COALESCE(p.title, '') AS title, rp.outcome, rp.http_status, rp.bytes,"
           " rp.ms, rp.error, rp.snapshot_id, rp.check_job_id FROM run_pages rp"
           " LEFT JOIN pages p ON p.id = rp.page_id WHERE rp.run_id=$1 ORDER BY rp.position",
        use(id);
    pages.execute();
    Poco::Data::RecordSet page_rows(pages);
    run->set("pages", rows_json(page_rows));
  }
  return run;
}

Poco::JSON::Array::Ptr WatchStore::run_list(std::optional<std::int64_t> group_id, int limit) {
  auto session = host_.store();
  Int64 gid = group_id.value_or(0), lim = limit;
  int filter = group_id.has_value();
  Poco::Data::Statement select(session);
  select << "SELECT id FROM runs WHERE ($1=0 OR group_id=$2) ORDER BY id DESC LIMIT $3", use(filter),
      use(gid), use(lim);
  select.execute();
  Poco::Data::RecordSet rows(select);
  Poco::JSON::Array::Ptr out = new Poco::JSON::Array;
  for (bool more = rows.moveFirst(); more; more = rows.moveNext())
    if (auto run = run_json(rows[0].convert<Int64>(), false)) out->add(run);
  return out;
}

std::string WatchStore::run_job_id(std::int64_t run_id) {
  auto ids = select_all<std::string>(
      host_.store(), "SELECT job_id FROM runs WHERE id=$1",
      [](Poco::Data::RecordSet& r) { return r[0].convert<std::string>(); }, Int64(run_id));
  return ids.empty() ? std::string{} : ids.front();
}

std::string WatchStore::run_status(std::int64_t run_id) {
  auto statuses = select_all<std::string>(
      host_.store(), "SELECT status FROM runs WHERE id=$1",
      [](Poco::Data::RecordSet& r) { return r[0].convert<std::string>(); }, Int64(run_id));
  return statuses.empty() ? std::string{} : statuses.front();
}

int WatchStore::end_run(std::int64_t run_id, const std::string& status, const std::string& error) {
  auto session = host_.store();
  Int64 id = run_id;
  std::string finished = kit::now_iso_utc();
  storerows::WriteTransaction transaction(session);
  session << "UPDATE runs SET status=$1, error=$2, finished_at=$3 WHERE id=$4", bind(status), bind(error),
      use(finished), use(id), now;
  Poco::Data::Statement rows(session);
  rows << "UPDATE run_pages SET outcome='error', error=$1 WHERE run_id=$2 AND outcome='pending'", bind(error),
      use(id);
  const int ended = static_cast<int>(rows.execute());
  transaction.commit();
  return ended;
}

int WatchStore::end_interrupted_runs() {
  int ended = 0;
  using Unfinished = std::pair<std::int64_t, std::string>;
  for (const auto& [id, job_id] : select_all<Unfinished>(
           host_.store(), "SELECT id, job_id FROM runs WHERE status IN ('queued','running')",
           [](Poco::Data::RecordSet& r) {
             return Unfinished{r[0].convert<Int64>(), r[1].convert<std::string>()};
           })) {
    // A run whose job another backend on the database still runs is its.
    const auto job = job_id.empty() ? std::nullopt : host_.job(job_id);
    if (job && (job->status == "queued" || job->status == "running")) continue;
    ended += end_run(id, "error", sdk::kInterruptedByRestart);
  }
  return ended;
}

// --- State

std::optional<std::string> WatchStore::state(const std::string& key) {
  return first(select_all<std::string>(
      host_.store(), "SELECT value FROM state WHERE key=$1",
      [](Poco::Data::RecordSet& r) { return r[0].convert<std::string>(); }, key));
}

bool WatchStore::replace_state(const std::string& key, const std::optional<std::string>& expected,
                               const std::string& value) {
  auto session = host_.store();
  Poco::Data::Statement write(session);
  if (expected)
    write << "UPDATE state SET value=$1 WHERE key=$2 AND value=$3", bind(value), bind(key), bind(*expected);
  else
    write << "INSERT INTO state (key, value) VALUES ($1,$2) ON CONFLICT(key) DO NOTHING", bind(key),
        bind(value);
  return write.execute() == 1;
}

}  // namespace proofreader::watch
