// Sending bytes for the browser to save or show: one way for every route that
// answers with a file, so a stored or generated file never runs in our
// origin. Any thread.
#pragma once

#include <Poco/Net/HTTPServerResponse.h>

#include <cctype>
#include <string>
#include <string_view>

namespace proofreader::kit {

// RFC 6266 with an RFC 5987 filename* for non-ASCII names:
// `attachment; filename="<ASCII fallback>"; filename*=UTF-8''<percent-encoded>`
// (or `inline; …`). The fallback replaces quotes, backslashes and anything
// outside printable ASCII by '_'.
inline std::string content_disposition(const std::string& file_name, bool attachment = true) {
  static const char* hex = "0123456789ABCDEF";
  std::string fallback;
  std::string encoded;
  for (unsigned char c : file_name) {
    const bool plain = std::isalnum(c) ||
                       std::string_view("!#$&+-.^_`|~").find(static_cast<char>(c)) != std::string_view::npos;
    fallback += (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') ? static_cast<char>(c) : '_';
    if (plain) {
      encoded += static_cast<char>(c);
    } else {
      encoded += '%';
      encoded += hex[c >> 4];
      encoded += hex[c & 0xf];
    }
  }
  return std::string(attachment ? "attachment" : "inline") + "; filename=\"" + fallback +
         "\"; filename*=UTF-8''" + encoded;
}

// The headers every file sent carries: its name, no type sniffing, a sandbox
// for anything opened directly, and no shared caching.
inline void set_download_headers(Poco::Net::HTTPServerResponse& response, const std::string& file_name,
                                 bool attachment = true) {
  response.set("Content-Disposition", content_disposition(file_name, attachment));
  response.set("X-Content-Type-Options", "nosniff");
  response.set("Content-Security-Policy", "sandbox");
  response.set("Cache-Control", "private, no-cache");
}

}  // namespace proofreader::kit
