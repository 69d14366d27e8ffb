#include "loading/PluginSettings.hpp"

#include <charconv>
#include <stdexcept>

#include "config/HostSettingKeys.hpp"
#include "config/Settings.hpp"

namespace proofreader::host {

namespace {

bool valid_key(const std::string& key) {
  if (key.empty() || key.size() > 64 || key[0] < 'A' || key[0] > 'Z') return false;
  return key.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") == std::string::npos;
}

std::string bounds(const DeclaredSetting& s) {
  return std::to_string(s.minimum) +
         (s.maximum == UINT64_MAX ? " or more" : " to " + std::to_string(s.maximum));
}

// Empty when `value` fits the declaration, else what is wrong with it.
std::string problem(const DeclaredSetting& s, const std::string& value) {
  switch (s.type) {
    case sdk::SettingType::text:
      return {};
    case sdk::SettingType::flag:
      return value == "true" || value == "false" ? std::string() : "must be true or false";
    case sdk::SettingType::whole_number: {
      std::uint64_t n = 0;
      const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), n);
      if (value.empty() || error != std::errc() || end != value.data() + value.size())
        return "must be a whole number from " + bounds(s);
      if (n < s.minimum || n > s.maximum) return "is out of bounds: must be " + bounds(s);
      return {};
    }
  }
  return "has an unknown type";
}

}  // namespace

std::string type_name(sdk::SettingType type) {
  switch (type) {
    case sdk::SettingType::text:
      return "text";
    case sdk::SettingType::whole_number:
      return "whole number";
    case sdk::SettingType::flag:
      return "true/false";
  }
  return "unknown";
}

std::vector<DeclaredSetting> resolve_plugin_settings(const std::string& plugin, const sdk::SettingList& list,
                                                     const Settings& settings) {
  std::vector<DeclaredSetting> out;
  for (std::size_t i = 0; i < list.count; ++i) {
    const sdk::SettingSpec& spec = list.items[i];
    DeclaredSetting s;
    s.plugin = plugin;
    s.key = spec.key ? spec.key : "";
    s.type = spec.type;
    s.default_value = spec.default_value ? spec.default_value : "";
    s.help = spec.help ? spec.help : "";
    s.minimum = spec.minimum;
    s.maximum = spec.maximum;
    if (!valid_key(s.key)) throw std::invalid_argument("declares a malformed setting key \"" + s.key + "\"");
    if (is_host_setting(s.key)) throw std::invalid_argument("declares the host's setting " + s.key);
    for (const auto& earlier : out)
      if (earlier.key == s.key) throw std::invalid_argument("declares the setting " + s.key + " twice");
    if (const auto why = problem(s, s.default_value); !why.empty())
      throw std::invalid_argument("declares " + s.key + " with the default \"" + s.default_value +
                                  "\", which " + why);
    s.value = settings.get(s.key, s.default_value);
    if (const auto why = problem(s, s.value); !why.empty())
      throw std::invalid_argument("setting " + s.key + "=\"" + s.value + "\" " + why);
    out.push_back(std::move(s));
  }
  return out;
}

std::string settings_table_markdown(const std::vector<DeclaredSetting>& settings) {
  std::vector<std::pair<DeclaredSetting, std::string>> rows;  // declaration, plugins declaring it
  for (const auto& s : settings) {
    bool merged = false;
    for (auto& [row, plugins] : rows)
      if (row.key == s.key) {
        plugins += ", " + s.plugin;
        merged = true;
      }
    if (!merged) rows.emplace_back(s, s.plugin);
  }
  std::string out = "| Variable | Plugin | Type | Default | Meaning |\n|---|---|---|---|---|\n";
  for (const auto& [s, plugins] : rows) {
    std::string type = type_name(s.type);
    if (s.type == sdk::SettingType::whole_number) type += ", " + bounds(s);
    out += "| `" + s.key + "` | " + plugins + " | " + type + " | " +
           (s.default_value.empty() ? std::string("—") : "`" + s.default_value + "`") + " | " + s.help +
           " |\n";
  }
  return out;
}

}  // namespace proofreader::host
