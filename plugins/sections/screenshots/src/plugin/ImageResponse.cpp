#include "ImageResponse.hpp"

#include <proofreader/kit/download.hpp>

namespace proofreader::screenshots {

void send_image(sdk::RequestContext& ctx, const std::string& bytes, const std::string& format,
                const std::string& file_name, bool attachment) {
  auto& response = ctx.response();
  response.setContentType(format == "webp" ? "image/webp" : "image/png");
  kit::set_download_headers(response, file_name, attachment);
  response.setContentLength(static_cast<std::streamsize>(bytes.size()));
  response.sendBuffer(bytes.data(), bytes.size());
}

}  // namespace proofreader::screenshots
