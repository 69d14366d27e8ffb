// The plugin's one exported descriptor.
#include <proofreader/sdk/sdk.hpp>

#include "DocumentsSection.hpp"

namespace {
constexpr proofreader::sdk::SettingSpec kSettings[] = {
    {"REPO_MAX_FILE_BYTES", proofreader::sdk::SettingType::whole_number, "25000000",
     "Largest file the repository accepts, in bytes", 1},
};
}  // namespace

PROOFREADER_PLUGIN(section, "documents", "1.0.0", proofreader::documents::DocumentsSection, kSettings)
