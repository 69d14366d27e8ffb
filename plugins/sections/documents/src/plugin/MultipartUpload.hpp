// Reads a multipart/form-data upload from the request stream: the part `file`
// goes into a blobs::BlobWriter as it arrives (so REPO_MAX_FILE_BYTES stops it at
// the limit, before the rest is read), the other fields into a map. Called on
// the request's HTTP thread.
#pragma once

#include <map>
#include <string>

#include <proofreader/sdk/routes.hpp>

#include <proofreader/blobs/BlobStore.hpp>

namespace proofreader::documents {

struct Upload {
  bool has_file = false;
  std::string file_name;  // as the client sent it, not yet validated
  std::map<std::string, std::string> fields;
};

// Throws ApiError 400 for a body that is not multipart or has two files, 413
// from the writer past its limit.
Upload read_upload(sdk::RequestContext& ctx, blobs::BlobWriter& writer);

}  // namespace proofreader::documents
