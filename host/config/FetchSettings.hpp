// The fetch rules of spec §8.2 as the administrator configured them: the
// policy the host's one Fetcher is built with at start.
#pragma once

#include "config/Settings.hpp"
#include "fetch/fetcher.hpp"

namespace proofreader::host {

// PROOFREADER_SSRF_ALLOW_PRIVATE, PROOFREADER_FETCH_ALLOWLIST,
// PROOFREADER_MAX_FETCH_BYTES and PROOFREADER_FETCH_PROXY.
FetchPolicy fetch_policy(const Settings& settings);

}  // namespace proofreader::host
