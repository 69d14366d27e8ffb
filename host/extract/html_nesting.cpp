#include "extract/html_nesting.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>

namespace proofreader::host {
namespace {

// Elements that never nest content: void ones and those closed implicitly.
constexpr std::array<std::string_view, 36> kNotCounted = {
    "area",    "base",     "br",     "col",   "embed", "hr",    "img",   "input", "link",
    "meta",    "param",    "source", "track", "wbr",   "p",     "li",    "dt",    "dd",
    "option",  "optgroup", "tr",     "td",    "th",    "thead", "tbody", "tfoot", "colgroup",
    "caption", "rb",       "rt",     "rtc",   "rp",    "html",  "head",  "body",  "!doctype"};
constexpr std::array<std::string_view, 4> kRawText = {"script", "style", "textarea", "title"};

bool is_name_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '!';
}

template <std::size_t N>
bool contains(const std::array<std::string_view, N>& names, std::string_view name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

// Position after the '>' closing a tag that starts at `i`, skipping quoted values.
std::size_t skip_tag(std::string_view html, std::size_t i) {
  char quote = 0;
  for (; i < html.size(); ++i) {
    const char c = html[i];
    if (quote) {
      if (c == quote) quote = 0;
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (c == '>') {
      return i + 1;
    }
  }
  return html.size();
}

}  // namespace

std::size_t estimate_html_depth(std::string_view html, std::size_t limit) {
  std::size_t depth = 0;
  std::size_t deepest = 0;
  std::size_t i = 0;
  while (deepest <= limit) {
    i = html.find('<', i);
    if (i == std::string_view::npos || i + 1 >= html.size()) break;
    if (html.substr(i, 4) == "<!--") {
      const std::size_t end = html.find("-->", i + 4);
      i = end == std::string_view::npos ? html.size() : end + 3;
      continue;
    }
    const bool closing = html[i + 1] == '/';
    std::size_t name_begin = i + (closing ? 2 : 1);
    std::size_t name_end = name_begin;
    while (name_end < html.size() && is_name_char(html[name_end])) ++name_end;
    if (name_end == name_begin) {
      ++i;
      continue;
    }
    std::string name(html.substr(name_begin, name_end - name_begin));
    std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return std::tolower(c); });
    const std::size_t tag_end = skip_tag(html, name_end);
    const bool self_closing = tag_end >= 2 && html[tag_end - 2] == '/';
    i = tag_end;
    if (!closing && contains(kRawText, name)) {
      const std::size_t end = html.find("</", i);  // raw text ends at the first end tag
      i = end == std::string_view::npos ? html.size() : end;
      continue;
    }
    if (contains(kNotCounted, name) || self_closing) continue;
    if (closing) {
      depth -= depth > 0;
    } else {
      deepest = std::max(deepest, ++depth);
    }
  }
  return deepest;
}

}  // namespace proofreader::host
