// The extracted document that engines check.
//
// The host turns every source (DOCX, TXT, HTML, Markdown, a fetched page, pasted
// text) into a Document: an ordered list of Blocks. Engines read it and never
// modify it. All offsets count Unicode code points in Block::text.
#pragma once

#include <string>
#include <vector>

namespace proofreader::sdk {

// A part of a block that engines must not check: code, a URL, an e-mail
// address or a file path. Offsets and lengths in code points.
struct ProtectedSpan {
  enum class Kind { code, url, email, path };
  Kind kind = Kind::code;
  int offset = 0;
  int length = 0;
};

// Where a block stands in the source, for people: the heading path
// ("Установка › Требования"), the paragraph number, and for table cells the
// row and column (1-based; 0 when not in a table).
struct BlockLocation {
  std::vector<std::string> heading_path;
  int paragraph = 0;
  int table_row = 0;
  int table_column = 0;
};

// One unit of text: a heading, a paragraph, a list item, a table cell, a
// caption. `kind` is one of "heading", "paragraph", "list_item",
// "table_cell", "caption", "footnote", "text".
struct Block {
  int index = 0;
  std::string kind = "paragraph";
  std::string text;  // UTF-8
  BlockLocation location;
  std::vector<ProtectedSpan> protected_spans;
};

// Where the document came from. `kind` is "file", "text" or "url".
struct SourceInfo {
  std::string kind = "text";
  std::string name;
  std::string url;
  std::string format;  // "docx", "txt", "html", "md", "text"
};

struct Document {
  SourceInfo source;
  std::vector<Block> blocks;
};

}  // namespace proofreader::sdk
