// StorageFull: recognises an exception that means the data directory's disk
// is full (SQLite's SQLITE_FULL, a file write failing with ENOSPC), so the
// dispatcher answers 507 "insufficient_storage" instead of a 500. SQLite rolls
// the failed statement back, so the database stays whole and the service
// works again once space is freed. Pure functions, thread-safe.
#pragma once

#include <exception>
#include <optional>

#include <proofreader/sdk/http.hpp>

namespace proofreader::host {

// The 507 error for `e` when it is a full disk, else nothing.
std::optional<sdk::ApiError> insufficient_storage(const std::exception& e);

}  // namespace proofreader::host
