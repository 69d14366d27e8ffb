// Annotation: one remark to place in the file it was found in, the input of
// the annotators (docx_annotator, text_annotator), and what they answer.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace proofreader::host {

// One remark to place in a file. block/offset/length are as in sdk::Remark:
// the block's index in what the file's extractor gives (extract_docx for DOCX),
// and code points within that block's normalised text.
struct Annotation {
  std::string id;  // the remark's id, reported back if skipped
  int block = 0;
  int offset = 0;
  int length = 0;
  std::string fragment;                    // the text expected at that place
  std::string comment;                     // comment text; empty: no comment
  std::optional<std::string> replacement;  // set: write this fix (a tracked change in DOCX)
};

// A remark an annotator could not place, and why.
struct SkippedAnnotation {
  std::string id;
  std::string reason;  // in Russian, for the writer
};

struct AnnotatedFile {
  std::string bytes;
  std::vector<SkippedAnnotation> skipped;
};

}  // namespace proofreader::host
