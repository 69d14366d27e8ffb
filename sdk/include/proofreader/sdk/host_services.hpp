// HostServices: what the host offers a plugin — a narrow table of host
// functions in the manner of SQLite's sqlite3_api_routines. The host creates
// one per plugin, passes it to the plugin's factory, and keeps it alive until
// after the plugin instance is destroyed. Every method is safe to call from
// any thread. A plugin sees nothing of the host but this table (not its
// database, not its headers); it gets its own folder and its own store.
// Longer notes on each method: docs/plugin-guide.md, "The host's services".
//
// Compatibility (abi.hpp): a new method is only ever appended at the end,
// with the minor version raised and the method marked with it.
#pragma once

#include <Poco/Data/Session.h>
#include <Poco/JSON/Object.h>
#include <Poco/Logger.h>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "abi.hpp"
#include "document_export.hpp"
#include "http.hpp"  // ApiError, which these methods throw
#include "jobs.hpp"
#include "types.hpp"

namespace proofreader::sdk {

// The database a plugin's store() is on (see store_dialect()).
enum class StoreDialect { sqlite, postgresql };

// An outgoing HTTP request.
struct HttpRequest {
  // Whom the request goes to, which decides the address rules:
  //  - user_url: a URL a user gave; spec §8.2's rules, on every redirect.
  //  - configured_service: an address an administrator configured (the
  //    grammar server); no address rules, no redirects.
  //  - model: `url` is a path under the configured model's API
  //    ("chat/completions"); the host adds its address, key and proxy, which
  //    a plugin never sees. ApiError 409 "model_not_configured" when unset.
  enum class Target { user_url, configured_service, model };

  Target target = Target::user_url;
  std::string method = "GET";
  std::string url;
  std::vector<std::pair<std::string, std::string>> headers;
  std::string body;
  int timeout_ms = 30000;
  // Cap on the response body in bytes; 0 = PROOFREADER_MAX_FETCH_BYTES.
  std::size_t max_bytes = 0;
  // When set, gets the body as it arrives (not stored); false stops it.
  std::function<bool(std::string_view chunk)> on_data;
  // configured_service only: its proxy; empty: PROOFREADER_FETCH_PROXY.
  std::string proxy;
};

struct HttpResponse {
  int status = 0;
  std::string final_url;  // after redirects
  std::string content_type;
  std::vector<std::pair<std::string, std::string>> headers;
  std::string body;
};

// The address rules of spec §8.2 as configured, for a plugin that reaches
// user URLs by other means than http() (a browser).
struct FetchRules {
  bool allow_private = true;  // PROOFREADER_SSRF_ALLOW_PRIVATE
  std::string allowlist;      // PROOFREADER_FETCH_ALLOWLIST as written: comma-separated hosts
};

// Names an object the host shares between plugins (shared_object) and the
// layout the caller compiled (sizeof, alignof); a library both sides build
// against defines both. The host hands it out only when all fields match.
struct SharedObjectType {
  std::string name;  // "russian-morphology"
  std::uint32_t version = 0;
  std::size_t size = 0;
  std::size_t alignment = 0;
};

// One message of a chat with the configured language model.
struct ChatMessage {
  std::string role;  // "system", "user" or "assistant"
  std::string content;
};

// A chat completion with the configured model (PUT /api/settings, LLM_*).
struct ChatRequest {
  std::vector<ChatMessage> messages;
  // Ask for one JSON object (response_format; retried without if refused).
  bool json_object = false;
  double temperature = 0;
  int timeout_ms = 120000;
};

// The configured model as a plugin sees it: all but its address and key.
struct ModelView {
  bool configured = false;  // an address is set
  std::string model;        // llm_model; may be empty
  double temperature = 0.2;
  int max_tokens = 1024;
  int timeout_s = 60;
  int concurrency = 2;  // llm_concurrency: calls in flight at once, across checks
};

class PROOFREADER_SDK_API HostServices {
 public:
  virtual ~HostServices() = default;

  // The plugin's own logger ("plugin.<name>"), configured by the host.
  virtual Poco::Logger& logger() = 0;

  // The value of one of the plugin's declared settings (settings.hpp),
  // already validated; its default when unset. Any other key throws
  // std::out_of_range. kit/settings.hpp gives typed values.
  virtual std::string setting(const std::string& key) const = 0;

  // The plugin's own folder for persistent files, inside the data directory
  // (and so its backups): absolute, created, no trailing slash.
  virtual std::string data_directory() const = 0;

  // A session on the plugin's own store, from a pool the host owns: the
  // SQLite file <data_directory>/store.db, or on PostgreSQL the schema
  // plugin_<name> that every backend shares. One per request or task; never
  // shared between threads. Write SQL both dialects read (the plugin guide
  // says how); store_dialect() says which one it is.
  virtual Poco::Data::Session store() = 0;

  // Applies the plugin's schema: steps[i] runs once, in order, as version
  // i+1, each in one transaction with its bookkeeping. A released step never
  // changes; a change is a new step at the end. On PostgreSQL the host maps
  // SQLite's type names (the plugin guide lists them). Call from the
  // constructor; backends starting together apply each step once.
  virtual void migrate(const std::vector<std::string>& steps) = 0;

  // An outgoing HTTP request under the rules of request.target. Throws
  // ApiError 400 "fetch_refused" naming the rule, 413 "fetch_too_large",
  // 502 "fetch_failed", 504 "fetch_timeout".
  virtual HttpResponse http(const HttpRequest& request) = 0;

  // The rules http() applies to user_url requests (FetchRules above).
  virtual FetchRules fetch_rules() const = 0;

  // An audit log entry for a background action (handlers use
  // RequestContext::audit).
  virtual void audit(const std::string& actor, const std::string& action, const std::string& detail) = 0;

  // Extracts a document with the host's extractors and limits, as a job
  // would (`file_name` breaks ties of format). Throws ApiError 400
  // "bad_document", 413 "document_too_large", 415 "unsupported_format".
  virtual Document extract(std::string_view bytes, const std::string& file_name) = 0;

  // Queues a check (jobs.hpp); returns its job id at once. Throws ApiError
  // 404 (unknown guide), 503 "queue_full" or "shutting_down".
  virtual std::string submit_check(CheckSubmission submission) = 0;

  // Queues a background task as a job (see jobs.hpp) and returns its id.
  // Throws ApiError 503 like submit_check.
  virtual std::string submit_task(TaskSubmission task) = 0;

  // Where a job this plugin submitted stands; nullopt for any other id. With
  // several backends, its tasks are seen from every backend, its checks only
  // from the one that submitted them. A section answering a user still
  // checks that the job is that user's.
  virtual std::optional<JobInfo> job(const std::string& job_id) = 0;

  // A style guide as engines see it; empty `id`: the active one.
  virtual std::optional<StyleGuideView> styleguide(const std::string& id) = 0;

  // One chat completion; returns the assistant's message. Throws ApiError 409
  // "model_not_configured", 502 "model_failed", 504 "model_timeout". Blocks
  // for at most request.timeout_ms.
  virtual std::string model_chat(const ChatRequest& request) = 0;

  // The model's current settings (they change at run time: read per check).
  virtual ModelView model() const = 0;

  // The host's read-only shared data (PROOFREADER_SHARE_DIR, e.g. the
  // dictionaries in morphology/ru): absolute, no trailing slash.
  virtual std::string share_directory() const = 0;

  // A read-only object of the type `type` describes (the caller casts), made
  // by the host's own code on first request and kept alive while anyone
  // holds it. nullptr for an unknown name or another version or layout
  // (logged); std::runtime_error when it cannot be opened (tried again on the
  // next request).
  virtual std::shared_ptr<const void> shared_object(const SharedObjectType& type) = 0;

  // The save-time check of an address to be fetched later (a page to watch):
  // http or https with a host, and no literal address (in any numeric form)
  // or local name the fetch rules refuse. Names are not resolved; every
  // fetch judges its connects itself. Throws ApiError 400 "bad_request"
  // (malformed) or "fetch_refused" naming the rule.
  virtual void check_url(const std::string& url) const = 0;

  // Writes the remarks of job `job_id`'s check into `original`, the file it
  // read (document_export.hpp); dismissed remarks are left out, and one whose
  // text the file no longer has is `skipped`, never misplaced. Throws
  // ApiError 404 (no such check `caller` may see), 409 "export_unsupported"
  // (format or mode), 400 "bad_document".
  virtual ExportedDocument export_checked(const User& caller, const std::string& job_id,
                                          std::string_view original,
                                          const DocumentExportRequest& request) = 0;

  // The SQL dialect of store(); fixed for the process's life.
  virtual StoreDialect store_dialect() const = 0;

  // --- Policy: the host decides, so a plugin never carries an old rule ---

  // Whether `user` may do `action` to an object owned by the user `owner_id`
  // (the permission table of docs/security.md).
  virtual bool allowed(const User& user, std::int64_t owner_id, Action action) const = 0;

  // Throws ApiError 403 "forbidden" unless allowed().
  virtual void require(const User& user, std::int64_t owner_id, Action action) const = 0;

  // Reads the check options present in a JSON body or a form's fields into
  // `options` (what is absent keeps its value), as every route that starts a
  // check does. Throws ApiError 400 "bad_request" naming the field.
  virtual void read_check_options(const Poco::JSON::Object& body, CheckOptions& options) const = 0;
  virtual void read_check_options(const std::map<std::string, std::string>& fields,
                                  CheckOptions& options) const = 0;

  // The categories a remark may carry, in the order the screens list them.
  virtual std::vector<std::string> categories() const = 0;
};

}  // namespace proofreader::sdk
