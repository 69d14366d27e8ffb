#include "http/ClientAddress.hpp"

#include <Poco/Net/IPAddress.h>
#include <Poco/NumberParser.h>
#include <Poco/StringTokenizer.h>

#include <optional>
#include <vector>

#include "config/Settings.hpp"

namespace proofreader::host {

namespace {

using Poco::Net::IPAddress;

std::optional<IPAddress> parse_address(const std::string& text) {
  IPAddress address;
  if (!IPAddress::tryParse(text, address)) return std::nullopt;
  return address;
}

// One entry of the trusted list: an address, or a range as address/prefix.
struct Range {
  IPAddress network;
  unsigned prefix;

  bool contains(const IPAddress& address) const {
    if (address.family() != network.family()) return false;
    const IPAddress mask(prefix, network.family());
    return (address & mask) == (network & mask);
  }
};

std::vector<Range> parse_ranges(const std::string& list) {
  std::vector<Range> ranges;
  Poco::StringTokenizer items(list, ",",
                              Poco::StringTokenizer::TOK_TRIM | Poco::StringTokenizer::TOK_IGNORE_EMPTY);
  for (const auto& item : items) {
    const auto slash = item.find('/');
    const auto network = parse_address(item.substr(0, slash));
    if (!network) continue;
    const unsigned full = network->length() * 8;
    unsigned prefix = full;
    if (slash != std::string::npos &&
        (!Poco::NumberParser::tryParseUnsigned(item.substr(slash + 1), prefix) || prefix > full))
      continue;
    ranges.push_back({*network, prefix});
  }
  return ranges;
}

bool trusted(const std::vector<Range>& ranges, const IPAddress& address) {
  for (const auto& range : ranges)
    if (range.contains(address)) return true;
  return false;
}

}  // namespace

std::string trusted_proxies(const Settings& settings) {
  return settings.get("PROOFREADER_TRUSTED_PROXIES", "127.0.0.0/8,::1");
}

std::string client_scheme(const Poco::Net::HTTPServerRequest& request, const std::string& trusted_proxies) {
  if (!trusted(parse_ranges(trusted_proxies), request.clientAddress().host())) return "http";
  return request.get("X-Forwarded-Proto", "http") == "https" ? "https" : "http";
}

std::string client_address(const Poco::Net::HTTPServerRequest& request, const std::string& trusted_proxies) {
  const IPAddress peer = request.clientAddress().host();
  const auto ranges = parse_ranges(trusted_proxies);
  if (!trusted(ranges, peer)) return peer.toString();
  if (request.has("X-Real-IP")) {
    const auto real = parse_address(request.get("X-Real-IP"));
    return real ? real->toString() : peer.toString();
  }
  if (request.has("X-Forwarded-For")) {
    const Poco::StringTokenizer hops(request.get("X-Forwarded-For"), ",", Poco::StringTokenizer::TOK_TRIM);
    for (auto hop = hops.count(); hop-- > 0;) {
      const auto address = parse_address(hops[hop]);
      if (!address) break;
      if (!trusted(ranges, *address)) return address->toString();
    }
  }
  return peer.toString();
}

}  // namespace proofreader::host
