#include "extract/format.hpp"

#include <algorithm>
#include <cctype>
#include <string>

namespace proofreader::host {
namespace {

constexpr std::size_t kSniffBytes = 64 * 1024;

bool starts_with(std::string_view s, std::string_view prefix) {
  return s.substr(0, prefix.size()) == prefix;
}

std::string lowercase_ascii(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
  return out;
}

bool has_extension(std::string_view filename, std::initializer_list<std::string_view> extensions) {
  const std::string name = lowercase_ascii(filename);
  return std::any_of(extensions.begin(), extensions.end(), [&](std::string_view ext) {
    return name.size() > ext.size() && std::string_view(name).substr(name.size() - ext.size()) == ext;
  });
}

std::size_t count(std::string_view haystack, std::string_view needle) {
  std::size_t n = 0;
  for (std::size_t pos = haystack.find(needle); pos != std::string_view::npos;
       pos = haystack.find(needle, pos + needle.size()))
    ++n;
  return n;
}

// Bytes as lowercase ASCII-ish text: UTF-16 is narrowed by dropping the NULs so
// the markers below still match.
std::string sniff_text(std::string_view bytes) {
  std::string_view head = bytes.substr(0, kSniffBytes);
  std::string text;
  const bool utf16 = starts_with(head, "\xFF\xFE") || starts_with(head, "\xFE\xFF");
  for (const char c : head)
    if (!(utf16 && c == '\0')) text += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

int html_score(std::string_view text) {
  std::string_view trimmed =
      text.substr(std::min(text.find_first_not_of(" \t\r\n\xEF\xBB\xBF"), text.size()));
  if (starts_with(trimmed, "<!doctype html") || starts_with(trimmed, "<html")) return 3;
  int score = 0;
  for (std::string_view tag : {"<html", "<head>", "<body", "<meta "})
    score += 2 * (text.find(tag) != text.npos);
  for (std::string_view tag :
       {"<p>", "<p ", "<div", "<h1", "<h2", "<ul>", "<li>", "<table", "<br>", "<a href"})
    score += text.find(tag) != text.npos;
  return score;
}

int markdown_score(std::string_view text) {
  int score = 0;
  std::string lines(1, '\n');
  lines += text;
  score += lines.find("\n# ") != std::string::npos || lines.find("\n## ") != std::string::npos;
  score += lines.find("\n```") != std::string::npos;
  score += lines.find("\n|") != std::string::npos && lines.find("|---") != std::string::npos;
  score += lines.find("](") != std::string::npos;
  score += count(text, "**") >= 2;
  score += count(text, "`") >= 2;
  return score;
}

}  // namespace

std::string_view format_name(Format format) {
  switch (format) {
    case Format::docx:
      return "docx";
    case Format::txt:
      return "txt";
    case Format::html:
      return "html";
    case Format::md:
      return "md";
  }
  return "txt";
}

std::optional<Format> detect_format(std::string_view bytes, std::string_view filename_hint) {
  if (starts_with(bytes, "PK\x03\x04")) {
    // Entry names are stored uncompressed in the local and central headers.
    if (bytes.find("word/document.xml") != std::string_view::npos) return Format::docx;
    return std::nullopt;
  }
  const std::string_view head = bytes.substr(0, kSniffBytes);
  const bool utf16 = starts_with(head, "\xFF\xFE") || starts_with(head, "\xFE\xFF");
  if (!utf16 && head.find('\0') != std::string_view::npos) return std::nullopt;

  const std::string text = sniff_text(bytes);
  const bool html_name = has_extension(filename_hint, {".html", ".htm", ".xhtml"});
  const bool md_name = has_extension(filename_hint, {".md", ".markdown"});
  const int html = html_score(text);
  if (html >= 2 || (html == 1 && html_name)) return Format::html;
  const int md = markdown_score(text);
  if (md >= 2 || (md == 1 && md_name)) return Format::md;
  return Format::txt;
}

}  // namespace proofreader::host
