// The URL users reach the service at (PROOFREADER_PUBLIC_URL: scheme, host,
// port), and what follows from it:
//  - a state-changing request from a browser must come from that origin: its
//    Origin (or, without one, its Referer's origin) equals it exactly, scheme
//    and port included, or is one of PROOFREADER_ALLOWED_ORIGINS (a public
//    URL on localhost also stands for 127.0.0.1 and [::1]). A request with
//    neither header (not a browser) passes;
//  - without PROOFREADER_PUBLIC_URL the origin expected is the request's own:
//    the scheme the client used (X-Forwarded-Proto from a trusted proxy, else
//    http, all the backend speaks) and its Host header. That trusts the Host
//    header, so deployments set the URL (packaging/run.sh and compose do);
//  - the session cookies are Secure when the URL is https (or when
//    PROOFREADER_COOKIE_SECURE=true).
#pragma once

#include <Poco/Net/HTTPRequest.h>

#include <optional>
#include <string>
#include <vector>

namespace proofreader::host {

class Settings;

// "scheme://host[:port]", lower case, the scheme's default port left out; ""
// for what is not an http(s) URL with a host.
std::string origin_of(const std::string& url);

struct OriginRule {
  // From PROOFREADER_PUBLIC_URL; nullopt when it is not set.
  std::optional<std::string> public_origin;
  std::vector<std::string> extra_origins;
};

// Throws std::invalid_argument for a PROOFREADER_PUBLIC_URL that is not an
// http(s) URL with a host (checked at start, so a typo stops the service
// rather than refusing every write).
OriginRule origin_rule(const Settings& settings);

// `request_scheme`: the scheme the client used (client_scheme), for a rule
// without a public origin.
bool origin_allowed(const Poco::Net::HTTPRequest& request, const std::string& request_scheme,
                    const OriginRule& rule);

// Whether cookies get the Secure attribute.
bool secure_cookies(const Settings& settings);

}  // namespace proofreader::host
