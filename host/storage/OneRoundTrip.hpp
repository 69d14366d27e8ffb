// OneRoundTrip: one SQL statement in one round trip to the database, for the
// job path's statements (events, job rows, the shared queue), which run
// dozens of times per job.
//
// Poco's PostgreSQL connector prepares every statement under a name, executes
// it and sends a DEALLOCATE after it: three round trips. Here a statement
// runs on the session's own connection, so a transaction begun on the
// session includes it: on PostgreSQL one with parameters is prepared the
// first time the connection runs it and kept (libpq's PQprepare, then
// PQexecPrepared: one round trip each run, parsed and planned once), one
// without goes unnamed (PQexecParams). On SQLite it is sqlite3's own prepare
// and step.
//
// Parameters are numbered $1, $2, … as everywhere (Database.hpp); each is
// text, a number or NULL. Every value comes back as text (or nullopt for
// NULL), as the database prints it.
#pragma once

#include <Poco/Data/Session.h>

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace proofreader::host {

using SqlValue = std::variant<std::nullptr_t, std::int64_t, double, std::string>;
using SqlRow = std::vector<std::optional<std::string>>;

// Runs `sql` (one statement) on `session` (from Database::session(), pooled
// or not); returns its rows. Throws std::runtime_error with the database's
// message; SQLite's busy or locked database as Poco's connector does
// (DBLockedException, TableLockedException), which the routes answer with 503.
std::vector<SqlRow> query(Poco::Data::Session& session, const std::string& sql,
                          const std::vector<SqlValue>& params = {});

}  // namespace proofreader::host
