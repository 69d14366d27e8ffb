// The plugin's one exported symbol: the "style" engine.
#include <proofreader/sdk/plugin.hpp>

#include "style_engine.hpp"

namespace {
constexpr proofreader::sdk::SettingSpec kSettings[] = {
    {"PROOFREADER_STYLE_RULE_BUDGET_MS", proofreader::sdk::SettingType::whole_number, "250",
     "Time one user regex rule may take over one document before it is stopped, in milliseconds", 1, 60000},
};
}

PROOFREADER_PLUGIN(engine, "style", "1.0.0", proofreader::style::StyleEngine, kSettings)
