// JsonBody: a request body parsed as JSON, with every failure turned into the
// one 400 shape. Shared by the host's RequestContext and the JSON body fuzz
// target (tests/fuzz), so what is fuzzed is what requests run. Pure function,
// thread-safe.
#pragma once

#include <Poco/Dynamic/Var.h>

#include <string>

namespace proofreader::host {

// Throws sdk::ApiError 400 for an empty or malformed body.
Poco::Dynamic::Var parse_json_body(const std::string& text);

}  // namespace proofreader::host
