#include "http/ErrorBody.hpp"

#include <Poco/JSON/Object.h>
#include <Poco/NumberParser.h>
#include <Poco/String.h>
#include <Poco/StringTokenizer.h>

#include "common/ToJson.hpp"

namespace proofreader::host {

std::string locale_of(const Poco::Net::HTTPRequest& request) {
  const std::string header = request.get("Accept-Language", "");
  double best_ru = -1, best_en = -1;
  Poco::StringTokenizer items(header, ",",
                              Poco::StringTokenizer::TOK_TRIM | Poco::StringTokenizer::TOK_IGNORE_EMPTY);
  for (const auto& item : items) {
    Poco::StringTokenizer parts(item, ";", Poco::StringTokenizer::TOK_TRIM);
    const std::string tag = Poco::toLower(parts[0]);
    double q = 1.0;
    for (std::size_t i = 1; i < parts.count(); ++i)
      if (parts[i].rfind("q=", 0) == 0 && !Poco::NumberParser::tryParseFloat(parts[i].substr(2), q)) q = 0;
    if (tag.rfind("ru", 0) == 0) best_ru = std::max(best_ru, q);
    if (tag.rfind("en", 0) == 0) best_en = std::max(best_en, q);
  }
  return best_en > best_ru ? "en" : "ru";
}

void send_error(Poco::Net::HTTPServerResponse& response, const sdk::ApiError& error,
                const std::string& locale) {
  if (response.sent()) return;
  Poco::JSON::Object::Ptr inner = new Poco::JSON::Object;
  inner->set("status", error.status());
  inner->set("code", error.code());
  inner->set("message", locale == "en" ? std::string(error.message_en()) : error.message_ru());
  Poco::JSON::Object body;
  body.set("error", inner);
  send_error_body(response, error.status(), "application/json; charset=utf-8", to_json(body));
}

void send_error_body(Poco::Net::HTTPServerResponse& response, int status, const std::string& content_type,
                     const std::string& body) {
  if (response.sent()) return;
  response.setStatusAndReason(static_cast<Poco::Net::HTTPResponse::HTTPStatus>(status));
  response.setContentType(content_type);
  response.set("Cache-Control", "no-store");
  // A full queue or a stopping service: the client may come back shortly.
  if (status == 503) response.set("Retry-After", "5");
  response.setContentLength(static_cast<std::streamsize>(body.size()));
  response.send() << body << std::flush;
}

}  // namespace proofreader::host
