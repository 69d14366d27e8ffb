#include "ContentType.hpp"

#include <algorithm>
#include <cctype>

#include <unicode/utf8.h>

namespace proofreader::documents {

namespace {

bool starts_with(std::string_view s, std::string_view prefix) {
  return s.substr(0, prefix.size()) == prefix;
}

std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
  return out;
}

bool ends_with_ci(std::string_view name, std::string_view extension) {
  return name.size() >= extension.size() && lower(name.substr(name.size() - extension.size())) == extension;
}

// Valid UTF-8 without NULs (a sequence cut at the end of `head` is allowed).
bool looks_like_text(std::string_view head) {
  const auto* bytes = reinterpret_cast<const uint8_t*>(head.data());
  const auto length = static_cast<int32_t>(head.size());
  int32_t i = 0;
  while (i < length) {
    const int32_t start = i;
    UChar32 c;
    U8_NEXT(bytes, i, length, c);
    if (c == 0) return false;
    if (c < 0) return length - start < 4;  // truncated at the cut
  }
  return true;
}

bool looks_like_html(std::string_view head) {
  std::string start = lower(head.substr(0, 1024));
  if (starts_with(start, "\xef\xbb\xbf")) start.erase(0, 3);
  start.erase(0, start.find_first_not_of(" \t\r\n"));
  for (std::string_view marker : {"<!doctype html", "<html", "<head", "<body", "<script", "<iframe", "<svg"})
    if (starts_with(start, marker)) return true;
  return start.find("<html") != std::string::npos || start.find("<script") != std::string::npos;
}

}  // namespace

std::string detect_content_type(std::string_view head, std::string_view tail, std::string_view name) {
  if (starts_with(head, "PK\x03\x04") || starts_with(head, "PK\x05\x06")) {
    if (tail.find("word/document.xml") != std::string_view::npos)
      return "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
    if (tail.find("xl/workbook.xml") != std::string_view::npos)
      return "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
    if (tail.find("ppt/presentation.xml") != std::string_view::npos)
      return "application/vnd.openxmlformats-officedocument.presentationml.presentation";
    return "application/zip";
  }
  if (starts_with(head, "%PDF-")) return "application/pdf";
  if (starts_with(head, "\x89PNG\r\n\x1a\n")) return "image/png";
  if (starts_with(head, "\xff\xd8\xff")) return "image/jpeg";
  if (starts_with(head, "GIF87a") || starts_with(head, "GIF89a")) return "image/gif";
  if (starts_with(head, "\xd0\xcf\x11\xe0")) return "application/msword";
  if (!looks_like_text(head)) return "application/octet-stream";
  if (looks_like_html(head)) return "text/html; charset=utf-8";
  if (ends_with_ci(name, ".md") || ends_with_ci(name, ".markdown")) return "text/markdown; charset=utf-8";
  return "text/plain; charset=utf-8";
}

std::string detect_content_type(std::string_view bytes, std::string_view name) {
  const std::size_t tail = std::min<std::size_t>(bytes.size(), 65536);
  return detect_content_type(bytes.substr(0, 4096), bytes.substr(bytes.size() - tail), name);
}

}  // namespace proofreader::documents
