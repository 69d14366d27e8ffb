#include "guides/GuideStore.hpp"

#include "pipeline/Categories.hpp"

#include <Poco/Data/RecordSet.h>
#include <Poco/Data/Statement.h>
#include <Poco/FileStream.h>
#include <Poco/JSON/Array.h>
#include <Poco/JSON/Parser.h>
#include <Poco/StreamCopier.h>

#include <proofreader/kit/timestamps.hpp>
#include <proofreader/sdk/http.hpp>
#include <set>
#include <sstream>
#include <storerows/WriteTransaction.hpp>

#include "guides/PatternCheck.hpp"
#include "storage/Database.hpp"
#include "storage/OneRoundTrip.hpp"
#include "storage/SqliteTypesOnPostgreSQL.hpp"

using namespace Poco::Data::Keywords;

namespace proofreader::host {

namespace {

const std::vector<std::string> kMigrations = {
    // 1: guides and the active mark.
    R"sql(
      CREATE TABLE styleguides (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        version INTEGER NOT NULL DEFAULT 1,
        is_default INTEGER NOT NULL DEFAULT 0,
        body_json TEXT NOT NULL,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE TABLE styleguide_state (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    )sql",
    // 2: user regex rules.
    R"sql(
      CREATE TABLE user_rules (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        owner_id INTEGER NOT NULL,
        owner_login TEXT NOT NULL DEFAULT '',
        scope TEXT NOT NULL CHECK (scope IN ('own', 'everyone')),
        pattern TEXT NOT NULL,
        flags TEXT NOT NULL DEFAULT '',
        message TEXT NOT NULL,
        suggestion TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE INDEX user_rules_owner ON user_rules(owner_id);
    )sql",
    // 3: guide extraction jobs.
    R"sql(
      CREATE TABLE styleguide_extractions (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL,
        stage TEXT NOT NULL,
        progress REAL NOT NULL DEFAULT 0,
        guide_id TEXT NOT NULL DEFAULT '',
        warnings_json TEXT NOT NULL DEFAULT '[]',
        error TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
    )sql",
    // 4: extractions are jobs now (the host's jobs table, kind styleguide_extraction).
    R"sql(
      DROP TABLE styleguide_extractions;
    )sql",
};

const std::set<std::string> kKinds = {"forbidden", "replace", "term", "regex", "typography"};

Poco::JSON::Object::Ptr parse_object(const std::string& json) {
  Poco::JSON::Parser parser;
  return parser.parse(json).extract<Poco::JSON::Object::Ptr>();
}

std::string stringify(const Poco::JSON::Object::Ptr& o) {
  std::ostringstream out;
  o->stringify(out);
  return out.str();
}

sdk::ApiError bad_rule(std::size_t index, const std::string& what) {
  const std::string n = std::to_string(index + 1);
  return sdk::ApiError::bad_request("rule #" + n + ": " + what, "Правило №" + n + ": " + what);
}

std::string text_field(const Poco::JSON::Object::Ptr& o, const std::string& name) {
  if (!o->has(name)) return {};
  const auto value = o->get(name);
  if (!value.isString())
    throw sdk::ApiError::bad_request(name + " must be a string", name + ": нужна строка");
  return value.extract<std::string>();
}

// A word rule's phrase is matched word by word (the style engine's
// LemmaMatcher): it needs a word, and a first word that is not a {POS}
// placeholder, else the engine would have to leave the rule out.
void check_phrase(const std::string& phrase, std::size_t index, const std::string& what) {
  std::istringstream words(phrase);
  std::string first;
  words >> first;
  if (first.empty()) throw bad_rule(index, what + " has no word");
  if (first.size() > 2 && first.front() == '{' && first.back() == '}')
    throw bad_rule(index, what + " must start with a word, not " + first);
}

void validate_rule(Poco::JSON::Object::Ptr rule, std::size_t index, std::set<std::string>& ids) {
  const std::string kind = text_field(rule, "kind");
  if (!kKinds.count(kind))
    throw bad_rule(index, "kind must be forbidden, replace, term, regex or typography");
  if (text_field(rule, "message").empty()) throw bad_rule(index, "message is required");
  auto required = [&](const char* field) {
    if (!rule->has(field) || rule->get(field).isEmpty() ||
        (rule->get(field).isString() && rule->get(field).extract<std::string>().empty()))
      throw bad_rule(index, std::string(field) + " is required for kind " + kind);
  };
  if (kind == "forbidden" || kind == "replace") {
    required("phrase");
    check_phrase(text_field(rule, "phrase"), index, "phrase");
  }
  if (kind == "replace") required("replacement");
  if (kind == "term") {
    required("preferred");
    const auto variants = rule->getArray("variants");
    if (!variants || variants->size() == 0) throw bad_rule(index, "variants are required for kind term");
    for (std::size_t v = 0; v < variants->size(); ++v) {
      const auto variant = variants->get(static_cast<unsigned>(v));
      const std::string what = "variant " + std::to_string(v + 1);
      if (!variant.isString()) throw bad_rule(index, what + " must be a string");
      check_phrase(variant.extract<std::string>(), index, what);
    }
  }
  if (kind == "regex" || kind == "typography") {
    required("pattern");
    check_pattern(text_field(rule, "pattern"), text_field(rule, "flags"),
                  "rule #" + std::to_string(index + 1) + " pattern");
  }
  if (const std::string category = text_field(rule, "category");
      !category.empty() && !is_known_category(category))
    throw bad_rule(index, "unknown category " + category);
  std::string id = text_field(rule, "id");
  if (id.empty()) id = "rule-" + std::to_string(index + 1);
  if (!ids.insert(id).second) throw bad_rule(index, "duplicate id " + id);
  rule->set("id", id);
}

}  // namespace

void check_guide_id(const std::string& id) {
  if (id.empty() || id.size() > 64 ||
      id.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-_") != std::string::npos)
    throw sdk::ApiError::bad_request("a guide id is 1-64 characters: a-z, 0-9, '-', '_'",
                                     "Id руководства: от 1 до 64 символов — a-z, 0-9, «-», «_»");
}

void validate_guide_body(const Poco::JSON::Object::Ptr& body) {
  if (!body) throw sdk::ApiError::bad_request("the guide must be a JSON object", "Руководство — объект JSON");
  try {
    if (text_field(body, "name").empty())
      throw sdk::ApiError::bad_request("name is required", "Нужно название руководства");
    if (body->has("parameters") && !body->getObject("parameters"))
      throw sdk::ApiError::bad_request("parameters must be an object", "parameters: нужен объект");
    if (const auto params = body->getObject("parameters")) {
      const std::string vy = params->optValue<std::string>("vy_policy", "lowercase");
      if (vy != "lowercase" && vy != "capitalized" && vy != "off")
        throw sdk::ApiError::bad_request("vy_policy must be lowercase, capitalized or off",
                                         "vy_policy: lowercase, capitalized или off");
      if (params->has("sentence_length_limit") && !params->get("sentence_length_limit").isInteger())
        throw sdk::ApiError::bad_request("sentence_length_limit must be an integer",
                                         "sentence_length_limit: нужно целое число");
    }
    const auto rules = body->getArray("rules");
    if (body->has("rules") && !rules)
      throw sdk::ApiError::bad_request("rules must be an array", "rules: нужен массив");
    std::set<std::string> ids;
    for (std::size_t i = 0; rules && i < rules->size(); ++i) {
      const auto rule = rules->getObject(static_cast<unsigned>(i));
      if (!rule) throw bad_rule(i, "not an object");
      validate_rule(rule, i, ids);
    }
  } catch (const Poco::Exception& e) {
    throw sdk::ApiError::bad_request("malformed guide: " + e.displayText(),
                                     "Руководство с ошибкой: " + e.displayText());
  }
}

int GuideStore::next_version() {
  // One counter for all guides, so an id deleted and created again never
  // repeats a (id, version) pair an engine may have cached.
  auto session = db_.session();
  storerows::WriteTransaction transaction(session);
  std::vector<std::string> value;
  session << "SELECT value FROM styleguide_state WHERE key = 'version_counter'", into(value), now;
  int version = 1;
  for (const auto& r : list()) version = std::max(version, r.version + 1);
  if (!value.empty()) version = std::max(version, std::stoi(value.front()) + 1);
  std::string text = std::to_string(version);
  session << "INSERT INTO styleguide_state (key, value) VALUES ('version_counter', $1) "
             "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
      use(text), now;
  transaction.commit();
  return version;
}

GuideStore::GuideStore(Database& db) : db_(db) {
  // PostgreSQL takes the same steps with its type names (as a plugin's are).
  std::vector<std::string> steps = kMigrations;
  if (db_.dialect() == Dialect::postgresql)
    for (auto& step : steps) step = sqlite_types_on_postgresql(step);
  db_.migrate("guides", steps);
}

void GuideStore::import_default(const std::string& path) {
  GuideRecord record = read_builtin_guide(path);
  // The built-in guide is never edited in place, so a stored copy unlike the
  // file is an older release's: the file's replaces it, under a new version
  // so engines compile it afresh.
  const auto stored = find(kDefaultId);
  if (!stored || stored->body_json != record.body_json) {
    if (stored) record.version = next_version();
    insert_or_replace(record);
  }
  if (active_id().empty()) select(kDefaultId);
}

void GuideStore::insert_or_replace(const GuideRecord& r) {
  auto session = db_.session();
  std::string id = r.id, name = r.name, body = r.body_json;
  std::string updated = kit::now_iso_utc_micro();
  int version = r.version, is_default = r.is_default ? 1 : 0;
  session << "INSERT INTO styleguides (id, name, version, is_default, body_json) VALUES ($1, $2, $3, $4, $5) "
             "ON CONFLICT(id) DO UPDATE SET name = excluded.name, version = excluded.version, "
             "body_json = excluded.body_json, updated_at = $6",
      use(id), use(name), use(version), use(is_default), use(body), use(updated), now;
}

std::vector<GuideRecord> GuideStore::list() {
  auto session = db_.session();
  Poco::Data::Statement statement(session);
  statement << "SELECT id, name, version, is_default, body_json, created_at, updated_at FROM styleguides "
               "ORDER BY is_default DESC, name";
  statement.execute();
  Poco::Data::RecordSet rows(statement);
  std::vector<GuideRecord> out;
  for (std::size_t i = 0; i < rows.rowCount(); ++i) {
    GuideRecord r;
    r.id = rows.value(0, i).convert<std::string>();
    r.name = rows.value(1, i).convert<std::string>();
    r.version = rows.value(2, i).convert<int>();
    r.is_default = rows.value(3, i).convert<int>() != 0;
    r.body_json = rows.value(4, i).convert<std::string>();
    r.created_at = rows.value(5, i).convert<std::string>();
    r.updated_at = rows.value(6, i).convert<std::string>();
    out.push_back(std::move(r));
  }
  return out;
}

std::optional<GuideRecord> GuideStore::find(const std::string& id) {
  for (auto& r : list())
    if (r.id == id) return r;
  return std::nullopt;
}

std::string GuideStore::active_id() {
  auto session = db_.session();
  std::vector<std::string> value;
  session << "SELECT value FROM styleguide_state WHERE key = 'active'", into(value), now;
  return value.empty() ? std::string() : value.front();
}

void GuideStore::select(const std::string& id) {
  if (!find(id)) throw sdk::ApiError::not_found("no such style guide", "Нет такого руководства");
  auto session = db_.session();
  std::string value = id;
  session << "INSERT INTO styleguide_state (key, value) VALUES ('active', $1) "
             "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
      use(value), now;
}

GuideRecord GuideStore::save(const std::string& id, Poco::JSON::Object::Ptr body) {
  check_guide_id(id);
  const auto existing = find(id);
  if (existing && existing->is_default)
    throw sdk::ApiError::conflict("the built-in guide cannot be changed; save a copy under a new id",
                                  "Встроенное руководство менять нельзя: сохраните копию под новым id");
  GuideRecord record;
  record.id = id;
  record.name = body->getValue<std::string>("name");
  record.version = next_version();
  for (const char* computed : {"id", "version", "is_default", "active", "created_at", "updated_at"})
    body->remove(computed);
  record.body_json = stringify(body);
  insert_or_replace(record);
  return *find(id);
}

void GuideStore::remove(const std::string& id) {
  const auto existing = find(id);
  if (!existing) throw sdk::ApiError::not_found("no such style guide", "Нет такого руководства");
  if (existing->is_default)
    throw sdk::ApiError::conflict("the built-in guide cannot be deleted",
                                  "Встроенное руководство удалить нельзя");
  const bool was_active = active_id() == id;
  auto session = db_.session();
  std::string key = id;
  session << "DELETE FROM styleguides WHERE id = $1", use(key), now;
  if (was_active) select(kDefaultId);
}

Poco::JSON::Object::Ptr GuideStore::to_json(const GuideRecord& record, bool with_rules) {
  return guide_json(record, active_id() == record.id, with_rules);
}

sdk::StyleGuideView GuideStore::view(const GuideRecord& record) {
  return guide_view(record, active_id() == record.id);
}

// Read for every check: the one guide and whether it is the active one, in
// one round trip (not every guide's body, nor the active one twice). The body
// (175 KB for the built-in guide) comes only when it is not the version this
// store read last: on PostgreSQL, reading it out of its compressed storage and
// sending it was a fifth of the server's CPU per check.
std::optional<sdk::StyleGuideView> GuideStore::view_of(const std::string& id) {
  constexpr std::size_t kBodiesKept = 16;
  std::string known_id;
  std::pair<int, std::string> known{0, ""};
  {
    std::lock_guard lock(bodies_mutex_);
    known_id = id.empty() ? last_active_ : id;
    if (auto it = bodies_.find(known_id); it != bodies_.end()) known = it->second;
  }
  auto session = db_.session();
  const auto rows = query(
      session,
      "SELECT g.id, g.name, g.version, g.is_default, "
      "CASE WHEN g.id = $2 AND g.version = $3 THEN NULL ELSE g.body_json END, g.created_at, g.updated_at, "
      "CASE WHEN g.id = a.value THEN 1 ELSE 0 END FROM styleguides g "
      "LEFT JOIN styleguide_state a ON a.key = 'active' "
      "WHERE g.id = CASE WHEN $1 = '' THEN a.value ELSE $1 END",
      {id, known_id, std::int64_t{known.first}});
  if (rows.empty()) return std::nullopt;
  const auto& row = rows.front();
  GuideRecord r;
  r.id = row[0].value_or("");
  r.name = row[1].value_or("");
  r.version = std::stoi(row[2].value_or("1"));
  r.is_default = row[3].value_or("0") != "0";
  r.created_at = row[5].value_or("");
  r.updated_at = row[6].value_or("");
  if (row[4]) {
    r.body_json = *row[4];
    std::lock_guard lock(bodies_mutex_);
    if (bodies_.size() >= kBodiesKept) bodies_.clear();
    bodies_[r.id] = {r.version, r.body_json};
  } else {
    r.body_json = std::move(known.second);
  }
  if (id.empty()) {
    std::lock_guard lock(bodies_mutex_);
    last_active_ = r.id;
  }
  return guide_view(r, row[7].value_or("0") != "0");
}

Poco::JSON::Object::Ptr guide_json(const GuideRecord& record, bool active, bool with_rules) {
  auto body = parse_object(record.body_json);
  const auto rules = body->getArray("rules");
  const std::size_t rule_count = rules ? rules->size() : 0;
  if (!with_rules) body->remove("rules");
  body->set("id", record.id);
  body->set("name", record.name);
  body->set("version", record.version);
  body->set("is_default", record.is_default);
  body->set("active", active);
  body->set("rule_count", static_cast<int>(rule_count));
  body->set("created_at", record.created_at);
  body->set("updated_at", record.updated_at);
  if (!body->has("description")) body->set("description", "");
  if (!body->has("source")) body->set("source", "");
  if (!body->has("parameters")) body->set("parameters", Poco::JSON::Object::Ptr(new Poco::JSON::Object));
  if (with_rules && !rules) body->set("rules", Poco::JSON::Array::Ptr(new Poco::JSON::Array));
  return body;
}

sdk::StyleGuideView guide_view(const GuideRecord& record, bool active) {
  sdk::StyleGuideView v;
  v.id = record.id;
  v.version = record.version;
  v.name = record.name;
  v.json = stringify(guide_json(record, active));
  return v;
}

GuideRecord read_builtin_guide(const std::string& path) {
  Poco::FileInputStream in(path);
  std::string json;
  Poco::StreamCopier::copyToString(in, json);
  auto body = parse_object(json);
  validate_guide_body(body);
  GuideRecord record;
  record.id = GuideStore::kDefaultId;
  record.name = body->getValue<std::string>("name");
  record.version = body->optValue<int>("version", 1);
  record.is_default = true;
  record.body_json = stringify(body);
  return record;
}

}  // namespace proofreader::host
