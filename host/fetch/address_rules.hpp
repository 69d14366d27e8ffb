// The address rules for user-requested fetches (spec §8.2): which IP
// addresses a fetch may connect to, and CIDR ranges for the administrator's
// allowlist. Addresses are handled as 16 bytes; IPv4 is held IPv4-mapped
// (::ffff:a.b.c.d), so one table covers both families. Pure functions and
// immutable values, thread-safe.
#pragma once

#include <sys/socket.h>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace proofreader::host {

using IpAddress = std::array<std::uint8_t, 16>;

// Reads an AF_INET or AF_INET6 socket address; nullopt for other families.
std::optional<IpAddress> ip_address_from(const sockaddr* address);

// Dotted IPv4 for mapped addresses, RFC 5952 text otherwise.
std::string to_string(const IpAddress& address);

// A network: "10.0.0.0/8", "fd00::/8", or a single address ("127.0.0.1").
class Cidr {
 public:
  static std::optional<Cidr> parse(std::string_view text);
  bool contains(const IpAddress& address) const;

 private:
  IpAddress network_{};
  int prefix_bits_ = 0;  // of the 128-bit form
};

// Why connecting to `address` is refused, e.g. "loopback address 127.0.0.1",
// in English and Russian; nullopt when allowed. Private ranges (RFC 1918,
// unique local fc00::/7, site-local) are refused only when !allow_private.
// IPv4-mapped and NAT64 (64:ff9b::/96) addresses are judged by the IPv4
// address they embed.
struct Refusal {
  std::string en;
  std::string ru;
};
std::optional<Refusal> refusal_for(const IpAddress& address, bool allow_private);

}  // namespace proofreader::host
