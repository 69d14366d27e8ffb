// Internal: reads a JSON array of strings (suffixes.json and the gramtab are
// nothing else), without a general JSON library in the hot load path.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace proofreader::russian {

// Throws std::runtime_error mentioning `name` when `json` is not an array of strings.
std::vector<std::string> parse_json_string_array(std::string_view json, std::string_view name);

}  // namespace proofreader::russian
