// GuideStore: the style guides in SQLite (table styleguides) and which one is
// active (styleguide_state).
//
// A guide is stored as its JSON body (parameters, rules, description, source)
// plus the columns the list needs. The JSON the API returns, and the engines
// see as StyleGuideView::json, is that body with id, name, version,
// is_default and active set from the row. The built-in guide is imported from
// its data file at first start and made active; it can be copied (PUT under a
// new id) but not changed or deleted.
//
// Thread-safe: every call takes its own database session; writes are single
// statements or transactions.
#pragma once

#include <Poco/JSON/Object.h>

#include <map>
#include <mutex>
#include <optional>
#include <proofreader/sdk/engine.hpp>
#include <string>
#include <utility>
#include <vector>

namespace proofreader::host {

class Database;

struct GuideRecord {
  std::string id;
  std::string name;
  int version = 0;
  bool is_default = false;
  std::string body_json;
  std::string created_at;
  std::string updated_at;
};

class GuideStore {
 public:
  static constexpr const char* kDefaultId = "default-ru";

  // Applies the "guides" migrations.
  explicit GuideStore(Database& db);

  // Imports the built-in guide from `path` unless the same guide is stored
  // already (a changed file, a new release, replaces the stored copy under a
  // new version), and makes a guide active when none is. Throws when the file
  // is missing or malformed.
  void import_default(const std::string& path);

  std::vector<GuideRecord> list();
  std::optional<GuideRecord> find(const std::string& id);
  std::string active_id();
  // Throws ApiError 404 for an unknown guide.
  void select(const std::string& id);

  // Creates or replaces guide `id` from a validated body (validate_guide_body);
  // the version goes up by one. Refuses the built-in guide (409).
  GuideRecord save(const std::string& id, Poco::JSON::Object::Ptr body);
  // Deletes a guide; refuses the built-in one (409). An active guide being
  // deleted hands the active mark back to the built-in guide.
  void remove(const std::string& id);

  // The API view of a stored guide.
  Poco::JSON::Object::Ptr to_json(const GuideRecord& record, bool with_rules = true);
  sdk::StyleGuideView view(const GuideRecord& record);
  // The engines' view of guide `id` (empty: the active guide); nullopt when
  // there is no such guide.
  std::optional<sdk::StyleGuideView> view_of(const std::string& id);

 private:
  void insert_or_replace(const GuideRecord& record);
  int next_version();

  Database& db_;
  // The bodies view_of read last, by guide id, with their version: a body
  // never changes under one (id, version) (next_version), so view_of has the
  // database send a body only when the stored version is not this one.
  std::mutex bodies_mutex_;
  std::map<std::string, std::pair<int, std::string>> bodies_;
  std::string last_active_;  // the guide view_of("") found active last
};

// The API's JSON of a guide: its stored body with the record's fields set
// (id, name, version, …) and `active` as the caller knows it; the engines'
// view of it. Need no database, so a guide read from a file is shown alike.
Poco::JSON::Object::Ptr guide_json(const GuideRecord& record, bool active, bool with_rules = true);
sdk::StyleGuideView guide_view(const GuideRecord& record, bool active);

// The built-in guide as its data file gives it (validated; the file's
// version), as import_default stores it and the command line uses it offline.
// Throws when the file is missing or malformed.
GuideRecord read_builtin_guide(const std::string& path);

// Checks a guide body from a client: a name, parameters of the right types,
// rules with a known kind, a message and the fields their kind needs, and
// regex patterns that compile. Gives rules without an id an id. Throws
// ApiError 400 naming the rule and field.
void validate_guide_body(const Poco::JSON::Object::Ptr& body);

// A guide id: 1-64 characters of a-z, 0-9, '-', '_'. Throws ApiError 400.
void check_guide_id(const std::string& id);

}  // namespace proofreader::host
