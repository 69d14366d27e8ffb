// AddressPolicy: the address rules as configured — PROOFREADER_SSRF_ALLOW_PRIVATE
// and the administrator's PROOFREADER_FETCH_ALLOWLIST (host names exempt from
// the rules, or networks whose addresses may be reached). Built once from the
// settings, immutable afterwards, so any thread may ask it.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "netrules/AddressRules.hpp"

namespace proofreader::netrules {

class AddressPolicy {
 public:
  // `allowlist` entries are CIDRs or single addresses (networks) or host
  // names (compared without case).
  AddressPolicy(bool allow_private, const std::vector<std::string>& allowlist);
  // From the settings' text: "true"/"false" (anything but "false" allows
  // private ranges, the spec's default) and a comma-separated allowlist.
  static AddressPolicy from_settings(std::string_view allow_private, std::string_view allowlist);

  // A host name the administrator exempted: its addresses are not judged.
  bool host_exempt(std::string_view host) const;
  // Why `address` may not be reached (allowlisted networks pass), or nullopt.
  std::optional<Refusal> refusal_for(const IpAddress& address) const;
  // Why a URL scheme is refused (only http and https are allowed), or nullopt.
  static std::optional<Refusal> scheme_refusal(std::string_view scheme);

 private:
  bool allow_private_;
  std::vector<Cidr> networks_;
  std::vector<std::string> hosts_;  // lower case
};

}  // namespace proofreader::netrules
