// ModelConfig: the model settings one check runs with, read from
// HostServices::model() on every check so a PUT /api/settings applies to the
// next check without a restart. The model's address and key stay in the
// host, which adds them to the engine's requests (HttpRequest::Target::model).
#pragma once

#include <string>

#include <proofreader/sdk/host_services.hpp>

namespace proofreader::llm {

using ModelConfig = sdk::ModelView;  // configured false: the model layer is off

}  // namespace proofreader::llm
