// Builds zip archives in memory for the extraction tests (Poco::Zip::Compress).
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace proofreader::test {

// Entries are (path, content); returns the archive's bytes.
std::string make_zip(const std::vector<std::pair<std::string, std::string>>& entries);

// A DOCX package around `document_body` (the inside of w:body), with styles
// for "heading 1", "heading 2" and "List Bullet", Russian custom "Заголовок 3" (id a1) and "Маркированный
// список" (id a2) and the given footnotes.xml (may be empty).
std::string make_docx(const std::string& document_body, const std::string& footnotes_xml = {});

// An entry's content, "" when the archive has no entry of that name.
std::string zip_entry_text(const std::string& zip, const std::string& name);

// `zip` with the uncompressed size of entry `name` rewritten to `size` in its
// local header and in the central directory: an archive that lies about it.
std::string with_declared_size(std::string zip, const std::string& name, std::uint32_t size);

}  // namespace proofreader::test
