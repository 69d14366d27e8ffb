// Where a request comes from, as the login throttle, the audit log and the
// Origin check see it: the connection's peer, unless the peer is a trusted
// proxy (PROOFREADER_TRUSTED_PROXIES: addresses and CIDR ranges,
// comma-separated; by default the loopback ones, where packaging/run.sh's
// nginx runs). Then it is what the proxy says: for the address X-Real-IP
// (nginx sets it to the address it saw), else the rightmost X-Forwarded-For
// entry that is not itself a trusted proxy (the entries left of it are
// whatever the client wrote); for the scheme X-Forwarded-Proto. A header that
// does not hold an IP address is not believed: the peer is the answer.
#pragma once

#include <Poco/Net/HTTPServerRequest.h>
#include <Poco/Net/IPAddress.h>

#include <string>
#include <vector>

namespace proofreader::host {

class Settings;

// The trusted proxies, parsed once at start; read-only after, so any thread.
class TrustedProxies {
 public:
  // `list` as PROOFREADER_TRUSTED_PROXIES spells it; entries that are no
  // address or range are left out.
  explicit TrustedProxies(const std::string& list);
  // PROOFREADER_TRUSTED_PROXIES, or the loopback ranges when it is not set.
  static TrustedProxies from(const Settings& settings);

  // The client's address (see above).
  std::string client_address(const Poco::Net::HTTPServerRequest& request) const;
  // The scheme the client used: a trusted proxy's X-Forwarded-Proto ("https"
  // or "http"), else "http" (all the backend itself speaks).
  std::string client_scheme(const Poco::Net::HTTPServerRequest& request) const;

 private:
  // One entry: an address, or a range as address/prefix.
  struct Range {
    Poco::Net::IPAddress network;
    unsigned prefix;
  };
  bool trusted(const Poco::Net::IPAddress& address) const;

  std::vector<Range> ranges_;
};

}  // namespace proofreader::host
