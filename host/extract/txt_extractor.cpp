#include "extract/txt_extractor.hpp"

#include <cctype>
#include <optional>
#include <string>

#include "extract/block_builder.hpp"
#include "extract/text_decoding.hpp"

namespace proofreader::host {
namespace {

bool is_blank(std::string_view line) {
  return line.find_first_not_of(" \t\f\v") == std::string_view::npos;
}

// A list marker with its following space at the start of `line` (after
// indentation): its length (0 when there is none) and whether it numbers.
struct ListMarker {
  std::size_t length = 0;
  bool ordered = false;
};

ListMarker list_marker(std::string_view line) {
  std::size_t i = line.find_first_not_of(" \t");
  if (i == std::string_view::npos) return {};
  std::size_t marker_end = 0;
  bool ordered = false;
  if (line.substr(i, 3) == "\xE2\x80\xA2") {  // •
    marker_end = i + 3;
  } else if (line[i] == '-' || line[i] == '*') {
    marker_end = i + 1;
  } else {
    std::size_t j = i;
    while (j < line.size() && j - i < 4 && std::isdigit(static_cast<unsigned char>(line[j]))) ++j;
    if (j == i || j >= line.size() || (line[j] != '.' && line[j] != ')')) return {};
    marker_end = j + 1;
    ordered = true;
  }
  if (marker_end >= line.size() || (line[marker_end] != ' ' && line[marker_end] != '\t')) return {};
  return {marker_end + 1, ordered};
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
  // The block being collected: a paragraph, or a list item (plain text has one level of lists).
  std::optional<ListMarker> item;
  auto flush = [&] {
    item ? builder.add_list_item(1, item->ordered, current) : builder.add("paragraph", current);
  };

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
    if (const ListMarker marker = list_marker(line); marker.length) {
      flush();
      item = marker;
      append(line.substr(marker.length));
      continue;
    }
    if (current.empty()) item.reset();
    if (trace) trace->point(line.data() - text.data());
    current.append_break();
    append(line);
  }
  flush();
  return builder.take_blocks();
}

}  // namespace proofreader::host
