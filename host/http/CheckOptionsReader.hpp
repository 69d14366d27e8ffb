// The check options as every route that starts a check reads them: the
// host's POST /api/jobs (JSON or a form), and the sections' checks through
// HostServices::read_check_options. One reading, one set of errors:
//   - check_<part> for each switchable CheckPart: true when absent or null; a
//     JSON boolean, or the text true/false, 1/0, on/off, yes/no (a form's
//     checkbox sends "on"), any case; anything else is 400 bad_request
//     naming the field;
//   - prompt: a string of at most kMaxPromptBytes bytes, else 400.
// Pure functions; any thread.
#pragma once

#include <Poco/Dynamic/Var.h>
#include <Poco/JSON/Object.h>
#include <proofreader/sdk/types.hpp>

#include <cstddef>
#include <map>
#include <string>

namespace proofreader::host {

inline constexpr std::size_t kMaxPromptBytes = 4000;

// A switch written as text, or as a JSON value (see above).
bool flag_from_text(const std::string& name, const std::string& text);
bool flag_from_json(const std::string& name, const Poco::Dynamic::Var& value);

// Reads the options present into `options`; what is absent keeps its value.
void read_check_options(const Poco::JSON::Object& body, sdk::CheckOptions& options);
void read_check_options(const std::map<std::string, std::string>& fields, sdk::CheckOptions& options);

}  // namespace proofreader::host
