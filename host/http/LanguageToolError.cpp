#include "http/LanguageToolError.hpp"

#include "http/ErrorBody.hpp"

namespace proofreader::host {

bool is_languagetool_path(const std::string& path) {
  return path.rfind("/v2/", 0) == 0;
}

void send_languagetool_error(Poco::Net::HTTPServerResponse& response,
                             const languagetool::RequestError& error) {
  send_error_body(response, error.status(), "text/plain; charset=UTF-8", languagetool::error_body(error));
}

}  // namespace proofreader::host
