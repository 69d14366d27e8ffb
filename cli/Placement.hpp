// Placement: from a source file to placed remarks, the part every Checker
// shares. extract_file() extracts a file as the service does, tracing where
// its text stands; place_remarks() turns remarks on its blocks (the
// service's own, or an engine's) into CliRemarks at lines and columns of the
// original file, ordered by position. Thread-safe.
#pragma once

#include <proofreader/sdk/types.hpp>

#include <vector>

#include "cli/CliRemark.hpp"
#include "cli/SourceFile.hpp"
#include "extract/extractor.hpp"

namespace proofreader::cli {

// Throws CheckError (a damaged file, an unknown format, past a limit).
host::SourcedDocument extract_file(const SourceFile& file);

std::vector<CliRemark> place_remarks(const SourceFile& file, const host::SourcedDocument& document,
                                     const std::vector<sdk::Remark>& remarks);

}  // namespace proofreader::cli
