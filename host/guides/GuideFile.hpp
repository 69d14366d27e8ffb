// GuideFile: a style guide file (docx, txt or md) read into a guide, without
// a model: the file is detected and extracted as every document is, then its
// rule statements are recognised (RuleRecognizer.hpp). The one reading of a
// guide file, shared by the service's guide extraction (GuideDraft.hpp) and
// the command line's `guide: {file: …}` (cli/config).
#pragma once

#include <Poco/JSON/Object.h>

#include <string>

#include "extract/extractor.hpp"
#include "guides/RuleRecognizer.hpp"

namespace proofreader::host {

// Throws ApiError 415 "unsupported_format" for a file that is not docx, txt
// or md, and the extraction's errors for a broken or too large one.
RecognizedRules read_guide_file(const std::string& filename, const std::string& bytes,
                                const ExtractLimits& limits);

// The body of the guide made of `rules` read from `filename`: its name,
// description and source, validated (validate_guide_body; throws ApiError 400).
Poco::JSON::Object::Ptr guide_file_body(const std::string& filename, const Poco::JSON::Array::Ptr& rules);

}  // namespace proofreader::host
