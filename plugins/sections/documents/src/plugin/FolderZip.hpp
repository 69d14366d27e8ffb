// A folder (with its subfolders) as a zip of the latest version of every file
// that is not archived, written straight to the response as it is compressed
// (chunked, data descriptors instead of a seek), never built in memory.
#pragma once

#include <cstdint>

#include <proofreader/sdk/routes.hpp>

#include <proofreader/sdk/routes.hpp>

#include <proofreader/blobs/BlobStore.hpp>
#include "Repository.hpp"

namespace proofreader::documents {

// `folder_id` 0 is the whole repository.
void send_folder_zip(sdk::RequestContext& ctx, Repository& repository, blobs::BlobStore& blobs,
                     std::int64_t folder_id);

}  // namespace proofreader::documents
