#include "fetch/address_rules.hpp"

#include <arpa/inet.h>
#include <netinet/in.h>

#include <charconv>
#include <cstring>
#include <vector>

namespace proofreader::host {
namespace {

constexpr IpAddress kMappedPrefix = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0, 0, 0, 0};

bool is_mapped_ipv4(const IpAddress& a) {
  return std::memcmp(a.data(), kMappedPrefix.data(), 12) == 0;
}

std::optional<IpAddress> parse_address(const std::string& text) {
  IpAddress address = kMappedPrefix;
  in_addr v4;
  if (inet_pton(AF_INET, text.c_str(), &v4) == 1) {
    std::memcpy(address.data() + 12, &v4, 4);
    return address;
  }
  in6_addr v6;
  if (inet_pton(AF_INET6, text.c_str(), &v6) == 1) {
    std::memcpy(address.data(), &v6, 16);
    return address;
  }
  return std::nullopt;
}

struct Rule {
  Cidr range;
  const char* en;
  const char* ru;
  bool private_range;
};

// First match wins: narrower ranges come before the ranges holding them.
const std::vector<Rule>& rules() {
  static const std::vector<Rule> table = [] {
    const struct {
      const char* cidr;
      const char* en;
      const char* ru;
      bool private_range;
    } source[] = {
        {"0.0.0.0/8", "unspecified address", "неопределённый адрес", false},
        {"127.0.0.0/8", "loopback address", "локальный (loopback) адрес", false},
        {"169.254.0.0/16", "link-local address", "link-local адрес", false},
        {"100.64.0.0/10", "shared (CGNAT) address", "адрес CGNAT", false},
        {"192.0.0.0/24", "IETF protocol assignment address", "служебный адрес IETF", false},
        {"192.0.2.0/24", "documentation address", "адрес для документации", false},
        {"198.51.100.0/24", "documentation address", "адрес для документации", false},
        {"203.0.113.0/24", "documentation address", "адрес для документации", false},
        {"192.88.99.0/24", "6to4 relay address", "адрес ретранслятора 6to4", false},
        {"198.18.0.0/15", "benchmarking address", "адрес для тестов производительности", false},
        {"224.0.0.0/4", "multicast address", "групповой (multicast) адрес", false},
        {"255.255.255.255/32", "broadcast address", "широковещательный адрес", false},
        {"240.0.0.0/4", "reserved address", "зарезервированный адрес", false},
        {"10.0.0.0/8", "private address", "частный адрес", true},
        {"172.16.0.0/12", "private address", "частный адрес", true},
        {"192.168.0.0/16", "private address", "частный адрес", true},
        {"::/128", "unspecified address", "неопределённый адрес", false},
        {"::1/128", "loopback address", "локальный (loopback) адрес", false},
        {"::/96", "IPv4-compatible IPv6 address", "IPv4-совместимый IPv6-адрес", false},
        {"64:ff9b:1::/48", "local-use NAT64 address", "локальный адрес NAT64", false},
        {"100::/64", "discard-only address", "адрес для отбрасывания", false},
        {"2001:db8::/32", "documentation address", "адрес для документации", false},
        {"2001::/23", "IETF protocol assignment address", "служебный адрес IETF", false},
        {"2002::/16", "6to4 address", "адрес 6to4", false},
        {"fc00::/7", "private (unique local) address", "частный (unique local) адрес", true},
        {"fe80::/10", "link-local address", "link-local адрес", false},
        {"fec0::/10", "private (site-local) address", "частный (site-local) адрес", true},
        {"ff00::/8", "multicast address", "групповой (multicast) адрес", false},
    };
    std::vector<Rule> out;
    for (const auto& s : source) out.push_back({*Cidr::parse(s.cidr), s.en, s.ru, s.private_range});
    return out;
  }();
  return table;
}

}  // namespace

std::optional<IpAddress> ip_address_from(const sockaddr* address) {
  IpAddress out = kMappedPrefix;
  if (address->sa_family == AF_INET) {
    std::memcpy(out.data() + 12, &reinterpret_cast<const sockaddr_in*>(address)->sin_addr, 4);
    return out;
  }
  if (address->sa_family == AF_INET6) {
    std::memcpy(out.data(), &reinterpret_cast<const sockaddr_in6*>(address)->sin6_addr, 16);
    return out;
  }
  return std::nullopt;
}

std::string to_string(const IpAddress& address) {
  char text[INET6_ADDRSTRLEN] = {};
  if (is_mapped_ipv4(address)) {
    inet_ntop(AF_INET, address.data() + 12, text, sizeof text);
  } else {
    inet_ntop(AF_INET6, address.data(), text, sizeof text);
  }
  return text;
}

std::optional<Cidr> Cidr::parse(std::string_view text) {
  const std::size_t slash = text.find('/');
  const std::optional<IpAddress> address = parse_address(std::string(text.substr(0, slash)));
  if (!address) return std::nullopt;
  const bool v4 = text.substr(0, slash).find(':') == std::string_view::npos;
  int bits = v4 ? 32 : 128;
  if (slash != std::string_view::npos) {
    const std::string_view digits = text.substr(slash + 1);
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), bits);
    if (error != std::errc() || end != digits.data() + digits.size() || bits < 0 || bits > (v4 ? 32 : 128))
      return std::nullopt;
  }
  Cidr cidr;
  cidr.network_ = *address;
  cidr.prefix_bits_ = v4 ? bits + 96 : bits;
  return cidr;
}

bool Cidr::contains(const IpAddress& address) const {
  const int whole = prefix_bits_ / 8;
  if (std::memcmp(network_.data(), address.data(), whole) != 0) return false;
  const int rest = prefix_bits_ % 8;
  if (rest == 0) return true;
  const auto mask = static_cast<std::uint8_t>(0xFF << (8 - rest));
  return (network_[whole] & mask) == (address[whole] & mask);
}

std::optional<Refusal> refusal_for(const IpAddress& address, bool allow_private) {
  static const Cidr nat64 = *Cidr::parse("64:ff9b::/96");
  IpAddress judged = address;
  if (nat64.contains(address)) std::memcpy(judged.data(), kMappedPrefix.data(), 12);
  for (const Rule& rule : rules()) {
    if (!rule.range.contains(judged)) continue;
    if (rule.private_range && allow_private) return std::nullopt;
    const std::string text = to_string(address);
    Refusal refusal{std::string(rule.en) + " " + text + " is not allowed",
                    std::string("адрес ") + text + " запрещён: " + rule.ru};
    if (rule.private_range) {
      refusal.en += " (PROOFREADER_SSRF_ALLOW_PRIVATE=false)";
      refusal.ru += " (PROOFREADER_SSRF_ALLOW_PRIVATE=false)";
    }
    return refusal;
  }
  return std::nullopt;
}

}  // namespace proofreader::host
