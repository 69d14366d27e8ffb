// The consistency check: one document writing the same term in different ways
// (e-mail / email / Email, веб-сайт / вебсайт, ID / id, ещё / еще, a guide
// term and its variants). Each occurrence that differs from the document's
// dominant spelling — or from the guide's preferred term — gets one remark
// pointing at it.
//
// Spellings meet under a key: lower case, ё folded, hyphens dropped. Case
// alone never counts (Latin words differing only in case are identifiers:
// pid/PID); ё/е alone counts except for pairs that are different words
// (все/всё). With a morphology, Cyrillic words also meet under their lemma, so
// a hyphen differing between forms is found too («веб-сайт» / «вебсайте»).
// Pure function, thread-safe.
#pragma once

#include <proofreader/russian/morphology.hpp>
#include <proofreader/sdk/types.hpp>

#include <vector>

#include "compiled_guide.hpp"
#include "word_scanner.hpp"

namespace proofreader::style {

// `words[i]` are the words of document.blocks[i].
std::vector<sdk::Remark> check_consistency(const sdk::Document& document,
                                           const std::vector<std::vector<Word>>& words,
                                           const std::vector<TermGroup>& terms,
                                           const russian::Morphology* morphology);

}  // namespace proofreader::style
