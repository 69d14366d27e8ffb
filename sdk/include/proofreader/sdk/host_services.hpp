// HostServices: what the host offers a plugin — a narrow table of host
// functions in the manner of SQLite's sqlite3_api_routines.
//
// The host creates one HostServices per plugin, passes it to the plugin's
// factory, and keeps it alive until after the plugin instance is destroyed.
// Every method is safe to call from any thread.
//
// A plugin sees nothing of the host but this table: not the service's
// database (accounts, sessions, other plugins' data), not host headers. It
// gets its own folder inside the data directory and its own store: an SQLite
// file there, or a schema of its own in the PostgreSQL database the backends
// share (store_dialect()).
//
// Compatibility (abi.hpp): a new method is only ever appended at the end of
// this class, with the minor version raised and the method marked with it;
// any other change here raises the major version.
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
  //  - user_url: a URL a user asked us to fetch. Spec §8.2 applies: http and
  //    https only; loopback, link-local, multicast and other special addresses
  //    refused (checked on the address actually connected, on every redirect);
  //    private ranges as PROOFREADER_SSRF_ALLOW_PRIVATE says; the
  //    administrator's allowlist exempts listed hosts.
  //  - configured_service: an address an administrator configured (the grammar
  //    server). No address rules; no redirects followed.
  //  - model: the configured language model. `url` is a path under its
  //    OpenAI-compatible API ("chat/completions"); the host adds the address,
  //    the API key and the model's proxy, which a plugin never sees. No
  //    address rules; no redirects. ApiError 409 "model_not_configured"
  //    when no address is set.
  enum class Target { user_url, configured_service, model };

  Target target = Target::user_url;
  std::string method = "GET";
  std::string url;
  std::vector<std::pair<std::string, std::string>> headers;
  std::string body;
  int timeout_ms = 30000;
  // Cap on the response body in bytes; 0 = PROOFREADER_MAX_FETCH_BYTES.
  std::size_t max_bytes = 0;
  // When set, the body is passed here as it arrives instead of being stored
  // in HttpResponse::body; return false to stop the transfer.
  std::function<bool(std::string_view chunk)> on_data;
  // configured_service only: the proxy to reach the service through
  // ("http://proxy-bridge:3128"). Empty: PROOFREADER_FETCH_PROXY, as for
  // every other request.
  std::string proxy;
};

struct HttpResponse {
  int status = 0;
  std::string final_url;  // after redirects
  std::string content_type;
  std::vector<std::pair<std::string, std::string>> headers;
  std::string body;
};

// The address rules of spec §8.2 as the administrator configured them, for a
// plugin that reaches user URLs by other means than http() (a browser) or
// checks a URL before storing it.
struct FetchRules {
  bool allow_private = true;  // PROOFREADER_SSRF_ALLOW_PRIVATE
  std::string allowlist;      // PROOFREADER_FETCH_ALLOWLIST as written: comma-separated hosts
};

// Names a read-only object the host opens once and shares between plugins
// (HostServices::shared_object), and the layout the caller expects. A library
// both sides build against (plugins/lib/russian for the morphology) defines
// the object's type and its SharedObjectType; the host compares every field
// with its own and hands out the object only when all are equal, so a plugin
// built against another interface or layout gets nothing, never a
// mismatched object. `version` changes with the type's interface; `size` and
// `alignment` are sizeof and alignof of the type as the caller compiled it.
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

// A chat completion with the model an administrator configured (PUT
// /api/settings or LLM_*), through its proxy setting.
struct ChatRequest {
  std::vector<ChatMessage> messages;
  // Ask for one JSON object (response_format json_object; retried once
  // without it if the server refuses the parameter).
  bool json_object = false;
  double temperature = 0;
  int timeout_ms = 120000;
};

// The configured language model as a plugin may see it: everything but its
// address and key, which the host adds to HttpRequest::Target::model
// requests itself (PUT /api/settings, LLM_*).
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

  // The value of one of the plugin's declared settings (settings.hpp), read
  // from the host's configuration when the plugin was loaded and already
  // validated against its declaration; its default when unset. Any other key
  // (another plugin's, the host's own) throws std::out_of_range: a plugin
  // reads only what it declared. whole_number_setting() and flag_setting()
  // below give typed values.
  virtual std::string setting(const std::string& key) const = 0;

  // The plugin's own folder for persistent files: <PROOFREADER_DATA_DIR>/
  // plugins/<name>, inside the data volume and so inside backups. Created by
  // the host; absolute; no trailing slash.
  virtual std::string data_directory() const = 0;

  // A session on the plugin's own store, from a pool the host owns: an SQLite
  // file (<data_directory>/store.db, WAL, foreign keys on, busy timeout) or,
  // when the service runs on PostgreSQL, the schema plugin_<name> of that
  // database (on the session's search path; other backends use it at the
  // same time). Take one per request or task; never share a session between
  // threads. Write SQL both read: parameters $1, $2, … (SQLite takes them as
  // named parameters in order of first use), ON CONFLICT instead of INSERT
  // OR …, RETURNING instead of last_insert_rowid(), timestamps passed in
  // rather than computed; where the dialects differ, store_dialect() says
  // which one to speak.
  virtual Poco::Data::Session store() = 0;

  // Applies the plugin's schema to its store: steps[i] runs once, in order,
  // as version i+1, each step with its bookkeeping in one transaction (a
  // failed step leaves the previous version). A step, once released, never
  // changes: a change is a new step at the end. The same steps serve both
  // dialects: on PostgreSQL the host maps SQLite's type names (INTEGER
  // PRIMARY KEY [AUTOINCREMENT] → an identity column, INTEGER → BIGINT, REAL →
  // DOUBLE PRECISION, BLOB → BYTEA, the strftime('%Y-%m-%dT%H:%M:%fZ','now')
  // default → the same text); whatever else differs, choose by
  // store_dialect(), the same number of steps in each. Call from the
  // constructor; backends starting together apply each step once.
  virtual void migrate(const std::vector<std::string>& steps) = 0;

  // Performs an outgoing HTTP request under the rules of request.target.
  // Throws ApiError: 400 "fetch_refused" naming the rule for a forbidden URL,
  // 413 "fetch_too_large" past max_bytes, 502 "fetch_failed" or 504
  // "fetch_timeout" for network failures.
  virtual HttpResponse http(const HttpRequest& request) = 0;

  // The rules http() applies to user_url requests (FetchRules above).
  virtual FetchRules fetch_rules() const = 0;

  // Writes an entry to the audit log on behalf of the plugin (background
  // actions; request handlers use RequestContext::audit).
  virtual void audit(const std::string& actor, const std::string& action, const std::string& detail) = 0;

  // Extracts a document with the host's extractors (DOCX, TXT, HTML,
  // Markdown), judged by content with `file_name` breaking ties, under the
  // same limits and giving the same blocks and locations a job gets.
  // source.kind is "file", source.name `file_name`. Throws ApiError 400
  // "bad_document", 413 "document_too_large", 415 "unsupported_format".
  virtual Document extract(std::string_view bytes, const std::string& file_name) = 0;

  // Queues a proofreading check (see jobs.hpp) and returns its job id at
  // once. Throws ApiError 404 for an unknown style guide, 503 "queue_full"
  // (with the queue's bound reached) or "shutting_down".
  virtual std::string submit_check(CheckSubmission submission) = 0;

  // Queues a background task as a job (see jobs.hpp) and returns its id.
  // Throws ApiError 503 like submit_check.
  virtual std::string submit_task(TaskSubmission task) = 0;

  // Where a job this plugin submitted (submit_check, submit_task) stands,
  // while the host remembers it; nullopt for any other id, including jobs of
  // other plugins and of users' own requests. With several backends on one
  // database, the plugin's tasks submitted on any backend (or by an earlier
  // process) are its too; its checks only on the backend that submitted
  // them. A section answering a user about a job still checks that the job
  // is that user's.
  virtual std::optional<JobInfo> job(const std::string& job_id) = 0;

  // A style guide as engines see it (the `json` is GET /api/styleguides/{id});
  // empty `id` means the active guide; nullopt when there is no such guide.
  virtual std::optional<StyleGuideView> styleguide(const std::string& id) = 0;

  // One chat completion with the configured model; returns the assistant's
  // message content. Throws ApiError 409 "model_not_configured" when no model
  // address is set, 502 "model_failed" / 504 "model_timeout" when the call
  // fails. Blocks for at most request.timeout_ms.
  virtual std::string model_chat(const ChatRequest& request) = 0;

  // The configured model's current settings (they change with PUT
  // /api/settings; read them per check).
  virtual ModelView model() const = 0;

  // The host's folder of read-only shared data (PROOFREADER_SHARE_DIR,
  // resolved to an absolute path): the morphology dictionaries in
  // morphology/ru, word lists, the front end. No trailing slash.
  virtual std::string share_directory() const = 0;

  // A read-only object the host opens once and shares between plugins, of
  // the type `type` describes (SharedObjectType above; the caller casts, e.g.
  // std::static_pointer_cast). The host makes it with its own code on the
  // first request and keeps it alive while anyone holds it, so a plugin may
  // keep it for its whole life and it never depends on another plugin's
  // library. nullptr when the host offers nothing of that name, or of that
  // name but another version or layout (logged); throws std::runtime_error
  // (naming the file) when it cannot be opened, and tries again on the next
  // request. Any thread.
  virtual std::shared_ptr<const void> shared_object(const SharedObjectType& type) = 0;

  // The save-time check of an address a user gives to be fetched later (a
  // page to watch, a capture target): http or https with a host, and no
  // literal address (in any numeric form a resolver reads: 2130706433,
  // 0177.0.0.1, 0x7f000001, [::ffff:127.0.0.1]) or local name (localhost,
  // *.localhost, with or without a trailing dot) that the fetch rules (spec
  // §8.2, as fetch_rules() configures them) refuse. Throws ApiError 400
  // "bad_request" for a malformed URL, 400 "fetch_refused" naming the rule.
  // The host's fetch applies the same rule to every hop. Names are not
  // resolved: every fetch judges its connects itself. Any thread.
  virtual void check_url(const std::string& url) const = 0;

  // Writes the remarks of the check that job `job_id` ran into `original`,
  // the file that check read (document_export.hpp): a DOCX with comments or
  // tracked changes, a Markdown or text file corrected, or its diff. The
  // check's remarks dismissed on its document are left out; a remark whose
  // text the file no longer has is listed in `skipped`, never misplaced.
  // Throws ApiError 404 when there is no saved check of that job `caller`
  // may see, 409 "export_unsupported" for a format or mode that cannot be
  // written (comments into a text file, an HTML page), 400 "bad_document"
  // when `original` is not the file's format. Any thread; the work is in
  // proportion to the file.
  virtual ExportedDocument export_checked(const User& caller, const std::string& job_id,
                                          std::string_view original,
                                          const DocumentExportRequest& request) = 0;

  // The SQL dialect of store(): sqlite, or postgresql when the service's
  // database is PostgreSQL. Fixed for the process's life. Any thread.
  virtual StoreDialect store_dialect() const = 0;

  // --- Policy: the host decides, so a plugin never carries an old rule ---

  // Whether `user` may do `action` to an object owned by the user `owner_id`
  // (the permission table of docs/security.md): today every logged-in user
  // reads and runs; the owner or an administrator changes, archives and
  // removes; only an administrator deletes for good; nobody (id 0) nothing.
  // Any thread.
  virtual bool allowed(const User& user, std::int64_t owner_id, Action action) const = 0;

  // Throws ApiError 403 "forbidden", with the host's one message, unless
  // allowed(). Any thread.
  virtual void require(const User& user, std::int64_t owner_id, Action action) const = 0;

  // Reads the check options present in a JSON body, or in a form's text
  // fields, into `options`; what is absent keeps its value, other fields are
  // not looked at. The host's reading for every route that starts a check:
  // each switch (check_<part>) a JSON boolean or the text true/false, 1/0,
  // on/off, yes/no in any case; `prompt` a string of bounded length. Throws
  // ApiError 400 "bad_request" naming the field. Any thread.
  virtual void read_check_options(const Poco::JSON::Object& body, CheckOptions& options) const = 0;
  virtual void read_check_options(const std::map<std::string, std::string>& fields,
                                  CheckOptions& options) const = 0;

  // The categories a remark may carry (Remark::category), in the order the
  // screens list them. Any thread.
  virtual std::vector<std::string> categories() const = 0;
};

}  // namespace proofreader::sdk
