// The plugin's one exported symbol: the "style" engine.
#include <proofreader/sdk/plugin.hpp>

#include "style_engine.hpp"

PROOFREADER_PLUGIN(engine, "style", "1.0.0", proofreader::style::StyleEngine)
