#include "netrules/AddressRules.hpp"

#include <arpa/inet.h>
#include <netinet/in.h>

#include <charconv>
#include <cstring>
#include <vector>

namespace proofreader::netrules {
namespace {

constexpr IpAddress kV4Mapped = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0, 0, 0, 0};

enum class Kind { always, private_range };

struct Range {
  Cidr network;
  Kind kind;
  const char* en;
  const char* ru;
};

// First match wins, so a narrower range stands before the range holding it.
const std::vector<Range>& forbidden_ranges() {
  static const std::vector<Range> ranges = [] {
    const struct {
      const char* cidr;
      Kind kind;
      const char* en;
      const char* ru;
    } rows[] = {
        {"0.0.0.0/8", Kind::always, "unspecified address", "неопределённый адрес"},
        {"127.0.0.0/8", Kind::always, "loopback address", "локальный (loopback) адрес"},
        {"169.254.0.0/16", Kind::always, "link-local address", "link-local адрес"},
        {"100.64.0.0/10", Kind::always, "shared (CGNAT) address", "адрес CGNAT"},
        {"192.0.0.0/24", Kind::always, "IETF protocol assignment address", "служебный адрес IETF"},
        {"192.0.2.0/24", Kind::always, "documentation address", "адрес для документации"},
        {"198.51.100.0/24", Kind::always, "documentation address", "адрес для документации"},
        {"203.0.113.0/24", Kind::always, "documentation address", "адрес для документации"},
        {"192.88.99.0/24", Kind::always, "6to4 relay address", "адрес ретранслятора 6to4"},
        {"198.18.0.0/15", Kind::always, "benchmarking address", "адрес для тестов производительности"},
        {"224.0.0.0/4", Kind::always, "multicast address", "групповой (multicast) адрес"},
        {"240.0.0.0/4", Kind::always, "reserved or broadcast address",
         "зарезервированный или широковещательный адрес"},
        {"10.0.0.0/8", Kind::private_range, "private address", "частный адрес"},
        {"172.16.0.0/12", Kind::private_range, "private address", "частный адрес"},
        {"192.168.0.0/16", Kind::private_range, "private address", "частный адрес"},
        {"::1/128", Kind::always, "loopback address", "локальный (loopback) адрес"},
        {"::/96", Kind::always, "unspecified or IPv4-compatible address",
         "неопределённый или IPv4-совместимый адрес"},
        {"64:ff9b:1::/48", Kind::always, "local-use NAT64 address", "локальный адрес NAT64"},
        {"100::/64", Kind::always, "discard-only address", "адрес для отбрасывания"},
        {"2001:db8::/32", Kind::always, "documentation address", "адрес для документации"},
        {"2001::/23", Kind::always, "IETF protocol assignment address", "служебный адрес IETF"},
        {"2002::/16", Kind::always, "6to4 address", "адрес 6to4"},
        {"fc00::/7", Kind::private_range, "private (unique local) address", "частный (unique local) адрес"},
        {"fe80::/10", Kind::always, "link-local address", "link-local адрес"},
        {"fec0::/10", Kind::private_range, "private (site-local) address", "частный (site-local) адрес"},
        {"ff00::/8", Kind::always, "multicast address", "групповой (multicast) адрес"},
    };
    std::vector<Range> out;
    for (const auto& row : rows) out.push_back({*Cidr::parse(row.cidr), row.kind, row.en, row.ru});
    return out;
  }();
  return ranges;
}

}  // namespace

std::optional<IpAddress> parse_ip(std::string_view text) {
  const std::string zero_terminated(text);
  IpAddress address = kV4Mapped;
  if (inet_pton(AF_INET, zero_terminated.c_str(), address.data() + 12) == 1) return address;
  if (inet_pton(AF_INET6, zero_terminated.c_str(), address.data()) == 1) return address;
  return std::nullopt;
}

std::optional<IpAddress> numeric_host(std::string_view host) {
  if (host.ends_with('.')) host.remove_suffix(1);
  const std::string zero_terminated(host);
  IpAddress address = kV4Mapped;
  in_addr v4{};
  if (inet_aton(zero_terminated.c_str(), &v4) != 0 && host.find_first_of(" \t") == std::string_view::npos) {
    std::memcpy(address.data() + 12, &v4, 4);
    return address;
  }
  if (inet_pton(AF_INET6, zero_terminated.c_str(), address.data()) == 1) return address;
  return std::nullopt;
}

std::optional<IpAddress> ip_from(const sockaddr* address) {
  IpAddress out = kV4Mapped;
  if (address->sa_family == AF_INET) {
    std::memcpy(out.data() + 12, &reinterpret_cast<const sockaddr_in*>(address)->sin_addr, 4);
  } else if (address->sa_family == AF_INET6) {
    std::memcpy(out.data(), &reinterpret_cast<const sockaddr_in6*>(address)->sin6_addr, 16);
  } else {
    return std::nullopt;
  }
  return out;
}

std::string to_string(const IpAddress& address) {
  char text[INET6_ADDRSTRLEN] = {};
  if (std::memcmp(address.data(), kV4Mapped.data(), 12) == 0) {
    inet_ntop(AF_INET, address.data() + 12, text, sizeof text);
  } else {
    inet_ntop(AF_INET6, address.data(), text, sizeof text);
  }
  return text;
}

std::optional<Cidr> Cidr::parse(std::string_view text) {
  const std::string_view host = text.substr(0, text.find('/'));
  const std::optional<IpAddress> address = parse_ip(host);
  if (!address) return std::nullopt;
  const bool v4 = host.find(':') == std::string_view::npos;
  const int width = v4 ? 32 : 128;
  int bits = width;
  if (host.size() < text.size()) {
    const std::string_view digits = text.substr(host.size() + 1);
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), bits);
    if (error != std::errc() || end != digits.data() + digits.size() || bits < 0 || bits > width)
      return std::nullopt;
  }
  Cidr cidr;
  cidr.network_ = *address;
  cidr.prefix_bits_ = bits + (128 - width);
  return cidr;
}

bool Cidr::contains(const IpAddress& address) const {
  const int whole_bytes = prefix_bits_ / 8;
  if (std::memcmp(network_.data(), address.data(), whole_bytes) != 0) return false;
  const int rest = prefix_bits_ % 8;
  if (rest == 0) return true;
  const auto mask = static_cast<std::uint8_t>(0xFF << (8 - rest));
  return (network_[whole_bytes] & mask) == (address[whole_bytes] & mask);
}

std::optional<Refusal> refusal_for(const IpAddress& address, bool allow_private) {
  static const Cidr nat64 = *Cidr::parse("64:ff9b::/96");
  IpAddress judged = address;
  if (nat64.contains(address)) std::memcpy(judged.data(), kV4Mapped.data(), 12);
  for (const Range& range : forbidden_ranges()) {
    if (!range.network.contains(judged)) continue;
    if (range.kind == Kind::private_range && allow_private) return std::nullopt;
    const std::string text = to_string(address);
    Refusal refusal{std::string(range.en) + " " + text + " is not allowed",
                    "адрес " + text + " запрещён: " + range.ru};
    if (range.kind == Kind::private_range) {
      refusal.en += " (PROOFREADER_SSRF_ALLOW_PRIVATE=false)";
      refusal.ru += " (PROOFREADER_SSRF_ALLOW_PRIVATE=false)";
    }
    return refusal;
  }
  return std::nullopt;
}

}  // namespace proofreader::netrules
