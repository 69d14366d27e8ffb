#include "jobs/JobStore.hpp"

#include <Poco/Data/RecordSet.h>
#include <Poco/Data/Statement.h>
#include <Poco/DateTime.h>
#include <Poco/DateTimeFormatter.h>
#include <Poco/JSON/Parser.h>

#include <sstream>

#include "storage/Database.hpp"
#include "storage/OneRoundTrip.hpp"

using namespace Poco::Data::Keywords;

namespace proofreader::host {

namespace {

Poco::Dynamic::Var null_if_empty(const std::string& s) {
  return s.empty() ? Poco::Dynamic::Var() : Poco::Dynamic::Var(s);
}

}  // namespace

Poco::JSON::Object::Ptr JobSnapshot::json() const {
  Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
  o->set("job_id", id);
  o->set("kind", kind);
  o->set("status", std::string(to_string(status)));
  o->set("stage", stage);
  o->set("progress", progress);
  o->set("error", null_if_empty(error));
  o->set("created_at", created_at);
  o->set("started_at", null_if_empty(started_at));
  o->set("finished_at", null_if_empty(finished_at));
  Poco::JSON::Object::Ptr source = new Poco::JSON::Object;
  source->set("kind", source_kind);
  source->set("name", source_name);
  source->set("url", source_url);
  o->set("source", source);
  Poco::JSON::Parser parser;
  o->set("origin", parser.parse(origin_json.empty() ? "{}" : origin_json));
  return o;
}

sdk::JobInfo JobSnapshot::info() const {
  return {id, kind, std::string(to_string(status)), stage, progress, error};
}

void JobStore::fail_unfinished(const std::string& message) {
  auto session = db_.session();
  std::string text = message, at = Poco::DateTimeFormatter::format(Poco::DateTime(), "%Y-%m-%dT%H:%M:%s%z");
  session << "UPDATE jobs SET status = 'error', stage = 'done', error = $1, finished_at = $2 "
             "WHERE status IN ('queued', 'running')",
      use(text), use(at), now;
}

void JobStore::insert(const JobSnapshot& s, const std::string& styleguide_id) {
  auto session = db_.session();
  query(session,
        "INSERT INTO jobs (id, kind, user_id, status, stage, progress, source_kind, source_name, source_url, "
        "styleguide_id, created_at, origin_json) VALUES ($1, $2, $3, $4, $5, 0, $6, $7, $8, $9, $10, $11)",
        {s.id, s.kind, std::int64_t{s.user_id}, std::string(to_string(s.status)), s.stage, s.source_kind,
         s.source_name, s.source_url, styleguide_id, s.created_at, s.origin_json});
}

void JobStore::update(const JobSnapshot& s) {
  auto session = db_.session();
  query(session,
        "UPDATE jobs SET status = $1, stage = $2, progress = $3, error = NULLIF($4, ''), "
        "started_at = NULLIF($5, ''), finished_at = NULLIF($6, '') WHERE id = $7",
        {std::string(to_string(s.status)), s.stage, s.progress, s.error, s.started_at, s.finished_at, s.id});
}

void JobStore::save_result(const std::string& id, const std::string& result_json) {
  auto session = db_.session();
  std::string r = result_json, key = id;
  session << "UPDATE jobs SET report_json = $1 WHERE id = $2", use(r), use(key), now;
}

const std::string JobStore::kSnapshotColumns =
    "id, user_id, status, stage, progress, COALESCE(error, ''), created_at, COALESCE(started_at, ''), "
    "COALESCE(finished_at, ''), source_kind, source_name, source_url, kind, origin_json";

JobSnapshot JobStore::snapshot_of(const SqlRow& row) {
  auto text = [&](std::size_t column) { return row.at(column).value_or(""); };
  JobSnapshot s;
  s.id = text(0);
  s.user_id = std::stoll(text(1));
  s.status = parse_job_status(text(2)).value_or(JobStatus::error);
  s.stage = text(3);
  s.progress = std::stod(text(4));
  s.error = text(5);
  s.created_at = text(6);
  s.started_at = text(7);
  s.finished_at = text(8);
  s.source_kind = text(9);
  s.source_name = text(10);
  s.source_url = text(11);
  s.kind = text(12);
  s.origin_json = text(13);
  return s;
}

std::optional<JobSnapshot> JobStore::find(const std::string& id) {
  auto session = db_.session();
  const auto rows = query(session, "SELECT " + kSnapshotColumns + " FROM jobs WHERE id = $1", {id});
  if (rows.empty()) return std::nullopt;
  return snapshot_of(rows.front());
}

std::vector<std::string> JobStore::recent_checks(std::int64_t user_id, bool all_users, int limit) {
  auto session = db_.session();
  Poco::Data::Statement select(session);
  std::vector<std::string> ids;
  Poco::Int64 user = user_id;
  if (all_users)
    select << "SELECT id FROM jobs WHERE kind = 'check' ORDER BY created_at DESC LIMIT $1", into(ids),
        use(limit);
  else
    select << "SELECT id FROM jobs WHERE kind = 'check' AND user_id = $1 ORDER BY created_at DESC LIMIT $2",
        into(ids), use(user), use(limit);
  select.execute();
  return ids;
}

JobStore::Result JobStore::result(const std::string& id) {
  auto session = db_.session();
  std::string key = id;
  std::vector<Poco::Int64> history_ids;
  std::vector<std::string> reports;
  session << "SELECT id, report_json FROM check_history WHERE job_id = $1 ORDER BY id DESC LIMIT 1", use(key),
      into(history_ids), into(reports), now;
  if (!history_ids.empty()) {
    Poco::JSON::Parser parser;
    auto report = parser.parse(reports.front()).extract<Poco::JSON::Object::Ptr>();
    report->set("history_id", history_ids.front());
    std::ostringstream out;
    report->stringify(out);
    return {out.str(), history_ids.front()};
  }
  Poco::Nullable<std::string> stored;
  session << "SELECT report_json FROM jobs WHERE id = $1", use(key), into(stored), now;
  return {stored.isNull() ? "" : stored.value(), 0};
}

}  // namespace proofreader::host
