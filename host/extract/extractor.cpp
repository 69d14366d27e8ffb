#include "extract/extractor.hpp"

#include "extract/docx_extractor.hpp"
#include "extract/extract_error.hpp"
#include "extract/html_extractor.hpp"
#include "extract/markdown_extractor.hpp"
#include "extract/txt_extractor.hpp"

namespace proofreader::host {
namespace {

std::vector<sdk::Block> extract_blocks(std::string_view bytes, Format format, const ExtractLimits& limits) {
  switch (format) {
    case Format::docx:
      return extract_docx(bytes, limits);
    case Format::txt:
      return extract_txt(bytes);
    case Format::html:
      return extract_html(bytes, limits);
    case Format::md:
      return extract_markdown(bytes);
  }
  throw unsupported_format();
}

}  // namespace

ExtractLimits background_limits() {
  ExtractLimits limits;
  limits.budget_patience = std::chrono::minutes(2);
  return limits;
}

sdk::Document extract(std::string_view bytes, Format format, const ExtractLimits& limits) {
  sdk::Document document;
  document.source.format = std::string(format_name(format));
  try {
    document.blocks = extract_blocks(bytes, format, limits);
  } catch (const std::bad_alloc&) {
    throw document_too_large("out of memory while extracting", "не хватило памяти при разборе");
  }
  return document;
}

sdk::Document extract_detected(std::string_view bytes, std::string_view filename_hint,
                               const ExtractLimits& limits) {
  const std::optional<Format> format = detect_format(bytes, filename_hint);
  if (!format) throw unsupported_format();
  return extract(bytes, *format, limits);
}

}  // namespace proofreader::host
