// The host's reading of a plugin's declared settings (plugins/PluginSettings):
// defaults, bounds, types, host keys, and the README table made from them.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>

#include "config/Settings.hpp"
#include "loading/PluginSettings.hpp"

using namespace proofreader;
using host::resolve_plugin_settings;

namespace {

constexpr sdk::SettingSpec kSpecs[] = {
    {"PSTEST_COUNT", sdk::SettingType::whole_number, "5", "A count", 2, 10},
    {"PSTEST_NAME", sdk::SettingType::text, "", "A name"},
    {"PSTEST_FLAG", sdk::SettingType::flag, "true", "A flag"},
};

std::string refusal(const sdk::SettingList& list, const host::Settings& settings) {
  try {
    resolve_plugin_settings("p", list, settings);
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "accepted";
}

}  // namespace

TEST_CASE("declared settings: the configured value when it fits, else the default") {
  ::setenv("PSTEST_COUNT", "10", 1);
  const host::Settings settings("/nonexistent.properties");
  const auto resolved = resolve_plugin_settings("p", sdk::setting_list(kSpecs), settings);
  REQUIRE(resolved.size() == 3);
  CHECK(resolved[0].value == "10");
  CHECK(resolved[1].value == "");
  CHECK(resolved[2].value == "true");
  CHECK(resolved[0].plugin == "p");
  ::unsetenv("PSTEST_COUNT");
}

TEST_CASE(
    "declared settings: a value out of bounds, malformed or of the wrong type is refused, naming key, value "
    "and bound") {
  const std::pair<const char*, const char*> cases[] = {
      {"11", "setting PSTEST_COUNT=\"11\" is out of bounds: must be 2 to 10"},
      {"1", "setting PSTEST_COUNT=\"1\" is out of bounds: must be 2 to 10"},
      {"-3", "setting PSTEST_COUNT=\"-3\" must be a whole number from 2 to 10"},
      {"5ms", "setting PSTEST_COUNT=\"5ms\" must be a whole number from 2 to 10"},
      {"99999999999999999999999", "must be a whole number from 2 to 10"},
  };
  for (const auto& [value, message] : cases) {
    INFO(value);
    ::setenv("PSTEST_COUNT", value, 1);
    const host::Settings settings("/nonexistent.properties");
    CHECK(refusal(sdk::setting_list(kSpecs), settings).find(message) != std::string::npos);
  }
  ::unsetenv("PSTEST_COUNT");
  ::setenv("PSTEST_FLAG", "yes", 1);
  CHECK(refusal(sdk::setting_list(kSpecs), host::Settings("/nonexistent.properties")) ==
        "setting PSTEST_FLAG=\"yes\" must be true or false");
  ::unsetenv("PSTEST_FLAG");
}

TEST_CASE(
    "declared settings: a host key, a malformed key, a twice-declared key or a bad default is refused") {
  const host::Settings settings("/nonexistent.properties");
  constexpr sdk::SettingSpec host_key[] = {
      {"PROOFREADER_OIDC_CLIENT_SECRET", sdk::SettingType::text, "", ""}};
  constexpr sdk::SettingSpec feature[] = {{"FEATURE_ANYTHING", sdk::SettingType::flag, "true", ""}};
  constexpr sdk::SettingSpec llm[] = {{"LLM_API_KEY", sdk::SettingType::text, "", ""}};
  constexpr sdk::SettingSpec lower[] = {{"llm_api_key", sdk::SettingType::text, "", ""}};
  constexpr sdk::SettingSpec twice[] = {{"PSTEST_A", sdk::SettingType::text, "", ""},
                                        {"PSTEST_A", sdk::SettingType::text, "", ""}};
  constexpr sdk::SettingSpec bad_default[] = {{"PSTEST_B", sdk::SettingType::whole_number, "0", "", 1, 5}};
  CHECK(refusal(sdk::setting_list(host_key), settings) ==
        "declares the host's setting PROOFREADER_OIDC_CLIENT_SECRET");
  CHECK(refusal(sdk::setting_list(feature), settings) == "declares the host's setting FEATURE_ANYTHING");
  CHECK(refusal(sdk::setting_list(llm), settings) == "declares the host's setting LLM_API_KEY");
  CHECK(refusal(sdk::setting_list(lower), settings).find("malformed setting key") != std::string::npos);
  CHECK(refusal(sdk::setting_list(twice), settings) == "declares the setting PSTEST_A twice");
  CHECK(refusal(sdk::setting_list(bad_default), settings).find("with the default \"0\"") !=
        std::string::npos);
}

TEST_CASE("the settings table has one row per key, naming every plugin that declares it") {
  const host::Settings settings("/nonexistent.properties");
  auto rows = resolve_plugin_settings("alpha", sdk::setting_list(kSpecs), settings);
  for (auto& s : resolve_plugin_settings("beta", sdk::setting_list(kSpecs), settings)) rows.push_back(s);
  const auto table = host::settings_table_markdown(rows);
  CHECK(table.find("| `PSTEST_COUNT` | alpha, beta | whole number, 2 to 10 | `5` | A count |") !=
        std::string::npos);
  CHECK(table.find("| `PSTEST_NAME` | alpha, beta | text | — | A name |") != std::string::npos);
  CHECK(std::count(table.begin(), table.end(), '\n') == 2 + 3);
}
