// The OOXML rules host/annotate relies on (docx_annotator.hpp lists them),
// checked on a written package, and small readers of its parts for tests.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace proofreader::test {

// Every broken rule, one line each; empty when the package keeps them all.
std::vector<std::string> ooxml_violations(const std::string& docx);

// An entry's inflated content, or nullopt.
std::optional<std::string> zip_part(const std::string& zip, const std::string& name);

// The entries' names in archive order.
std::vector<std::string> zip_names(const std::string& zip);

// An entry's stored bytes (local header, data, descriptor) as in the archive.
std::string zip_raw_entry(const std::string& zip, const std::string& name);

}  // namespace proofreader::test
