// FormUpload: a request body read as a form (multipart/form-data or
// urlencoded), with one uploaded file kept in memory. The body is already
// capped by the host's limit. Shared by every endpoint that takes an upload.
#pragma once

#include <map>
#include <string>

#include <proofreader/sdk/routes.hpp>

namespace proofreader::host {

struct FormUpload {
  std::map<std::string, std::string> fields;  // the text fields
  int file_count = 0;                         // parts named like the file field
  std::string filename;
  std::string content;
};

// Throws ApiError 400 on a malformed form or more than one file part.
FormUpload read_form_upload(sdk::RequestContext& ctx, const std::string& file_field = "file");

}  // namespace proofreader::host
