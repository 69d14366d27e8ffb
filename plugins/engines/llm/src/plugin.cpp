// The llm plugin's one exported symbol.
#include <proofreader/sdk/sdk.hpp>

#include "llm_engine.hpp"

PROOFREADER_PLUGIN(engine, "llm", "1.0.0", proofreader::llm::LlmEngine)
