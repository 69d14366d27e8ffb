// What a caller asks an annotator to write into a file, and what it could
// not place. Plain data, no behaviour.
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

struct SkippedAnnotation {
  std::string id;
  std::string reason;  // in Russian, for the writer, e.g. «текст в файле не совпадает с проверенным»
};

struct AnnotatedFile {
  std::string bytes;
  std::vector<SkippedAnnotation> skipped;
};

}  // namespace proofreader::host
