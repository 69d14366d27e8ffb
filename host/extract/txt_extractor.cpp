#include "extract/txt_extractor.hpp"

#include <cctype>
#include <string>

#include "extract/block_builder.hpp"
#include "extract/text_decoding.hpp"

namespace proofreader::host {
namespace {

bool is_blank(std::string_view line) {
  return line.find_first_not_of(" \t\f\v") == std::string_view::npos;
}

// Length of a list marker with its following space at the start of `line`
// (after indentation), or 0.
std::size_t list_marker_length(std::string_view line) {
  std::size_t i = line.find_first_not_of(" \t");
  if (i == std::string_view::npos) return 0;
  std::size_t marker_end = 0;
  if (line.substr(i, 3) == "\xE2\x80\xA2") {  // •
    marker_end = i + 3;
  } else if (line[i] == '-' || line[i] == '*') {
    marker_end = i + 1;
  } else {
    std::size_t j = i;
    while (j < line.size() && j - i < 4 && std::isdigit(static_cast<unsigned char>(line[j]))) ++j;
    if (j == i || j >= line.size() || (line[j] != '.' && line[j] != ')')) return 0;
    marker_end = j + 1;
  }
  if (marker_end >= line.size() || (line[marker_end] != ' ' && line[marker_end] != '\t')) return 0;
  return marker_end + 1;
}

}  // namespace

std::vector<sdk::Block> extract_txt(std::string_view bytes, SourceTrace* trace) {
  const std::string text = decode_to_utf8(bytes);
  BlockBuilder builder;
  BlockText current;
  current.set_keep_spaces(true);
  if (trace) {
    trace->start(text);
    builder.trace(trace);
    current.trace_origins();
  }
  // Appends `part` of the text, traced to where it stands.
  auto append = [&](std::string_view part) {
    if (trace) trace->text(part, part.data() - text.data(), part.data() - text.data() + part.size());
    current.append(part);
  };
  std::string kind = "paragraph";
  auto flush = [&] { builder.add(kind, current); };

  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find_first_of("\r\n", pos);
    if (end == std::string::npos) end = text.size();
    const std::string_view line(text.data() + pos, end - pos);
    pos = end + (text.compare(end, 2, "\r\n") == 0 ? 2 : 1);

    if (is_blank(line)) {
      flush();
      continue;
    }
    if (const std::size_t marker = list_marker_length(line)) {
      flush();
      kind = "list_item";
      append(line.substr(marker));
      continue;
    }
    if (current.empty()) kind = "paragraph";
    if (trace) trace->point(line.data() - text.data());
    current.append_break();
    append(line);
  }
  flush();
  return builder.take_blocks();
}

}  // namespace proofreader::host
