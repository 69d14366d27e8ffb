// The one permission rule of the sections' shared objects (repository files
// and folders, API specs, screenshot templates, watch groups and their pages),
// which plugins reach through HostServices::allowed/require: every logged-in
// user reads them and may run what reads them; their owner or an
// administrator changes, archives or removes them; only an administrator
// deletes for good what a section keeps archived. Kept in the host so that a
// changed rule reaches every plugin without rebuilding it. Stateless; any
// thread.
#pragma once

#include <proofreader/sdk/types.hpp>

#include <cstdint>

namespace proofreader::host {

bool allowed(const sdk::User& user, std::int64_t owner_id, sdk::Action action);

// Throws ApiError 403 "forbidden" unless allowed().
void require(const sdk::User& user, std::int64_t owner_id, sdk::Action action);

}  // namespace proofreader::host
