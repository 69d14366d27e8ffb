// Sending stored bytes to the browser safely: always as an attachment (RFC
// 6266 with an RFC 5987 filename* for non-ASCII names), the type judged at
// upload, X-Content-Type-Options: nosniff and Content-Security-Policy:
// sandbox, so an uploaded HTML or SVG file never runs in our origin even if
// opened directly; a strong ETag (the content's SHA-256) answers
// If-None-Match with 304.
#pragma once

#include <string>

#include <proofreader/kit/download.hpp>
#include <proofreader/sdk/routes.hpp>

#include <proofreader/blobs/BlobStore.hpp>
#include "Repository.hpp"

namespace proofreader::documents {

// Sends version `number` of `file_id`.
void send_version(sdk::RequestContext& ctx, Repository& repository, blobs::BlobStore& blobs,
                  std::int64_t file_id, int number);

}  // namespace proofreader::documents
