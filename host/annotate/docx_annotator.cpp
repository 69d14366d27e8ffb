// PLACEHOLDER until the docx-export branch lands; never committed.
#include "annotate/docx_annotator.hpp"
#include <stdexcept>
namespace proofreader::host {
AnnotatedFile annotate_docx(std::string_view, const std::vector<Annotation>&, const DocxRevisionAuthor&,
                            const ExtractLimits&) {
  throw std::logic_error("docx annotator not merged yet");
}
}  // namespace proofreader::host
