#include "http/PublicUrl.hpp"

#include <Poco/Exception.h>
#include <Poco/String.h>
#include <Poco/URI.h>

#include <algorithm>
#include <stdexcept>

#include "config/Settings.hpp"

namespace proofreader::host {

std::string origin_of(const std::string& url) {
  try {
    const Poco::URI uri(url);
    const std::string scheme = Poco::toLower(uri.getScheme());
    if ((scheme != "http" && scheme != "https") || uri.getHost().empty()) return {};
    std::string host = Poco::toLower(uri.getHost());
    if (host.find(':') != std::string::npos) host = "[" + host + "]";
    const unsigned default_port = scheme == "https" ? 443 : 80;
    std::string origin = scheme + "://" + host;
    if (uri.getPort() != default_port) origin += ":" + std::to_string(uri.getPort());
    return origin;
  } catch (const Poco::Exception&) {
    return {};
  }
}

OriginRule origin_rule(const Settings& settings) {
  OriginRule rule;
  rule.extra_origins = settings.get_list("PROOFREADER_ALLOWED_ORIGINS");
  if (const std::string url = settings.get("PROOFREADER_PUBLIC_URL"); !url.empty()) {
    rule.public_origin = origin_of(url);
    if (rule.public_origin->empty())
      throw std::invalid_argument(
          "PROOFREADER_PUBLIC_URL must be an http or https URL with a host, e.g. "
          "https://proof.example.com or http://localhost:3080; it is \"" +
          url + "\"");
    // localhost is the machine itself, whichever way the browser spells it.
    const Poco::URI uri(url);
    if (Poco::toLower(uri.getHost()) == "localhost")
      for (const char* loopback : {"127.0.0.1", "[::1]"})
        rule.extra_origins.push_back(
            origin_of(uri.getScheme() + "://" + loopback + ":" + std::to_string(uri.getPort())));
  }
  return rule;
}

bool origin_allowed(const Poco::Net::HTTPRequest& request, const std::string& request_scheme,
                    const OriginRule& rule) {
  std::string origin;
  if (request.has("Origin")) {
    origin = origin_of(request.get("Origin"));
  } else if (request.has("Referer")) {
    origin = origin_of(request.get("Referer"));
  } else {
    return true;
  }
  if (origin.empty()) return false;  // "null", garbage, another scheme
  const std::string own =
      rule.public_origin ? *rule.public_origin : origin_of(request_scheme + "://" + request.getHost());
  if (origin == own) return true;
  return std::any_of(rule.extra_origins.begin(), rule.extra_origins.end(),
                     [&](const std::string& o) { return origin_of(o) == origin; });
}

bool secure_cookies(const Settings& settings) {
  return settings.get_bool("PROOFREADER_COOKIE_SECURE", false) ||
         Poco::toLower(settings.get("PROOFREADER_PUBLIC_URL")).rfind("https://", 0) == 0;
}

}  // namespace proofreader::host
