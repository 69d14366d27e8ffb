#include "netrules/AddressPolicy.hpp"

#include <algorithm>
#include <cctype>

namespace proofreader::netrules {
namespace {

std::string lowercase(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  return text;
}

}  // namespace

AddressPolicy::AddressPolicy(bool allow_private, const std::vector<std::string>& allowlist)
    : allow_private_(allow_private) {
  for (const std::string& entry : allowlist) {
    if (std::optional<Cidr> network = Cidr::parse(entry)) {
      networks_.push_back(*network);
    } else if (!entry.empty()) {
      hosts_.push_back(lowercase(entry));
    }
  }
}

AddressPolicy AddressPolicy::from_settings(std::string_view allow_private, std::string_view allowlist) {
  std::vector<std::string> entries;
  while (!allowlist.empty()) {
    const std::size_t comma = allowlist.find(',');
    const std::string_view entry = trimmed(allowlist.substr(0, comma));
    if (!entry.empty()) entries.emplace_back(entry);
    allowlist = comma == std::string_view::npos ? std::string_view() : allowlist.substr(comma + 1);
  }
  return AddressPolicy(lowercase(trimmed(allow_private)) != "false", entries);
}

bool AddressPolicy::host_exempt(std::string_view host) const {
  return std::find(hosts_.begin(), hosts_.end(), lowercase(host)) != hosts_.end();
}

std::optional<Refusal> AddressPolicy::refusal_for(const IpAddress& address) const {
  if (std::any_of(networks_.begin(), networks_.end(), [&](const Cidr& n) { return n.contains(address); }))
    return std::nullopt;
  return netrules::refusal_for(address, allow_private_);
}

std::optional<Refusal> AddressPolicy::scheme_refusal(std::string_view scheme) {
  const std::string lower = lowercase(scheme);
  if (lower == "http" || lower == "https") return std::nullopt;
  return Refusal{"scheme '" + lower + "' is not allowed (only http and https)",
                 "схема «" + lower + "» запрещена (допустимы только http и https)"};
}

}  // namespace proofreader::netrules
