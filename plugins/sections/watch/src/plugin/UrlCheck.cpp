#include "UrlCheck.hpp"

#include <Poco/Net/IPAddress.h>
#include <Poco/String.h>
#include <Poco/StringTokenizer.h>
#include <Poco/URI.h>

#include <proofreader/sdk/http.hpp>

namespace proofreader::watch {

namespace {

// An allowlist entry is a host name, an address, or a CIDR block.
bool allowlisted(const std::string& host, const std::string& allowlist) {
  Poco::StringTokenizer entries(allowlist, ",",
                                Poco::StringTokenizer::TOK_TRIM | Poco::StringTokenizer::TOK_IGNORE_EMPTY);
  Poco::Net::IPAddress address;
  const bool is_ip = Poco::Net::IPAddress::tryParse(host, address);
  for (const auto& entry : entries) {
    if (Poco::icompare(entry, host) == 0) return true;
    const auto slash = entry.find('/');
    Poco::Net::IPAddress network;
    if (!is_ip || slash == std::string::npos ||
        !Poco::Net::IPAddress::tryParse(entry.substr(0, slash), network) ||
        network.family() != address.family())
      continue;
    const unsigned prefix = static_cast<unsigned>(std::stoul(entry.substr(slash + 1)));
    const Poco::Net::IPAddress mask(prefix, address.family());
    if ((address & mask) == (network & mask)) return true;
  }
  return false;
}

}  // namespace

void check_watch_url(const std::string& url, const std::string& allowlist) {
  Poco::URI uri;
  try {
    uri = Poco::URI(url);
  } catch (const Poco::Exception&) {
    throw sdk::ApiError::bad_request("url is not a valid URL", "url — некорректный адрес");
  }
  const std::string scheme = Poco::toLower(uri.getScheme());
  if ((scheme != "http" && scheme != "https") || uri.getHost().empty())
    throw sdk::ApiError::bad_request("url must be an http or https address with a host",
                                     "url должен быть адресом http или https с именем узла");
  const std::string host = Poco::toLower(uri.getHost());
  if (allowlisted(host, allowlist)) return;
  Poco::Net::IPAddress address;
  const bool forbidden_ip = Poco::Net::IPAddress::tryParse(host, address) &&
                            (address.isLoopback() || address.isLinkLocal() || address.isMulticast() ||
                             address.isWildcard() || address.isBroadcast());
  const bool local_name = host == "localhost" || host.ends_with(".localhost");
  if (forbidden_ip || local_name)
    throw sdk::ApiError(400, "fetch_refused", "the fetch rules refuse this address (" + host + ")",
                        "правила загрузки запрещают этот адрес (" + host + ")");
}

}  // namespace proofreader::watch
