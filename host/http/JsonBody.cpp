#include "http/JsonBody.hpp"

#include <Poco/JSON/Parser.h>

#include <proofreader/sdk/http.hpp>

namespace proofreader::host {

Poco::Dynamic::Var parse_json_body(const std::string& text) {
  if (text.empty())
    throw sdk::ApiError::bad_request("a JSON body is required", "Нужно тело запроса в формате JSON");
  try {
    Poco::JSON::Parser parser;
    return parser.parse(text);
  } catch (const Poco::Exception& e) {
    throw sdk::ApiError::bad_request("malformed JSON: " + e.message(), "Некорректный JSON: " + e.message());
  } catch (const std::exception& e) {
    throw sdk::ApiError::bad_request(std::string("malformed JSON: ") + e.what(), "Некорректный JSON");
  }
}

}  // namespace proofreader::host
