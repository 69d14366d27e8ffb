// The save-time check of an address a user gives to be fetched later (a
// watched page, a capture target): http or https with a host, and no literal
// address or local name that the fetch rules (spec §8.2, netrules) refuse,
// unless the administrator's allowlist names it.
//
// Threat model: this is a courtesy, so a user learns at once that an address
// will never be fetched; it is not the defence. Names are not resolved here
// (an answer may change before the fetch), so the Fetcher judges every
// connect, DNS answers and redirects included. Pure; any thread.
#pragma once

#include <string>

#include "netrules/AddressPolicy.hpp"

namespace proofreader::host {

// Throws sdk::ApiError 400 "bad_request" for a malformed URL or another
// scheme, 400 "fetch_refused" (naming the rule) for a refused address.
void check_saved_url(const std::string& url, const netrules::AddressPolicy& policy);
// The host part of that rule, for a host already taken from a URL (IPv6
// without brackets): 400 "fetch_refused" for a numeric form of a refused
// address (2130706433, 0177.0.0.1, 0x7f000001, ::ffff:127.0.0.1) or a local
// name (localhost, *.localhost, with or without a trailing dot) unless the
// allowlist admits it. The Fetcher applies it to every hop too, so what is
// accepted when saved is what the fetch accepts.
void check_url_host(const std::string& host, const netrules::AddressPolicy& policy);

}  // namespace proofreader::host
