// DocumentLoader: turns a job's source into the Document the engines check.
//
// Text is read as plain text; a file is extracted in the format judged from
// its content when the request was read (so detection runs once per job);
// a URL is fetched under the fetch rules (spec §8.2) and extracted by what
// the page says it is. Throws sdk::ApiError for what cannot be loaded.
// Stateless; safe from any thread.
#pragma once

#include <proofreader/sdk/types.hpp>

#include <optional>
#include <string>

#include "extract/format.hpp"

namespace proofreader::host {

class Fetcher;

struct JobSource {
  std::string kind;  // "file", "text" or "url"
  std::string name;  // file name
  std::string url;
  std::string content;  // the file's bytes or the text
  // A file's format, judged from its content when the request was read.
  std::optional<Format> format;
};

// Judges a file's format now (415 "unsupported_format" for none of ours), so
// a wrong upload is refused before it is queued.
void detect_source_format(JobSource& source);

sdk::Document load_document(Fetcher& outgoing, const JobSource& source);

}  // namespace proofreader::host
