// Typed reads of a plugin's declared settings, over HostServices::setting.
// The host has validated the value against the declaration, so these only
// convert. Any thread.
#pragma once

#include <proofreader/sdk/host_services.hpp>

#include <cstdint>
#include <string>

namespace proofreader::kit {

inline std::uint64_t whole_number_setting(const sdk::HostServices& host, const std::string& key) {
  return std::stoull(host.setting(key));
}
inline bool flag_setting(const sdk::HostServices& host, const std::string& key) {
  return host.setting(key) == "true";
}

}  // namespace proofreader::kit
