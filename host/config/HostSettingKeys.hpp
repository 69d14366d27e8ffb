// The configuration keys the host reads itself. A plugin may not declare one
// (sdk/settings.hpp): the host's settings, its secrets among them
// (PROOFREADER_OIDC_CLIENT_SECRET, PROOFREADER_ADMIN_PASSWORD, LLM_API_KEY),
// never reach a plugin through HostServices::setting().
#pragma once

#include <string_view>

namespace proofreader::host {

// True for a key of the host's: one it reads, or one of its families
// (FEATURE_*, LLM_*).
bool is_host_setting(std::string_view key);

}  // namespace proofreader::host
