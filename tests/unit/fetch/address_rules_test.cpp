// The address table the fetcher judges with (plugins/lib/netrules): ranges,
// embedded IPv4, the private flag, CIDRs, socket addresses of both families.
#include <catch2/catch.hpp>

#include <arpa/inet.h>
#include <netinet/in.h>

#include <cstring>

#include "netrules/AddressRules.hpp"

using proofreader::netrules::Cidr;
using proofreader::netrules::IpAddress;
using proofreader::netrules::refusal_for;

namespace {

IpAddress ip(const char* text) {
  sockaddr_storage storage{};
  if (std::strchr(text, ':')) {
    auto* a = reinterpret_cast<sockaddr_in6*>(&storage);
    a->sin6_family = AF_INET6;
    REQUIRE(inet_pton(AF_INET6, text, &a->sin6_addr) == 1);
  } else {
    auto* a = reinterpret_cast<sockaddr_in*>(&storage);
    a->sin_family = AF_INET;
    REQUIRE(inet_pton(AF_INET, text, &a->sin_addr) == 1);
  }
  return *proofreader::netrules::ip_from(reinterpret_cast<sockaddr*>(&storage));
}

std::string rule(const char* address, bool allow_private = true) {
  const auto refusal = refusal_for(ip(address), allow_private);
  return refusal ? refusal->en : "allowed";
}

}  // namespace

TEST_CASE("fetch: Address rules", "[fetch][rules]") {
  CHECK(rule("127.0.0.1") == "loopback address 127.0.0.1 is not allowed");
  CHECK(rule("::1") == "loopback address ::1 is not allowed");
  CHECK(rule("::ffff:127.0.0.1").starts_with("loopback address"));
  CHECK(rule("64:ff9b::a9fe:a9fe").starts_with("link-local address"));  // NAT64 of 169.254.169.254
  CHECK(rule("64:ff9b::808:808") == "allowed");                         // NAT64 of 8.8.8.8
  CHECK(rule("169.254.169.254").starts_with("link-local"));
  CHECK(rule("255.255.255.255").find("broadcast") != std::string::npos);
  CHECK(rule("240.1.2.3").starts_with("reserved"));
  CHECK(rule("100.100.0.1").starts_with("shared"));
  CHECK(rule("fe80::1").starts_with("link-local"));
  CHECK(rule("ff02::1").starts_with("multicast"));
  CHECK(rule("2001:db8::5").starts_with("documentation"));
  CHECK(rule("93.184.216.34") == "allowed");
  CHECK(rule("2a00:1450:4010::65") == "allowed");

  CHECK(rule("10.1.2.3") == "allowed");
  CHECK(rule("10.1.2.3", false).find("private address 10.1.2.3") == 0);
  CHECK(rule("172.31.255.255", false).starts_with("private"));
  CHECK(rule("172.32.0.1", false) == "allowed");
  CHECK(rule("192.168.0.1", false).starts_with("private"));
  CHECK(rule("fd12::1") == "allowed");
  CHECK(rule("fd12::1", false).starts_with("private"));

  const auto refusal = refusal_for(ip("127.0.0.1"), true);
  REQUIRE(refusal);
  CHECK(refusal->ru.find("127.0.0.1") != std::string::npos);
}

TEST_CASE("fetch: CIDR parsing and matching", "[fetch][rules]") {
  const auto v4 = Cidr::parse("10.20.0.0/16");
  REQUIRE(v4);
  CHECK(v4->contains(ip("10.20.255.1")));
  CHECK_FALSE(v4->contains(ip("10.21.0.1")));
  CHECK(v4->contains(ip("::ffff:10.20.0.9")));
  const auto single = Cidr::parse("127.0.0.1");
  REQUIRE(single);
  CHECK(single->contains(ip("127.0.0.1")));
  CHECK_FALSE(single->contains(ip("127.0.0.2")));
  const auto v6 = Cidr::parse("fd00::/8");
  REQUIRE(v6);
  CHECK(v6->contains(ip("fd99::1")));
  CHECK_FALSE(v6->contains(ip("fe00::1")));
  CHECK_FALSE(Cidr::parse("docs.internal"));
  CHECK_FALSE(Cidr::parse("10.0.0.0/33"));
  CHECK_FALSE(Cidr::parse("10.0.0.0/x"));
}
