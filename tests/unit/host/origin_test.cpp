#include <catch2/catch.hpp>

#include <Poco/Net/HTTPRequest.h>

#include <map>

#include "http/Dispatcher.hpp"

using proofreader::host::origin_allowed;

namespace {
bool allowed(std::map<std::string, std::string> headers, std::vector<std::string> extra = {}) {
  Poco::Net::HTTPRequest r("POST", "/api/users");
  r.setHost("proof.example.com:3080");
  for (auto& [k, v] : headers) r.set(k, v);
  return origin_allowed(r, extra);
}
}  // namespace

TEST_CASE("state-changing requests must come from the service's own origin") {
  CHECK(allowed({}));  // not a browser
  CHECK(allowed({{"Origin", "http://proof.example.com:3080"}}));
  CHECK(allowed({{"Origin", "https://PROOF.example.com:3080"}}));
  CHECK_FALSE(allowed({{"Origin", "http://evil.example.com:3080"}}));
  CHECK_FALSE(allowed({{"Origin", "http://proof.example.com:3081"}}));
  CHECK_FALSE(allowed({{"Origin", "http://proof.example.com"}}));
  CHECK_FALSE(allowed({{"Origin", "null"}}));
  CHECK_FALSE(allowed({{"Origin", "garbage"}}));
  CHECK(allowed({{"Referer", "http://proof.example.com:3080/#/check"}}));
  CHECK_FALSE(allowed({{"Referer", "http://evil.example.com/page"}}));
  CHECK(allowed({{"Origin", "https://docs.example.org"}}, {"https://docs.example.org"}));
}
