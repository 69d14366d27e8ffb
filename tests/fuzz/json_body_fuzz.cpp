// Fuzz target of the JSON (and form) request bodies: the input's first line is
// the Content-Type, the rest the body. It goes through BodyFields as the
// login, user, crawl and guide routes read it (typed fields, unknown names),
// and a JSON object through the guide validation of PUT /api/styleguides,
// the largest body schema. Only ApiError 400 may come out.
#include <Poco/JSON/Object.h>

#include "FakeRequestContext.hpp"
#include "fuzz_input.hpp"
#include "guides/GuideStore.hpp"
#include "http/BodyFields.hpp"

using namespace proofreader;

namespace {

void read_fields(const host::BodyFields& fields) {
  (void)fields.optional_string("login");
  (void)fields.optional_string("text");
  (void)fields.optional_bool("check_spelling");
  (void)fields.has("password");
  fields.reject_unknown({"login", "password", "text", "check_spelling"});
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  auto [content_type, body] = fuzz::split_head(data, size);
  fuzz::FakeServerRequest request("POST", "/api/auth/login", content_type, std::move(body));
  fuzz::FakeRequestContext ctx(request);
  try {
    read_fields(host::BodyFields::from_request(ctx));
  } catch (const sdk::ApiError& e) {
    fuzz::require(e.status() == 400, "body refused with status " + std::to_string(e.status()));
  }
  try {
    const auto value = ctx.json();
    if (value.type() == typeid(Poco::JSON::Object::Ptr))
      host::validate_guide_body(value.extract<Poco::JSON::Object::Ptr>());
  } catch (const sdk::ApiError& e) {
    fuzz::require(e.status() == 400, "guide refused with status " + std::to_string(e.status()));
  }
  return 0;
}
