// A plugin's declared settings (sdk/settings.hpp), read from the host's
// configuration and validated when the plugin is loaded.
//
// Called on the main thread while plugins load; the result is immutable and
// read by HostServicesImpl::setting() from any thread.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include <proofreader/sdk/settings.hpp>

namespace proofreader::host {

class Settings;

// One declaration, copied out of the plugin's library, with its value.
struct DeclaredSetting {
  std::string plugin;
  std::string key;
  sdk::SettingType type = sdk::SettingType::text;
  std::string default_value;
  std::string help;
  std::uint64_t minimum = 0;
  std::uint64_t maximum = UINT64_MAX;
  std::string value;  // the configured value, else the default
};

// "text", "whole number", "true/false".
std::string type_name(sdk::SettingType type);

// Reads and validates `plugin`'s declarations. Throws std::invalid_argument
// with a message naming the key (and, for a bad value, the value and the
// bound) when a declaration is malformed, takes a host key, or a configured
// value does not fit its declaration.
std::vector<DeclaredSetting> resolve_plugin_settings(const std::string& plugin, const sdk::SettingList& list,
                                                     const Settings& settings);

// docs/configuration.md's table of plugin settings, one row per key
// (several plugins may declare one key; their names are joined).
std::string settings_table_markdown(const std::vector<DeclaredSetting>& settings);

}  // namespace proofreader::host
