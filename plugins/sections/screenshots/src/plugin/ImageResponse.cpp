#include "ImageResponse.hpp"

#include <Poco/URI.h>

namespace proofreader::screenshots {

namespace {

// An ASCII fallback (anything outside a conservative set becomes '_') and the
// real name percent-encoded as RFC 5987 filename* for non-ASCII names.
std::string disposition(const std::string& name, bool attachment) {
  std::string fallback, encoded;
  for (unsigned char c : name)
    fallback += (std::isalnum(c) || c == '.' || c == '-' || c == '_') ? static_cast<char>(c) : '_';
  Poco::URI::encode(name, "!#$&+,/:;=?@[]\"'()*<>{}|\\^`% ", encoded);
  return std::string(attachment ? "attachment" : "inline") + "; filename=\"" + fallback +
         "\"; filename*=UTF-8''" + encoded;
}

}  // namespace

void send_image(sdk::RequestContext& ctx, const std::string& bytes, const std::string& format,
                const std::string& file_name, bool attachment) {
  auto& response = ctx.response();
  response.setContentType(format == "webp" ? "image/webp" : "image/png");
  response.set("Content-Disposition", disposition(file_name, attachment));
  response.set("X-Content-Type-Options", "nosniff");
  response.set("Content-Security-Policy", "sandbox");
  response.set("Cache-Control", "private, no-cache");
  response.setContentLength(static_cast<std::streamsize>(bytes.size()));
  response.sendBuffer(bytes.data(), bytes.size());
}

}  // namespace proofreader::screenshots
