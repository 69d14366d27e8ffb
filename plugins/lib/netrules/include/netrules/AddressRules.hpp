// The address rules of spec §8.2 as pure functions: which IP addresses a
// user-requested fetch may connect to. Addresses are 16 bytes; IPv4 is held
// IPv4-mapped (::ffff:a.b.c.d), so one table judges both families.
// Immutable values and pure functions: thread-safe.
#pragma once

#include <sys/socket.h>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace proofreader::netrules {

using IpAddress = std::array<std::uint8_t, 16>;

// "10.1.2.3" or "::1" (no brackets, no zone); nullopt for anything else.
std::optional<IpAddress> parse_ip(std::string_view text);
// The address a URL's host stands for when a resolver reads it as a number
// rather than a name: IPv6 text, or IPv4 in any form inet_aton takes
// (2130706433, 0x7f000001, 0177.0.0.1, 127.1), each with or without the
// trailing dot of a fully qualified name; nullopt for a name.
std::optional<IpAddress> numeric_host(std::string_view host);
// An AF_INET or AF_INET6 socket address; nullopt for other families.
std::optional<IpAddress> ip_from(const sockaddr* address);
// Dotted IPv4 for mapped addresses, RFC 5952 text otherwise.
std::string to_string(const IpAddress& address);

// A network: "10.0.0.0/8", "fd00::/8", or one address ("127.0.0.1").
class Cidr {
 public:
  static std::optional<Cidr> parse(std::string_view text);
  bool contains(const IpAddress& address) const;

 private:
  IpAddress network_{};
  int prefix_bits_ = 0;  // of the 128-bit form
};

// Why an address is refused, in English and Russian.
struct Refusal {
  std::string en;
  std::string ru;
};

// The rule an address breaks, or nullopt when it may be reached. Loopback,
// link-local (169.254.169.254 among them), multicast, unspecified, reserved
// and documentation ranges are always refused; private ranges (RFC 1918,
// fc00::/7, fec0::/10) only when !allow_private. IPv4-mapped and NAT64
// (64:ff9b::/96) addresses are judged by the IPv4 address they embed.
std::optional<Refusal> refusal_for(const IpAddress& address, bool allow_private);

}  // namespace proofreader::netrules
