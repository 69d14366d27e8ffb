// The plugin's one exported descriptor.
#include <proofreader/sdk/sdk.hpp>

#include "DocumentsSection.hpp"

PROOFREADER_PLUGIN(section, "documents", "1.0.0", proofreader::documents::DocumentsSection)
