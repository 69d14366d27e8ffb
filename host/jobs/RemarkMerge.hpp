// RemarkMerge: one remark per problem in a report.
//
// Engines run independently and can point at the same fragment; the report
// keeps one card for it. A pure function, called by the pipeline's job thread
// once all engines have finished; it owns nothing.
#pragma once

#include <proofreader/sdk/remark.hpp>

#include <vector>

namespace proofreader::host {

// Merges overlapping remarks of one category on one block reported by
// different engines into the first of them, and orders by block and offset.
// The later remark's suggestions join the first one's only as replacements of
// the first one's fragment (rewritten when one span holds the other, dropped
// when that is impossible). Needs each remark's fragment filled in.
std::vector<sdk::Remark> merge_remarks(std::vector<sdk::Remark> remarks);

}  // namespace proofreader::host
