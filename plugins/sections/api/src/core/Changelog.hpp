// The Markdown changelog of a diff (GET …/diff?format=md): breaking changes
// first, then warnings, then the rest, then text changes, grouped by operation.
#pragma once

#include <string>

#include "SpecDiff.hpp"

namespace proofreader::api {

// `from_label` and `to_label` name the compared sides, e.g. "Pet Store v1".
std::string changelog_markdown(const SpecDiff& diff, const std::string& from_label,
                               const std::string& to_label);

}  // namespace proofreader::api
