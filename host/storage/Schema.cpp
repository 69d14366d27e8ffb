// The host's database schema, as ordered migration steps. A step, once
// released, never changes: a change is a new step at the end.
#include "storage/Database.hpp"

namespace proofreader::host {

const std::vector<std::string>& host_schema() {
  static const std::vector<std::string> steps = {
      // 1: accounts and the audit log.
      R"sql(
        CREATE TABLE users (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          login TEXT NOT NULL UNIQUE COLLATE NOCASE,
          display_name TEXT NOT NULL DEFAULT '',
          role TEXT NOT NULL CHECK (role IN ('admin', 'user')),
          password_hash TEXT NOT NULL,
          created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
          updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
        );
        CREATE TABLE audit_log (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
          actor TEXT NOT NULL,
          action TEXT NOT NULL,
          detail TEXT NOT NULL DEFAULT '',
          address TEXT NOT NULL DEFAULT ''
        );
        CREATE INDEX audit_log_at ON audit_log(at);
      )sql",
  };
  return steps;
}

}  // namespace proofreader::host
