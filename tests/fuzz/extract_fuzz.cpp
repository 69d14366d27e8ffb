// Fuzz target of one extractor (host/extract), chosen at build time by
// PROOFREADER_FUZZ_FORMAT (docx, html, md, txt). Bad input may only end in
// ApiError 400/413/415; a document that comes out must be well formed: blocks
// numbered in order, valid UTF-8 text, protected spans inside their block.
// Extracted with source offsets (the command line's), the blocks must be the
// same, and every code point of a traced block (all but an HTML image's alt
// text) must have an offset inside the source.
// DOCX: an input that is no zip is packed as word/document.xml first
// (docx_input.hpp).
#include <proofreader/kit/utf8.hpp>
#include <proofreader/sdk/http.hpp>

#include "docx_input.hpp"
#include "extract/extractor.hpp"
#include "extract/utf8.hpp"
#include "fuzz_input.hpp"

using proofreader::fuzz::require;

namespace {

constexpr auto kFormat = proofreader::host::Format::PROOFREADER_FUZZ_FORMAT;

int code_points(const std::string& text) {
  return static_cast<int>(proofreader::kit::utf8::code_points(text));
}

void check_document(const proofreader::sdk::Document& document) {
  for (std::size_t i = 0; i < document.blocks.size(); ++i) {
    const auto& block = document.blocks[i];
    require(block.index == static_cast<int>(i),
            "block " + std::to_string(i) + " has index " + std::to_string(block.index));
    require(proofreader::host::is_valid_utf8(block.text), "block " + std::to_string(i) + " is not UTF-8");
    const auto points = code_points(block.text);
    for (const auto& span : block.protected_spans)
      require(span.offset >= 0 && span.length >= 0 && span.offset + span.length <= points,
              "block " + std::to_string(i) + ": span " + std::to_string(span.offset) + "+" +
                  std::to_string(span.length) + " outside " + std::to_string(points) + " code points");
  }
}

void check_sourced(const std::string& bytes, const proofreader::sdk::Document& plain) {
  const auto sourced = proofreader::host::extract_sourced(bytes, kFormat);
  require(sourced.document.blocks.size() == plain.blocks.size(), "extract_sourced gives other blocks");
  for (std::size_t i = 0; i < plain.blocks.size(); ++i)
    require(sourced.document.blocks[i].text == plain.blocks[i].text,
            "extract_sourced gives block " + std::to_string(i) + " another text");
  if (sourced.offsets.empty()) return;  // a format without lines
  require(sourced.offsets.size() == plain.blocks.size(), "not every block is traced");
  for (std::size_t i = 0; i < plain.blocks.size(); ++i) {
    const auto& offsets = sourced.offsets[i];
    require(
        offsets.empty() || static_cast<int>(offsets.size()) == code_points(plain.blocks[i].text),
        "block " + std::to_string(i) + " is traced for " + std::to_string(offsets.size()) + " code points");
    for (const auto offset : offsets)
      require(offset <= sourced.source.size(), "block " + std::to_string(i) + ": an offset past the source");
  }
}

// `bytes` as they come, or, for DOCX, XML packed as word/document.xml.
std::string input_of(std::string_view bytes) {
  if constexpr (kFormat != proofreader::host::Format::docx) return std::string(bytes);
  return proofreader::fuzz::docx_of(bytes);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string bytes = input_of(std::string_view(reinterpret_cast<const char*>(data), size));
  try {
    const auto document = proofreader::host::extract(bytes, kFormat);
    check_document(document);
    check_sourced(bytes, document);
  } catch (const proofreader::sdk::ApiError& e) {
    require(e.status() == 400 || e.status() == 413 || e.status() == 415,
            "extraction failed with status " + std::to_string(e.status()) + ": " + e.what());
  }
  return 0;
}
