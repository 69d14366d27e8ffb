// Sends an image to the browser safely: the Content-Type of its real format,
// X-Content-Type-Options: nosniff, Content-Security-Policy: sandbox, and a
// Content-Disposition that is inline (for <img>) or an attachment with a
// safe file name (for ?download=1). Called on the request's HTTP thread.
#pragma once

#include <proofreader/sdk/routes.hpp>

#include <string>

namespace proofreader::screenshots {

// `format` is "png" or "webp".
void send_image(sdk::RequestContext& ctx, const std::string& bytes, const std::string& format,
                const std::string& file_name, bool attachment);

}  // namespace proofreader::screenshots
