// Code inside Markdown text (descriptions in OpenAPI are CommonMark): inline
// code spans `like this` and fenced blocks (``` or ~~~). Checks, translation
// and glossary matching leave these parts alone.
#pragma once

#include <string_view>
#include <vector>

namespace proofreader::api {

struct CodeRange {
  std::size_t begin = 0;  // bytes
  std::size_t end = 0;    // bytes, exclusive
};

// The code parts of `text`, in order, not overlapping.
std::vector<CodeRange> markdown_code_ranges(std::string_view text);
// The number of Unicode code points in text[0, bytes).
int code_points(std::string_view text, std::size_t bytes);

}  // namespace proofreader::api
