// PLACEHOLDER until the docx-export branch lands (its header replaces this).
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "annotate/Annotation.hpp"
#include "extract/extractor.hpp"

namespace proofreader::host {
struct DocxRevisionAuthor {
  std::string name = "Корректор";
  std::string initials = "К";
  std::string date;
};
AnnotatedFile annotate_docx(std::string_view docx, const std::vector<Annotation>& annotations,
                            const DocxRevisionAuthor& author, const ExtractLimits& limits);
}  // namespace proofreader::host
