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

}  // namespace

TrustedProxies::TrustedProxies(const std::string& list) {
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
    ranges_.push_back({*network, prefix});
  }
}

TrustedProxies TrustedProxies::from(const Settings& settings) {
  return TrustedProxies(settings.get("PROOFREADER_TRUSTED_PROXIES", "127.0.0.0/8,::1"));
}

bool TrustedProxies::trusted(const IPAddress& address) const {
  for (const auto& range : ranges_) {
    if (address.family() != range.network.family()) continue;
    const IPAddress mask(range.prefix, range.network.family());
    if ((address & mask) == (range.network & mask)) return true;
  }
  return false;
}

std::string TrustedProxies::client_scheme(const Poco::Net::HTTPServerRequest& request) const {
  if (!trusted(request.clientAddress().host())) return "http";
  return request.get("X-Forwarded-Proto", "http") == "https" ? "https" : "http";
}

std::string TrustedProxies::client_address(const Poco::Net::HTTPServerRequest& request) const {
  const IPAddress peer = request.clientAddress().host();
  if (!trusted(peer)) return peer.toString();
  if (request.has("X-Real-IP")) {
    const auto real = parse_address(request.get("X-Real-IP"));
    return real ? real->toString() : peer.toString();
  }
  if (request.has("X-Forwarded-For")) {
    const Poco::StringTokenizer hops(request.get("X-Forwarded-For"), ",", Poco::StringTokenizer::TOK_TRIM);
    for (auto hop = hops.count(); hop-- > 0;) {
      const auto address = parse_address(hops[hop]);
      if (!address) break;
      if (!trusted(*address)) return address->toString();
    }
  }
  return peer.toString();
}

}  // namespace proofreader::host
