// Where a plugin finds the Russian morphology dictionary: the one setting the
// morphology, style, documents and api plugins declare for it, and its
// reading. For plugins only (it speaks the SDK); the grammar server is told
// its folder on the command line.
#pragma once

#include <proofreader/sdk/host_services.hpp>
#include <proofreader/sdk/settings.hpp>

#include <string>

namespace proofreader::russian {

inline constexpr sdk::SettingSpec kDictionarySetting = {
    "PROOFREADER_MORPHOLOGY_DICT", sdk::SettingType::text, "",
    "Folder of the Russian morphology dictionary; empty: PROOFREADER_SHARE_DIR/morphology/ru"};

// The folder the plugin's declared kDictionarySetting names, else the host's
// shared data's morphology/ru.
inline std::string dictionary_directory(const sdk::HostServices& host) {
  const std::string configured = host.setting(kDictionarySetting.key);
  return configured.empty() ? host.share_directory() + "/morphology/ru" : configured;
}

}  // namespace proofreader::russian
