// Extraction: turns an uploaded or fetched document into an sdk::Document.
//
// One extractor per format (DOCX, TXT, HTML, Markdown) behind these
// functions. Every block gets an index, a kind, its normalised text (rules in
// block_text.hpp), a location (block_builder.hpp) and protected spans for
// code, URLs, e-mail addresses and file paths (offsets in code points).
//
// Bad input never crashes or hangs: damaged files throw 400 "bad_document",
// limits throw 413 "document_too_large", unknown formats 415
// "unsupported_format" (sdk::ApiError with English and Russian messages).
// Empty input gives a document without blocks.
//
// Stateless and thread-safe: call from any thread, concurrently.
#pragma once

#include <proofreader/sdk/types.hpp>

#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "extract/format.hpp"
#include "extract/unpack_budget.hpp"

namespace proofreader::host {

struct ExtractLimits {
  // DOCX: bytes inflated from the archive in total, counted while inflating.
  std::size_t max_inflated_bytes = std::size_t{200} << 20;
  std::size_t max_zip_entries = 10000;
  // DOCX: inflated / compressed size of one entry (checked past the first MiB).
  double max_ratio = 200;
  // Element nesting (HTML, DOCX XML); deeper documents are refused.
  std::size_t max_depth = 512;
  // DOCX: the memory shared with every other unpacking in the process, and
  // how long to wait for room in it before 503 "server_busy". A request
  // waits briefly (its client retries); a job's worker longer (background_limits).
  UnpackBudget* budget = &UnpackBudget::process();
  std::chrono::milliseconds budget_patience{2000};
};

// The limits for work off a request's thread (jobs, tasks, indexing): the
// same sizes, with the patience of a queue that has time.
ExtractLimits background_limits();

// Extracts `bytes` as `format`. Sets source.format; the caller fills the rest
// of source.
sdk::Document extract(std::string_view bytes, Format format, const ExtractLimits& limits = {});

// Detects the format (detect_format) and extracts; throws 415
// "unsupported_format" when it is none of ours.
sdk::Document extract_detected(std::string_view bytes, std::string_view filename_hint,
                               const ExtractLimits& limits = {});

// A document with where its blocks' texts stand in the source (the command
// line's positions): `source` is the decoded text (UTF-8, a BOM removed) and
// offsets[b][i] the byte in it of code point i of block b's text. Markdown,
// HTML and plain text are traced; for DOCX `offsets` is empty.
struct SourcedDocument {
  sdk::Document document;
  std::string source;
  std::vector<std::vector<std::size_t>> offsets;
};

// Extracts like extract() (the same blocks), tracing where their texts stand.
SourcedDocument extract_sourced(std::string_view bytes, Format format, const ExtractLimits& limits = {});

}  // namespace proofreader::host
