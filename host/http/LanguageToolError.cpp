#include "http/LanguageToolError.hpp"

namespace proofreader::host {

bool is_languagetool_path(const std::string& path) {
  return path.rfind("/v2/", 0) == 0;
}

void send_languagetool_error(Poco::Net::HTTPServerResponse& response,
                             const languagetool::RequestError& error) {
  if (response.sent()) return;
  const std::string body = languagetool::error_body(error);
  response.setStatus(static_cast<Poco::Net::HTTPResponse::HTTPStatus>(error.status()));
  response.setContentType("text/plain; charset=UTF-8");
  response.set("Cache-Control", "no-store");
  // A full queue or a stopping service: the client may come back shortly.
  if (error.status() == 503) response.set("Retry-After", "5");
  response.setContentLength(static_cast<std::streamsize>(body.size()));
  response.send() << body << std::flush;
}

}  // namespace proofreader::host
