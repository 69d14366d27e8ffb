// Document formats and their detection by content. Pure functions,
// thread-safe.
#pragma once

#include <optional>
#include <string_view>

namespace proofreader::host {

enum class Format { docx, txt, html, md };

// "docx", "txt", "html", "md" (sdk::SourceInfo::format).
std::string_view format_name(Format format);

// Judges the format by content: a zip holding word/document.xml is DOCX; HTML
// markers (doctype, html/head/body, or several block tags) make HTML;
// Markdown markers (ATX headings, fences, tables, links, emphasis) make
// Markdown; other text is TXT. The file name's extension only breaks ties
// (text with one Markdown marker and a .md name is Markdown). Binary data
// (other zips, NUL bytes without a UTF-16 BOM) → nullopt.
std::optional<Format> detect_format(std::string_view bytes, std::string_view filename_hint);

}  // namespace proofreader::host
