// Fuzz target of the upload parser (host/http/FormUpload): the input's first
// line is the Content-Type (a multipart boundary or urlencoded), the rest the
// body, parsed by Poco's HTMLForm as a request to /api/jobs would be. Only
// ApiError 400 may come out; one file part at most is kept.
#include "FakeRequestContext.hpp"
#include "fuzz_input.hpp"
#include "http/FormUpload.hpp"

using namespace proofreader;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  auto [content_type, body] = fuzz::split_head(data, size);
  fuzz::FakeServerRequest request("POST", "/api/jobs", content_type, std::move(body));
  fuzz::FakeRequestContext ctx(request);
  try {
    const auto upload = host::read_form_upload(ctx);
    fuzz::require(upload.file_count <= 1, "more than one file part accepted");
    fuzz::require(upload.file_count == 1 || upload.content.empty(), "file content without a file part");
  } catch (const sdk::ApiError& e) {
    fuzz::require(e.status() == 400, "form refused with status " + std::to_string(e.status()));
  }
  return 0;
}
