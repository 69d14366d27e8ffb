// The host's database schema, as ordered migration steps. A step, once
// released, never changes: a change is a new step at the end.
#include "storage/Database.hpp"

namespace proofreader::host {

const std::vector<std::string>& postgresql_host_schema();  // SchemaPostgreSQL.cpp

namespace {

const std::vector<std::string>& sqlite_host_schema() {
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
      // 2: proofreading jobs (mirrored from memory) and the check history.
      R"sql(
        CREATE TABLE jobs (
          id TEXT PRIMARY KEY,
          user_id INTEGER NOT NULL,
          status TEXT NOT NULL,
          stage TEXT NOT NULL,
          progress REAL NOT NULL DEFAULT 0,
          error TEXT,
          source_kind TEXT NOT NULL,
          source_name TEXT NOT NULL DEFAULT '',
          source_url TEXT NOT NULL DEFAULT '',
          styleguide_id TEXT NOT NULL DEFAULT '',
          created_at TEXT NOT NULL,
          started_at TEXT,
          finished_at TEXT,
          report_json TEXT
        );
        CREATE INDEX jobs_user ON jobs(user_id, created_at);
        CREATE INDEX jobs_status ON jobs(status);
        CREATE TABLE check_history (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          job_id TEXT,
          user_id INTEGER NOT NULL,
          user_login TEXT NOT NULL DEFAULT '',
          created_at TEXT NOT NULL,
          source_kind TEXT NOT NULL,
          source_name TEXT NOT NULL DEFAULT '',
          styleguide_id TEXT NOT NULL DEFAULT '',
          styleguide_name TEXT NOT NULL DEFAULT '',
          words INTEGER NOT NULL DEFAULT 0,
          total INTEGER NOT NULL DEFAULT 0,
          report_json TEXT NOT NULL
        );
        CREATE INDEX check_history_user ON check_history(user_id, created_at);
        CREATE INDEX check_history_created ON check_history(created_at);
        CREATE TABLE history_remarks (
          history_id INTEGER NOT NULL REFERENCES check_history(id) ON DELETE CASCADE,
          user_id INTEGER NOT NULL,
          created_at TEXT NOT NULL,
          styleguide_id TEXT NOT NULL DEFAULT '',
          engine TEXT NOT NULL,
          category TEXT NOT NULL,
          rule_id TEXT NOT NULL,
          severity TEXT NOT NULL,
          message TEXT NOT NULL
        );
        CREATE INDEX history_remarks_history ON history_remarks(history_id);
        CREATE INDEX history_remarks_created ON history_remarks(created_at, category);
        CREATE INDEX history_remarks_rule ON history_remarks(rule_id);
      )sql",
      // 3: indexes for the history filters and insights (per user, per guide, per source kind).
      R"sql(
        CREATE INDEX history_remarks_user ON history_remarks(user_id, created_at);
        CREATE INDEX history_remarks_guide ON history_remarks(styleguide_id, created_at);
        CREATE INDEX check_history_source ON check_history(source_kind, created_at);
      )sql",
      // 4: covering indexes so the unfiltered insights count by index scans (100 000 remarks: ~25 → ~4 ms
      // per grouping; the top recurring remarks ~75 → ~6 ms).
      R"sql(
        CREATE INDEX history_remarks_category ON history_remarks(category);
        CREATE INDEX history_remarks_engine ON history_remarks(engine);
        CREATE INDEX history_remarks_severity ON history_remarks(severity);
        CREATE INDEX history_remarks_rule_message ON history_remarks(rule_id, message);
      )sql",
      // 5: accounts linked to an OpenID Connect identity (issuer, subject).
      R"sql(
        CREATE TABLE user_identities (
          issuer TEXT NOT NULL,
          subject TEXT NOT NULL,
          user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
          PRIMARY KEY (issuer, subject)
        );
        CREATE INDEX user_identities_user ON user_identities(user_id);
      )sql",
      // 6: jobs of other kinds than a check (style-guide extraction) share the jobs table.
      R"sql(
        ALTER TABLE jobs ADD COLUMN kind TEXT NOT NULL DEFAULT 'check';
      )sql",
      // 7: a check's report is stored once, in its history entry (jobs.report_json keeps only a task's
      // result); where a section's check came from (origin) is kept with the job and the entry.
      R"sql(
        ALTER TABLE jobs ADD COLUMN origin_json TEXT NOT NULL DEFAULT '{}';
        ALTER TABLE check_history ADD COLUMN origin_json TEXT NOT NULL DEFAULT '{}';
        CREATE INDEX check_history_job ON check_history(job_id);
        UPDATE jobs SET report_json = NULL
          WHERE kind = 'check' AND id IN (SELECT job_id FROM check_history WHERE job_id IS NOT NULL);
      )sql",
      // 8: remarks a writer dismissed as «not an error here», kept for the document they were made on
      // (DismissalStore); history_id is the check where it was made, kept when that entry goes.
      R"sql(
        CREATE TABLE dismissals (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          subject TEXT NOT NULL,
          engine TEXT NOT NULL,
          rule_id TEXT NOT NULL,
          block INTEGER NOT NULL,
          offset INTEGER NOT NULL,
          fragment TEXT NOT NULL,
          history_id INTEGER NOT NULL,
          user_id INTEGER NOT NULL,
          styleguide_id TEXT NOT NULL DEFAULT '',
          created_at TEXT NOT NULL,
          UNIQUE (subject, engine, rule_id, block, offset, fragment)
        );
        CREATE INDEX dismissals_rule ON dismissals(rule_id, created_at);
      )sql",
      // 9: «never for this term»: a rule that must not fire on a term in the checks of one style guide
      // ('' for checks without one); the term lower-cased (RemarkExceptions).
      R"sql(
        CREATE TABLE remark_exceptions (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          styleguide_id TEXT NOT NULL,
          rule_id TEXT NOT NULL,
          term TEXT NOT NULL,
          user_id INTEGER NOT NULL,
          created_at TEXT NOT NULL,
          UNIQUE (styleguide_id, rule_id, term)
        );
      )sql",
      // 10: the uploaded file a check read, kept (content-addressed on the data volume, OriginalStore) so
      // its remarks can be written back into it; it goes with its history entry.
      R"sql(
        CREATE TABLE check_originals (
          history_id INTEGER PRIMARY KEY REFERENCES check_history(id) ON DELETE CASCADE,
          sha256 TEXT NOT NULL,
          file_name TEXT NOT NULL,
          format TEXT NOT NULL,
          size INTEGER NOT NULL
        );
        CREATE INDEX check_originals_sha ON check_originals(sha256);
      )sql",
      // 11: the team dictionary: words spelling accepts, each with every form of its paradigm ('\n'-joined);
      // scope '' for every check, else a style guide's id (TeamDictionary). dictionary_state holds the
      // admins' policy of where a word added from a card goes ('scope': 'global' | 'guide').
      R"sql(
        CREATE TABLE dictionary_words (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          scope TEXT NOT NULL,
          word TEXT NOT NULL,
          forms TEXT NOT NULL,
          user_id INTEGER NOT NULL,
          created_at TEXT NOT NULL,
          UNIQUE (scope, word)
        );
        CREATE TABLE dictionary_state (
          key TEXT PRIMARY KEY,
          value TEXT NOT NULL
        );
      )sql",
      // 12: on PostgreSQL, the tables of several backends sharing the database (the cluster's
      // members, the shared queue's columns, the jobs' events, login failures). One SQLite file
      // has one backend: nothing to add, but the step keeps the numbers equal.
      "SELECT 1;",
      // 13: personal API keys (auth/ApiKeyStore): only a key's SHA-256 is kept, with a prefix to show.
      R"sql(
        CREATE TABLE api_keys (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          name TEXT NOT NULL,
          prefix TEXT NOT NULL,
          key_hash TEXT NOT NULL UNIQUE,
          created_at TEXT NOT NULL,
          last_used_at TEXT,
          revoked_at TEXT
        );
        CREATE INDEX api_keys_user ON api_keys(user_id);
      )sql",
      // 14: on PostgreSQL, login failures by account and address. Nothing here (they are in memory).
      "SELECT 1;",
      // 15: fixes a writer accepted on a check, in the order accepted (AcceptanceStore); they go with
      // the check. Dismissals are recognised by the sentence they were made in, not where it stood
      // (DismissalStore): the table is rebuilt for its new key; rows made before have no sentence
      // ('') and are still matched by their place. A repository file's document is the file now, not
      // one version of it ("repo:12", was "repo:12:3"): its rows move to the file.
      R"sql(
        CREATE TABLE accepted_fixes (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          history_id INTEGER NOT NULL REFERENCES check_history(id) ON DELETE CASCADE,
          remark_id TEXT NOT NULL,
          user_id INTEGER NOT NULL,
          created_at TEXT NOT NULL,
          UNIQUE (history_id, remark_id)
        );
        CREATE TABLE dismissals_by_sentence (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          subject TEXT NOT NULL,
          engine TEXT NOT NULL,
          rule_id TEXT NOT NULL,
          block INTEGER NOT NULL,
          offset INTEGER NOT NULL,
          fragment TEXT NOT NULL,
          sentence TEXT NOT NULL DEFAULT '',
          occurrence INTEGER NOT NULL DEFAULT 0,
          history_id INTEGER NOT NULL,
          user_id INTEGER NOT NULL,
          styleguide_id TEXT NOT NULL DEFAULT '',
          created_at TEXT NOT NULL,
          UNIQUE (subject, engine, rule_id, fragment, sentence, occurrence, block, offset)
        );
        INSERT OR IGNORE INTO dismissals_by_sentence (id, subject, engine, rule_id, block, offset, fragment,
                                                      history_id, user_id, styleguide_id, created_at)
          SELECT id, CASE WHEN subject LIKE 'document:repo:%:%' THEN rtrim(rtrim(subject, '0123456789'), ':')
                          ELSE subject END,
                 engine, rule_id, block, offset, fragment, history_id, user_id, styleguide_id, created_at
          FROM dismissals ORDER BY id;
        DROP TABLE dismissals;
        ALTER TABLE dismissals_by_sentence RENAME TO dismissals;
        CREATE INDEX dismissals_rule ON dismissals(rule_id, created_at);
        CREATE INDEX dismissals_subject ON dismissals(subject);
      )sql",
      // 16: on PostgreSQL, a queued job's request stored uncompressed. Nothing here.
      "SELECT 1;",
      // 17: on PostgreSQL, the guides queued checks name (QueuedGuides). Nothing here: SQLite has no
      // shared queue.
      "SELECT 1;",
      // 18: on PostgreSQL, the shared queue's admission as one function. Nothing here.
      "SELECT 1;",
  };
  return steps;
}

}  // namespace

const std::vector<std::string>& host_schema(Dialect dialect) {
  return dialect == Dialect::postgresql ? postgresql_host_schema() : sqlite_host_schema();
}

}  // namespace proofreader::host
