// Settings a plugin declares: the only configuration it can read. In the
// manner of nginx's ngx_command_t, a plugin lists them in its descriptor; the
// host reads each from its configuration when it loads the plugin and
// validates it (a bad value refuses the plugin with one log line), and
// HostServices::setting() answers only these keys. A key is upper case
// ([A-Z][A-Z0-9_]*) and not one the host reads; two plugins may declare the
// same key, each validating it by its own declaration. The declarations
// appear in docs/configuration.md and GET /api/config.
#pragma once

#include <cstddef>
#include <cstdint>

namespace proofreader::sdk {

enum class SettingType : std::uint32_t {
  text = 1,          // any value
  whole_number = 2,  // decimal digits, within [minimum, maximum]
  flag = 3,          // "true" or "false"
};

// One declared setting. Plain data with static storage: the host reads it
// while the plugin's library is loaded, and copies what it keeps.
struct SettingSpec {
  const char* key;  // e.g. "WATCH_DAILY_AT"
  SettingType type;
  const char* default_value;  // used when the key is unset; must itself be valid
  const char* help;           // one line for docs/configuration.md and /api/config
  std::uint64_t minimum = 0;  // whole_number only
  std::uint64_t maximum = UINT64_MAX;
};

// The declarations a descriptor points to.
struct SettingList {
  const SettingSpec* items = nullptr;
  std::size_t count = 0;
};

template <std::size_t N>
constexpr SettingList setting_list(const SettingSpec (&items)[N]) {
  return {items, N};
}
constexpr SettingList setting_list() {
  return {};
}

}  // namespace proofreader::sdk
