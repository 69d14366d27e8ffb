// Finds the parts of a block's text that engines must not check: `code`,
// URLs, e-mail addresses and file paths (PCRE2 patterns compiled once).
// Thread-safe.
#pragma once

#include <proofreader/sdk/types.hpp>

#include <string_view>
#include <vector>

namespace proofreader::host {

// Spans found in `text` (valid UTF-8), offsets in code points, merged with
// `known` (e.g. inline code the extractor already marked). The result is
// sorted by offset and free of overlaps: of two overlapping spans the one that
// starts first (then the longer) wins.
std::vector<sdk::ProtectedSpan> find_protected_spans(std::string_view text,
                                                     std::vector<sdk::ProtectedSpan> known = {});

}  // namespace proofreader::host
