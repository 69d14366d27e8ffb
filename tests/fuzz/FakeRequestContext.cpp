#include "FakeRequestContext.hpp"

#include "http/JsonBody.hpp"

namespace proofreader::fuzz {

Poco::Dynamic::Var FakeRequestContext::json() {
  return host::parse_json_body(body());
}

}  // namespace proofreader::fuzz
