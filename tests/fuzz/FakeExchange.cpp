#include "FakeExchange.hpp"

namespace proofreader::fuzz {

FakeServerRequest::FakeServerRequest(const std::string& method, const std::string& uri,
                                     const std::string& content_type, std::string body)
    : text_(std::move(body)), body_(text_) {
  setMethod(method);
  setURI(uri);
  if (!content_type.empty()) setContentType(content_type);
  setContentLength64(static_cast<Poco::Int64>(text_.size()));
}

}  // namespace proofreader::fuzz
