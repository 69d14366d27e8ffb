// check_saved_url (HostServices::check_url): what a user may save to be
// fetched later, judged by the fetch rules without resolving names.
#include <catch2/catch.hpp>

#include <proofreader/sdk/http.hpp>

#include <string>

#include "fetch/saved_url_check.hpp"

using proofreader::host::check_saved_url;
using proofreader::netrules::AddressPolicy;

namespace {

// The error code check_saved_url throws, or "" when the address is accepted.
std::string verdict(const std::string& url, const AddressPolicy& policy) {
  try {
    check_saved_url(url, policy);
    return "";
  } catch (const proofreader::sdk::ApiError& e) {
    CHECK(e.status() == 400);
    return e.code();
  }
}

}  // namespace

TEST_CASE("saved URLs: malformed, another scheme or no host is a bad request") {
  const auto policy = AddressPolicy::from_settings("true", "");
  for (const char* url : {"ftp://example.org/", "file:///etc/passwd", "http://", "example.org/page",
                          "javascript:alert(1)", "http://exa mple.org:99999999/"}) {
    INFO(url);
    CHECK(verdict(url, policy) == "bad_request");
  }
}

TEST_CASE("saved URLs: the literal addresses and local names the fetch rules refuse") {
  const auto policy = AddressPolicy::from_settings("true", "");
  for (const char* url : {"http://localhost:8080/", "http://docs.localhost/", "http://127.0.0.1/",
                          "http://169.254.169.254/latest", "http://[::1]/", "http://0.0.0.0/",
                          "http://224.0.0.1/", "http://[::ffff:127.0.0.1]/", "http://[64:ff9b::7f00:1]/",
                          // what a resolver reads as a number, and fully qualified names
                          "http://2130706433/", "http://0177.0.0.1/", "http://0x7f000001/", "http://0x7f.1/",
                          "http://127.1/", "http://0/", "http://127.0.0.1./", "http://localhost./",
                          "http://LOCALHOST./", "http://docs.localhost./"}) {
    INFO(url);
    CHECK(verdict(url, policy) == "fetch_refused");
  }
  for (const char* url : {"https://docs.example.org/guide", "http://10.1.2.3/", "http://[2001:4860::1]/"}) {
    INFO(url);
    CHECK(verdict(url, policy).empty());
  }
}

TEST_CASE("saved URLs: private ranges follow PROOFREADER_SSRF_ALLOW_PRIVATE, and the allowlist exempts") {
  CHECK(verdict("http://10.1.2.3/", AddressPolicy::from_settings("false", "")) == "fetch_refused");
  CHECK(verdict("http://192.168.1.1/", AddressPolicy::from_settings("false", "")) == "fetch_refused");
  const auto allowlisted = AddressPolicy::from_settings("false", "127.0.0.0/8, intranet.local, 10.0.0.0/abc");
  CHECK(verdict("http://127.0.0.1:8080/", allowlisted).empty());
  CHECK(verdict("http://Intranet.local/", allowlisted).empty());
  // A local name is judged as the loopback address it stands for, as the fetch's connect is.
  CHECK(verdict("http://localhost./", allowlisted).empty());
  CHECK(verdict("http://2130706433:8080/", allowlisted).empty());
  // A malformed network entry is a name that matches nothing: no exception, the rules still hold.
  CHECK(verdict("http://10.0.0.5/", allowlisted) == "fetch_refused");
}
