#include <catch2/catch.hpp>

#include <Poco/Net/HTTPRequest.h>

#include <map>
#include <stdexcept>

#include "config/Settings.hpp"
#include "http/PublicUrl.hpp"

using proofreader::host::origin_allowed;
using proofreader::host::origin_of;
using proofreader::host::OriginRule;

namespace {
bool allowed(std::map<std::string, std::string> headers, OriginRule rule = {},
             std::string host = "proof.example.com:3080", std::string scheme = "http") {
  Poco::Net::HTTPRequest r("POST", "/api/users");
  r.setHost(host);
  for (auto& [k, v] : headers) r.set(k, v);
  return origin_allowed(r, scheme, rule);
}
}  // namespace

TEST_CASE("without a public URL, state-changing requests must come from the request's own scheme and host") {
  CHECK(allowed({}));  // not a browser
  CHECK(allowed({{"Origin", "http://proof.example.com:3080"}}));
  CHECK(allowed({{"Origin", "http://PROOF.example.com:3080"}}));
  CHECK_FALSE(allowed({{"Origin", "https://proof.example.com:3080"}}));  // the scheme counts
  CHECK(allowed({{"Origin", "https://proof.example.com:3080"}}, {}, "proof.example.com:3080", "https"));
  CHECK_FALSE(allowed({{"Origin", "http://evil.example.com:3080"}}));
  CHECK_FALSE(allowed({{"Origin", "http://proof.example.com:3081"}}));
  CHECK_FALSE(allowed({{"Origin", "http://proof.example.com"}}));
  CHECK(allowed({{"Origin", "http://proof.example.com"}}, {}, "proof.example.com:80"));
  CHECK_FALSE(allowed({{"Origin", "null"}}));
  CHECK_FALSE(allowed({{"Origin", "garbage"}}));
  CHECK_FALSE(allowed({{"Origin", "ftp://proof.example.com:3080"}}));
  CHECK(allowed({{"Referer", "http://proof.example.com:3080/#/check"}}));
  CHECK_FALSE(allowed({{"Referer", "http://evil.example.com/page"}}));
  CHECK(allowed({{"Origin", "https://docs.example.org"}}, {std::nullopt, {"https://docs.example.org"}}));
}

TEST_CASE("with a public URL, the Origin must be exactly it, whatever the Host header says") {
  const OriginRule rule{origin_of("https://Proof.Example.com/app/"), {"http://localhost:3080"}};
  REQUIRE(*rule.public_origin == "https://proof.example.com");
  CHECK(allowed({{"Origin", "https://proof.example.com"}}, rule));
  CHECK(allowed({{"Origin", "https://proof.example.com:443"}}, rule));
  CHECK_FALSE(allowed({{"Origin", "http://proof.example.com"}}, rule));
  CHECK_FALSE(allowed({{"Origin", "https://proof.example.com:8443"}}, rule));
  // A Host header naming the attacker's origin does not make it the service's.
  CHECK_FALSE(allowed({{"Origin", "http://evil.example"}}, rule, "evil.example"));
  CHECK_FALSE(allowed({{"Origin", "https://evil.example"}}, rule, "evil.example", "https"));
  CHECK(allowed({{"Origin", "http://localhost:3080"}}, rule));
  CHECK(allowed({{"Referer", "https://proof.example.com/#/check"}}, rule));
  CHECK(allowed({}, rule));
}

TEST_CASE(
    "a public URL that is not an http(s) URL with a host stops the start, and https makes cookies Secure") {
  using proofreader::host::origin_rule;
  using proofreader::host::secure_cookies;
  proofreader::host::Settings settings("");
  CHECK_FALSE(origin_rule(settings).public_origin);
  CHECK_FALSE(secure_cookies(settings));
  for (const char* bad : {"proof.example.com", "ftp://proof.example.com", "https://"}) {
    settings.set("PROOFREADER_PUBLIC_URL", bad);
    CHECK_THROWS_AS(origin_rule(settings), std::invalid_argument);
  }
  settings.set("PROOFREADER_PUBLIC_URL", "http://localhost:3080");
  CHECK(*origin_rule(settings).public_origin == "http://localhost:3080");
  // localhost is the machine itself, however the browser spells it.
  CHECK(allowed({{"Origin", "http://127.0.0.1:3080"}}, origin_rule(settings)));
  CHECK(allowed({{"Origin", "http://[::1]:3080"}}, origin_rule(settings)));
  CHECK_FALSE(allowed({{"Origin", "http://127.0.0.1:3081"}}, origin_rule(settings)));
  CHECK_FALSE(secure_cookies(settings));
  settings.set("PROOFREADER_PUBLIC_URL", "HTTPS://proof.example.com");
  CHECK(secure_cookies(settings));
}
