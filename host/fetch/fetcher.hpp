// Fetcher: outgoing HTTP with the semantics of sdk::HostServices::http
// (spec §8.2), on libcurl.
//
// user_url requests: http and https only; each hop's host first passes the
// save-time rule (check_url_host, the one rule HostServices::check_url
// applies), then every connection is checked where
// it is made (libcurl's open-socket callback) against the address rules of plugins/lib/netrules, so
// DNS rebinding, numeric host forms (2130706433, 0x7f.1, 0177.0.0.1) and
// every redirect hop are covered; redirects are followed here, at most
// FetchPolicy::max_redirects, re-checking the scheme and dropping
// Authorization and Cookie headers when the host changes. Allowlist entries
// (host names, or addresses / CIDRs) are exempt from the address rules.
// configured_service requests: no address rules, no redirects followed.
// Both: no proxy from the environment (only FetchPolicy::proxy, or for a
// configured_service the request's own HttpRequest::proxy), the body
// capped as bytes arrive, connect and total timeouts (the total covers every
// hop). With a proxy the connection goes to the proxy, so a user_url's host
// is resolved and checked before the request instead, and the proxy is asked
// for a tunnel to that checked address (CONNECT ip:port, plain http too) with
// the URL's own Host header and TLS server name: the proxy never resolves the
// name itself, which closes the rebinding window between check and connect.
//
// Errors are sdk::ApiError: 400 "fetch_refused" naming the rule, 413
// "fetch_too_large", 502 "fetch_failed", 504 "fetch_timeout". An on_data
// callback that returns false ends the transfer without an error.
//
// Thread-safe: perform() may run on many threads at once; each call uses its
// own libcurl handle. The policy is fixed at construction.
#pragma once

#include <proofreader/sdk/host_services.hpp>

#include <cstddef>
#include <string>
#include <vector>

#include "netrules/AddressPolicy.hpp"

namespace proofreader::host {

struct FetchPolicy {
  // RFC 1918 and IPv6 unique-local targets (PROOFREADER_SSRF_ALLOW_PRIVATE).
  bool allow_private = true;
  // Host names or addresses / CIDRs exempt from the address rules.
  std::vector<std::string> allowlist;
  // Body cap when the request does not set one (PROOFREADER_MAX_FETCH_BYTES).
  std::size_t max_bytes = std::size_t{10} << 20;
  // "http://proxy:3128"; empty = no proxy at all.
  std::string proxy;
  int max_redirects = 5;
  int connect_timeout_ms = 10000;
};

class Fetcher {
 public:
  explicit Fetcher(FetchPolicy policy);

  sdk::HttpResponse perform(const sdk::HttpRequest& request) const;

  // The one save-time rule for an address a user gives to be fetched later
  // (HostServices::check_url, saved_url_check.hpp) under this policy;
  // perform() applies the same rule to every hop.
  void check_url(const std::string& url) const;

 private:
  struct Transfer;

  // One request without following redirects; sets `redirect_to` when a
  // user_url response redirects.
  sdk::HttpResponse transfer(const sdk::HttpRequest& request, const std::string& url,
                             const std::string& method, const std::string& body,
                             const std::vector<std::pair<std::string, std::string>>& headers,
                             bool check_addresses, const std::string& pinned, int timeout_ms,
                             std::string& redirect_to) const;
  // Resolves `host`, refuses it if any address breaks the rules, and returns
  // the first address as a URL host ("192.0.2.1", "[2001:db8::1]").
  std::string checked_address(const std::string& host) const;

  FetchPolicy policy_;
  netrules::AddressPolicy rules_;  // policy_'s allow_private and allowlist
};

}  // namespace proofreader::host
