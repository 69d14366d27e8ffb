// Reads the image of a render request: the part `file` of a multipart/form-data
// body, kept in memory up to a byte bound (the upload stops being read there).
// Called on the request's HTTP thread.
#pragma once

#include <proofreader/sdk/routes.hpp>

#include <cstddef>
#include <string>

namespace proofreader::screenshots {

// Throws ApiError 400 for a body that is not multipart or has no file part,
// 413 "image_too_large" past `max_bytes`.
std::string read_image_upload(sdk::RequestContext& ctx, std::size_t max_bytes);

}  // namespace proofreader::screenshots
