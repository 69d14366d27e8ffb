// The plugin's one exported symbol: the "morphology" engine.
#include <proofreader/russian/plugin_dictionary.hpp>
#include <proofreader/sdk/plugin.hpp>

#include "morphology_engine.hpp"

namespace {
constexpr proofreader::sdk::SettingSpec kSettings[] = {proofreader::russian::kDictionarySetting};
}

PROOFREADER_PLUGIN(engine, "morphology", "1.0.0", proofreader::morphology_engine::MorphologyEngine, kSettings)
