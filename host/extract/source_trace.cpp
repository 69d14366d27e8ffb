#include "extract/source_trace.hpp"

#include <algorithm>

namespace proofreader::host {

namespace {

std::size_t code_point_length(unsigned char lead) {
  return lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
}

}  // namespace

std::vector<std::size_t> line_starts(std::string_view text) {
  std::vector<std::size_t> starts{0};
  for (std::size_t i = 0; i < text.size(); ++i)
    if (text[i] == '\n' || (text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n')))
      starts.push_back(i + 1);
  return starts;
}

void SourceTrace::text(std::string_view utf8, std::size_t from, std::size_t to) {
  to = std::min(to, source_.size());
  std::size_t at = std::min(from, to);
  for (std::size_t i = 0; i < utf8.size();) {
    const std::size_t n = std::min(code_point_length(static_cast<unsigned char>(utf8[i])), utf8.size() - i);
    const std::string_view code_point = utf8.substr(i, n);
    const std::size_t found = std::string_view(source_).substr(0, to).find(code_point, at);
    if (found != std::string_view::npos) {
      appended_.push_back(found);
      at = found + n;
    } else {
      // A character the source spells otherwise (&mdash;): it stands where its spelling starts.
      appended_.push_back(at);
      if (at < to) at += code_point_length(static_cast<unsigned char>(source_[at]));
    }
    i += n;
  }
  cursor_ = at;
}

void SourceTrace::keep(const std::vector<int>& origins) {
  std::vector<std::size_t> offsets;
  offsets.reserve(origins.size());
  for (const int origin : origins)
    offsets.push_back(origin >= 0 && static_cast<std::size_t>(origin) < appended_.size() ? appended_[origin]
                                                                                         : cursor_);
  blocks_.push_back(std::move(offsets));
  appended_.clear();
}

}  // namespace proofreader::host
