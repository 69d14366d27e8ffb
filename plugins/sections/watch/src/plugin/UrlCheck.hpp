// The save-time check of a watched page's address: http or https with a host,
// and not an address the fetch rules (spec §8.2) refuse outright — a literal
// loopback, link-local, multicast or unspecified IP, or "localhost" — unless
// the administrator's PROOFREADER_FETCH_ALLOWLIST names it. A cheap syntactic
// check only: the host's fetch service applies the full rules (DNS answers,
// private ranges, redirects) on every fetch.
#pragma once

#include <string>

namespace proofreader::watch {

// Throws sdk::ApiError 400 "bad_request" for a malformed URL, 400
// "fetch_refused" for a forbidden address.
void check_watch_url(const std::string& url, const std::string& allowlist);

}  // namespace proofreader::watch
