#include "extract/extractor.hpp"

#include "extract/docx_extractor.hpp"
#include "extract/extract_error.hpp"
#include "extract/html_extractor.hpp"
#include "extract/markdown_extractor.hpp"
#include "extract/source_trace.hpp"
#include "extract/txt_extractor.hpp"

namespace proofreader::host {
namespace {

std::vector<sdk::Block> extract_blocks(std::string_view bytes, Format format, const ExtractLimits& limits,
                                       SourceTrace* trace) {
  switch (format) {
    case Format::docx:
      return extract_docx(bytes, limits);
    case Format::txt:
      return extract_txt(bytes, trace);
    case Format::html:
      return extract_html(bytes, limits, trace);
    case Format::md:
      return extract_markdown(bytes, trace);
  }
  throw unsupported_format();
}

sdk::Document extract_traced(std::string_view bytes, Format format, const ExtractLimits& limits,
                             SourceTrace* trace) {
  sdk::Document document;
  document.source.format = std::string(format_name(format));
  try {
    document.blocks = extract_blocks(bytes, format, limits, trace);
  } catch (const std::bad_alloc&) {
    throw document_too_large("out of memory while extracting", "не хватило памяти при разборе");
  }
  return document;
}

}  // namespace

ExtractLimits background_limits() {
  ExtractLimits limits;
  limits.budget_patience = std::chrono::minutes(2);
  return limits;
}

sdk::Document extract(std::string_view bytes, Format format, const ExtractLimits& limits) {
  return extract_traced(bytes, format, limits, nullptr);
}

SourcedDocument extract_sourced(std::string_view bytes, Format format, const ExtractLimits& limits) {
  SourceTrace trace;
  SourcedDocument sourced;
  sourced.document = extract_traced(bytes, format, limits, &trace);
  sourced.source = trace.source();
  sourced.offsets = trace.take_offsets();
  return sourced;
}

sdk::Document extract_detected(std::string_view bytes, std::string_view filename_hint,
                               const ExtractLimits& limits) {
  const std::optional<Format> format = detect_format(bytes, filename_hint);
  if (!format) throw unsupported_format();
  return extract(bytes, *format, limits);
}

}  // namespace proofreader::host
