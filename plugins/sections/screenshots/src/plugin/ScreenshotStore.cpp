#include <proofreader/kit/owner.hpp>
#include <proofreader/kit/timestamps.hpp>
#include <stdexcept>

#include "ScreenshotStore.hpp"

#include <Poco/Data/RecordSet.h>
#include <Poco/Data/Session.h>
#include <Poco/Data/Statement.h>
#include <Poco/JSON/Array.h>
#include <Poco/JSON/Parser.h>
#include <Poco/JSON/Stringifier.h>

#include <storerows/Rows.hpp>

#include <sstream>
#include <storerows/WriteTransaction.hpp>

namespace proofreader::screenshots {

using namespace Poco::Data::Keywords;
using Poco::Int64;
using storerows::first;
using storerows::select_all;

namespace {

// Released steps never change; a change is a new step at the end.
const std::vector<std::string> kSchema = {
    R"(CREATE TABLE templates (
         id INTEGER PRIMARY KEY AUTOINCREMENT,
         definition_json TEXT NOT NULL,
         owner_id INTEGER NOT NULL, owner_login TEXT NOT NULL,
         created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
       CREATE TABLE captures (
         template_id INTEGER NOT NULL REFERENCES templates(id) ON DELETE CASCADE,
         version INTEGER NOT NULL, job_id TEXT NOT NULL,
         width INTEGER NOT NULL, height INTEGER NOT NULL,
         format TEXT NOT NULL, file_name TEXT NOT NULL,
         changed_share REAL, changed_regions INTEGER NOT NULL DEFAULT 0,
         refused_json TEXT NOT NULL DEFAULT '[]', seconds REAL NOT NULL DEFAULT 0,
         browser_peak_bytes INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL,
         PRIMARY KEY (template_id, version));)"};

std::string stringify(const Poco::Dynamic::Var& value) {
  std::ostringstream out;
  Poco::JSON::Stringifier::stringify(value, out);
  return out.str();
}

StoredTemplate template_from(Poco::Data::RecordSet& r) {
  StoredTemplate t;
  t.id = r["id"].convert<Int64>();
  const auto json = Poco::JSON::Parser().parse(r["definition_json"].convert<std::string>());
  t.definition = parse_template(*json.extract<Poco::JSON::Object::Ptr>());
  t.owner_id = r["owner_id"].convert<Int64>();
  t.owner_login = r["owner_login"].convert<std::string>();
  t.created_at = r["created_at"].convert<std::string>();
  t.updated_at = r["updated_at"].convert<std::string>();
  return t;
}

CaptureRecord capture_from(Poco::Data::RecordSet& r) {
  CaptureRecord c;
  c.template_id = r["template_id"].convert<Int64>();
  c.version = r["version"].convert<int>();
  c.job_id = r["job_id"].convert<std::string>();
  c.width = r["width"].convert<int>();
  c.height = r["height"].convert<int>();
  c.format = r["format"].convert<std::string>();
  c.file_name = r["file_name"].convert<std::string>();
  c.changed_share = storerows::nullable<double>(r["changed_share"]);
  c.changed_regions = r["changed_regions"].convert<int>();
  const auto refused = Poco::JSON::Parser().parse(r["refused_json"].convert<std::string>());
  for (const auto& item : *refused.extract<Poco::JSON::Array::Ptr>()) c.refused.push_back(item.toString());
  c.seconds = r["seconds"].convert<double>();
  c.browser_peak_bytes = r["browser_peak_bytes"].convert<Int64>();
  c.created_at = r["created_at"].convert<std::string>();
  return c;
}

Int64 count(Poco::Data::Session session, const std::string& sql) {
  Int64 n = 0;
  session << sql, into(n), now;
  return n;
}

}  // namespace

ScreenshotStore::ScreenshotStore(sdk::HostServices& host) : host_(host) {
  host_.migrate(kSchema);
}

std::vector<StoredTemplate> ScreenshotStore::templates() {
  return select_all<StoredTemplate>(host_.store(), "SELECT * FROM templates ORDER BY id", template_from);
}

std::optional<StoredTemplate> ScreenshotStore::find(std::int64_t id) {
  return first(select_all<StoredTemplate>(host_.store(), "SELECT * FROM templates WHERE id=$1", template_from,
                                          Int64(id)));
}

std::int64_t ScreenshotStore::insert(const ScreenshotTemplate& t, const sdk::User& owner) {
  auto session = host_.store();
  std::string definition = stringify(to_json(t)), created = kit::now_iso_utc();
  Int64 owner_id = owner.id, id = 0;
  storerows::WriteTransaction transaction(session);
  session << "INSERT INTO templates (definition_json, owner_id, owner_login, created_at, updated_at)"
             " VALUES ($1,$2,$3,$4,$5) RETURNING id",
      use(definition), use(owner_id), bind(owner.login), use(created), use(created), into(id), now;
  transaction.commit();
  return id;
}

void ScreenshotStore::update(std::int64_t id, const ScreenshotTemplate& t) {
  auto session = host_.store();
  std::string definition = stringify(to_json(t)), updated = kit::now_iso_utc();
  Int64 key = id;
  session << "UPDATE templates SET definition_json=$1, updated_at=$2 WHERE id=$3", use(definition),
      use(updated), use(key), now;
}

bool ScreenshotStore::remove(std::int64_t id) {
  auto session = host_.store();
  Int64 key = id;
  Poco::Data::Statement erase(session);
  erase << "DELETE FROM templates WHERE id=$1", use(key);
  return erase.execute() > 0;
}

std::vector<CaptureRecord> ScreenshotStore::captures(std::int64_t template_id) {
  return select_all<CaptureRecord>(host_.store(),
                                   "SELECT * FROM captures WHERE template_id=$1 ORDER BY version DESC",
                                   capture_from, Int64(template_id));
}

std::optional<CaptureRecord> ScreenshotStore::capture(std::int64_t template_id, int version) {
  return first(select_all<CaptureRecord>(host_.store(),
                                         "SELECT * FROM captures WHERE template_id=$1 AND version=$2",
                                         capture_from, Int64(template_id), version));
}

std::optional<CaptureRecord> ScreenshotStore::latest_capture(std::int64_t template_id) {
  return first(select_all<CaptureRecord>(
      host_.store(), "SELECT * FROM captures WHERE template_id=$1 ORDER BY version DESC LIMIT 1",
      capture_from, Int64(template_id)));
}

void ScreenshotStore::insert_capture(const CaptureRecord& c) {
  auto session = host_.store();
  Poco::JSON::Array refused;
  for (const auto& line : c.refused) refused.add(line);
  std::string refused_json = stringify(refused),
              created = c.created_at.empty() ? kit::now_iso_utc() : c.created_at;
  Int64 template_id = c.template_id, peak = c.browser_peak_bytes;
  Poco::Nullable<double> share;
  if (c.changed_share) share = *c.changed_share;
  session << "INSERT INTO captures (template_id, version, job_id, width, height, format, file_name,"
             " changed_share, changed_regions, refused_json, seconds, browser_peak_bytes, created_at)"
             " VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13)",
      use(template_id), bind(c.version), bind(c.job_id), bind(c.width), bind(c.height), bind(c.format),
      bind(c.file_name), use(share), bind(c.changed_regions), use(refused_json), bind(c.seconds), use(peak),
      use(created), now;
}

std::vector<int> ScreenshotStore::prune_captures(std::int64_t template_id, int kept) {
  auto session = host_.store();
  Int64 key = template_id;
  std::vector<int> dropped;
  storerows::WriteTransaction transaction(session);
  session << "SELECT version FROM captures WHERE template_id=$1 AND version NOT IN"
             " (SELECT version FROM captures WHERE template_id=$2 ORDER BY version DESC LIMIT $3) ORDER BY "
             "version DESC",
      use(key), use(key), use(kept), into(dropped), now;
  for (int version : dropped)
    session << "DELETE FROM captures WHERE template_id=$1 AND version=$2", use(key), use(version), now;
  transaction.commit();
  return dropped;
}

std::int64_t ScreenshotStore::template_count() {
  return count(host_.store(), "SELECT COUNT(*) FROM templates");
}

std::int64_t ScreenshotStore::capture_count() {
  return count(host_.store(), "SELECT COUNT(*) FROM captures");
}

Poco::JSON::Object::Ptr template_json(const StoredTemplate& t) {
  Poco::JSON::Object::Ptr o = to_json(t.definition);
  o->set("id", t.id);
  kit::set_owner(*o, t.owner_id, t.owner_login);
  o->set("created_at", t.created_at);
  o->set("updated_at", t.updated_at);
  return o;
}

Poco::JSON::Object::Ptr capture_json(const CaptureRecord& c) {
  Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
  const std::string base =
      "/api/screenshot-templates/" + std::to_string(c.template_id) + "/captures/" + std::to_string(c.version);
  o->set("template_id", c.template_id);
  o->set("version", c.version);
  o->set("job_id", c.job_id);
  o->set("width", c.width);
  o->set("height", c.height);
  o->set("format", c.format);
  o->set("file_name", c.file_name);
  o->set("changed_share", c.changed_share ? Poco::Dynamic::Var(*c.changed_share) : Poco::Dynamic::Var());
  o->set("changed_regions", c.changed_regions);
  Poco::JSON::Array::Ptr refused = new Poco::JSON::Array;
  for (const auto& line : c.refused) refused->add(line);
  o->set("refused", refused);
  o->set("seconds", c.seconds);
  o->set("browser_peak_bytes", c.browser_peak_bytes);
  o->set("created_at", c.created_at);
  o->set("image_url", base + "/image");
  o->set("raw_url", base + "/raw");
  o->set("diff_url", c.changed_share ? Poco::Dynamic::Var(base + "/diff") : Poco::Dynamic::Var());
  return o;
}

}  // namespace proofreader::screenshots
