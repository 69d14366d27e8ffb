// DatabaseUnavailable: recognises an exception that means the PostgreSQL
// server cannot be reached (stopped, restarting, the network down), so the
// dispatcher answers 503 "database_unavailable" with Retry-After instead of
// a 500. PostgreSQL rolls back the transaction a lost connection was in, so
// no record is left half-written; the session pool drops the broken
// connection, and requests succeed again once the server is back. Likewise
// SQLite's lock that outlasted the busy timeout: 503 "database_busy" (its
// statement failed whole). Pure functions, thread-safe.
#pragma once

#include <exception>
#include <optional>

#include <proofreader/sdk/http.hpp>

namespace proofreader::host {

// The 503 error for `e` when the database is out of reach or busy, else nothing.
std::optional<sdk::ApiError> database_unavailable(const std::exception& e);

}  // namespace proofreader::host
