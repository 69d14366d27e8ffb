// The grammar-client plugin's one exported symbol.
#include <proofreader/sdk/sdk.hpp>

#include "grammar_client_engine.hpp"

PROOFREADER_PLUGIN(engine, "grammar-client", "1.0.0", proofreader::grammar_client::GrammarClientEngine,
                   proofreader::grammar_client::kSettings)
