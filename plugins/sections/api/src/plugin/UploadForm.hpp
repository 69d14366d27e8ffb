// Reading a multipart/form-data upload (one `file` part plus text fields)
// from the request stream, refusing it with 413 as soon as the file passes the
// byte limit rather than after reading it all.
#pragma once

#include <proofreader/sdk/routes.hpp>

#include <map>
#include <string>

namespace proofreader::api {

struct UploadForm {
  std::string file_name;
  std::string bytes;
  bool has_file = false;
  std::map<std::string, std::string> fields;
};

// Throws ApiError 400 when the request is not multipart or has no `file`
// part, 413 "file_too_large" past `max_bytes`.
UploadForm read_upload(sdk::RequestContext& ctx, std::size_t max_bytes);

}  // namespace proofreader::api
