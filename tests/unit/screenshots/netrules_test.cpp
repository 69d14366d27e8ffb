// The address rules of spec §8.2 and the allowlist, as plugins/lib/netrules states them.
#include <catch2/catch.hpp>

#include "netrules/AddressPolicy.hpp"

using namespace proofreader::netrules;

namespace {
bool refused(const AddressPolicy& policy, const char* address) {
  return policy.refusal_for(*parse_ip(address)).has_value();
}
}  // namespace

TEST_CASE(
    "netrules: loopback, link-local, multicast and the metadata address are refused, public ones pass") {
  const AddressPolicy policy(true, {});
  for (const char* address :
       {"127.0.0.1", "127.8.9.10", "::1", "169.254.169.254", "fe80::1", "224.0.0.1", "ff02::1", "0.0.0.0",
        "::", "::ffff:127.0.0.1", "64:ff9b::7f00:1", "255.255.255.255"})
    CHECK(refused(policy, address));
  for (const char* address : {"93.184.216.34", "2606:2800:220:1::1", "8.8.8.8"})
    CHECK_FALSE(refused(policy, address));
  CHECK(policy.refusal_for(*parse_ip("169.254.169.254"))->en.find("link-local") != std::string::npos);
}

TEST_CASE("netrules: private ranges follow PROOFREADER_SSRF_ALLOW_PRIVATE") {
  const AddressPolicy open = AddressPolicy::from_settings("true", "");
  const AddressPolicy closed = AddressPolicy::from_settings("false", "");
  for (const char* address : {"10.1.2.3", "172.16.0.1", "192.168.1.1", "fd00::1"}) {
    CHECK_FALSE(refused(open, address));
    CHECK(refused(closed, address));
  }
  CHECK_FALSE(refused(closed, "172.32.0.1"));  // just outside 172.16.0.0/12
}

TEST_CASE("netrules: the allowlist exempts listed networks and host names, nothing else") {
  const AddressPolicy policy =
      AddressPolicy::from_settings("true", " 127.0.0.0/30, Docs.Example ,10.9.0.0/16");
  CHECK_FALSE(refused(policy, "127.0.0.2"));
  CHECK(refused(policy, "127.0.0.4"));
  CHECK(policy.host_exempt("docs.example"));
  CHECK_FALSE(policy.host_exempt("example"));
  CHECK(AddressPolicy::scheme_refusal("file").has_value());
  CHECK(AddressPolicy::scheme_refusal("gopher").has_value());
  CHECK_FALSE(AddressPolicy::scheme_refusal("HTTPS").has_value());
  CHECK_FALSE(Cidr::parse("10.0.0.0/33").has_value());
  CHECK_FALSE(Cidr::parse("not-an-address").has_value());
}
