// Rewrites a zip archive held in memory with some entries replaced or added,
// copying every other entry as it is: its local header, compressed data and
// data descriptor, and its central directory record, byte for byte (only the
// record's offset changes). Poco::Zip cannot do this from memory (its raw
// copy, Compress::addFileRaw, is private to ZipManipulator, which works on
// files and reorders entries), so the archive's own structure is read here.
//
// Contract: `original` has been opened by ZipReader first (a readable
// archive within ExtractLimits); this reader still checks every offset and
// size it follows against the buffer and throws bad_document on damage.
// Entry order is kept; a replaced entry stays in its place; added entries go
// at the end, in the order given. New data is deflated (zlib, raw deflate).
// ZIP64 archives (more than 65 535 entries or 4 GiB) are refused.
// Pure function, safe from any thread.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace proofreader::host {

// `changes`: (entry name, new content); names not in the archive are added.
std::string rewrite_zip(std::string_view original,
                        const std::vector<std::pair<std::string, std::string>>& changes);

}  // namespace proofreader::host
