// RemarkMerge: one remark per problem in a report.
//
// Engines run independently and can point at the same fragment; the report
// keeps one card for it. A pure function, called by the pipeline's job thread
// once all engines have finished; it owns nothing.
#pragma once

#include <proofreader/sdk/types.hpp>

#include <map>
#include <string>
#include <vector>

namespace proofreader::host {

// Merges overlapping remarks on one block reported by different engines about
// the same problem into one card, and orders by block and offset. The same
// problem: one category, or a disagreement the morphology engine calls
// `agreement` and the grammar server `grammar` («свою памяти») when both mark
// the same words or propose the same fix. The card is the first remark by
// block, offset, length, engine and rule (never by which engine finished first), or for those word-form
// problems the remark of the engine with the higher EngineInfo::merge_precedence (`precedence`); the other's
// suggestions join it only as replacements of the card's fragment (rewritten when one span holds the other,
// dropped when that is impossible), and its engine and rule id go to the card's `merged_from`. Needs each
// remark's fragment filled in.
std::vector<sdk::Remark> merge_remarks(std::vector<sdk::Remark> remarks,
                                       const std::map<std::string, int>& precedence = {});

}  // namespace proofreader::host
