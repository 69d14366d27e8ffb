// Writing a spec back out as YAML or JSON, as uploaded or with translated
// text put in place of the original at given JSON pointers.
//
// The original text is re-read by libfyaml into its own document model, which
// keeps key order, scalar styles and, in YAML, end-of-line comments (libfyaml's
// comment support, FYPCF_PARSE_COMMENTS / FYECF_OUTPUT_COMMENTS); the
// replacements are made in that model and it is emitted, and the whole-line
// comments above keys, which libfyaml does not write, are put back
// (KeyComments.hpp). The text must already have passed
// load_yaml's limits. Pure function; safe from any thread.
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>

namespace proofreader::api {

enum class ExportFormat { yaml, json };

// `replacements` maps a segment's JSON pointer to its new text; pointers that
// name no string scalar are skipped. Throws sdk::ApiError 400 bad_yaml if the
// text does not parse.
std::string export_spec(std::string_view text, ExportFormat format,
                        const std::unordered_map<std::string, std::string>& replacements);

}  // namespace proofreader::api
