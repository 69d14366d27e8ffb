// Compact JSON text of a Poco value, for every layer that writes JSON (stores,
// the audit log, the HTTP answers).
#pragma once

#include <Poco/Dynamic/Var.h>

#include <string>

namespace proofreader::host {

// Serialises a JSON value compactly (UTF-8 kept as is).
std::string to_json(const Poco::Dynamic::Var& value);

}  // namespace proofreader::host
