// The plugin's one exported symbol: the "morphology" engine.
#include <proofreader/sdk/plugin.hpp>

#include "morphology_engine.hpp"

PROOFREADER_PLUGIN(engine, "morphology", "1.0.0", proofreader::morphology_engine::MorphologyEngine)
