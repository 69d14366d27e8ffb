// The type of an uploaded file judged by its content (magic numbers, the zip
// directory of Office files, UTF-8 validity), with the name's extension only
// breaking ties between text formats. Pure, thread-safe.
#pragma once

#include <string>
#include <string_view>

namespace proofreader::documents {

// A MIME type such as "application/vnd.openxmlformats-officedocument.
// wordprocessingml.document", "text/html; charset=utf-8" or
// "application/octet-stream". `head` is the file's first bytes (4 KB is
// enough), `tail` its last 64 KB (where a zip keeps its directory).
std::string detect_content_type(std::string_view head, std::string_view tail, std::string_view name);

// The same for a whole file in memory.
std::string detect_content_type(std::string_view bytes, std::string_view name);

}  // namespace proofreader::documents
