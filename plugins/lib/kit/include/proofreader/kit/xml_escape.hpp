// XML and HTML escaping, written once for the command line's reports, the
// watch section's page HTML and the documents section's search snippets.
// Pure functions; any thread.
#pragma once

#include <string>
#include <string_view>

namespace proofreader::kit {

// How much a caller escapes.
enum class XmlEscape {
  text,       // & < > : element content; quotes stay as written
  quoted,     // & < > " : content that may also stand in a double-quoted attribute
  attribute,  // as quoted, and a line break as &#10; (kept through attribute
              // normalisation), other control characters dropped (XML 1.0 has none)
};

inline void append_xml_escaped(std::string& out, std::string_view text, XmlEscape mode) {
  for (const char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += mode == XmlEscape::text ? "\"" : "&quot;";
        break;
      case '\n':
        out += mode == XmlEscape::attribute ? "&#10;" : "\n";
        break;
      default:
        if (mode != XmlEscape::attribute || static_cast<unsigned char>(c) >= 0x20 || c == '\t') out += c;
    }
  }
}

inline std::string xml_escaped(std::string_view text, XmlEscape mode) {
  std::string out;
  out.reserve(text.size());
  append_xml_escaped(out, text, mode);
  return out;
}

}  // namespace proofreader::kit
