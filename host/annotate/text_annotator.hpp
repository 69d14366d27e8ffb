// Writes fixes back into a Markdown or plain-text file: the file as it was,
// with each annotation's replacement put where its fragment stands.
//
// The extractors normalise a block's text (whitespace collapsed, markup
// dropped), so a block offset is not a file offset. Each fix is found by its
// fragment together with the block's text around it, searched forward from
// the previous fix, with any run of whitespace in the block matching a run at
// least as long in the file (a wrapped line, an indented continuation). The
// widest context that still matches wins: first 24 code points each side,
// then 12, 6, 3, then one side only. A fix whose fragment does not match its
// block (the report is of another text), or that no context finds (markup
// inside it, the file changed), or that overlaps an earlier fix, is skipped
// and listed, never put in a guessed place. Annotations without a
// replacement are not for text files and are ignored.
// Pure function; any thread.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "annotate/Annotation.hpp"

namespace proofreader::host {

// `block_texts` are the texts of the blocks the annotations' block indices
// name (the checked report's blocks). The result's bytes are the corrected file.
AnnotatedFile correct_text(std::string_view original, const std::vector<std::string>& block_texts,
                           std::vector<Annotation> annotations);

}  // namespace proofreader::host
