// The one error shape of the API and the locale it is written in.
//
//   {"error": {"status": 404, "code": "not_found", "message": "Не найдено"}}
#pragma once

#include <Poco/Dynamic/Var.h>
#include <Poco/Net/HTTPServerRequest.h>
#include <Poco/Net/HTTPServerResponse.h>

#include <string>

#include <proofreader/sdk/http.hpp>

namespace proofreader::host {

// "en" when Accept-Language prefers English over Russian, else "ru".
std::string locale_of(const Poco::Net::HTTPRequest& request);

// Writes `error` as the error body in `locale`. Does nothing if the response
// was already sent (a handler failed halfway through a stream).
void send_error(Poco::Net::HTTPServerResponse& response, const sdk::ApiError& error,
                const std::string& locale);

// Sends an error answer of `status` with `body` of `content_type`, never
// cached, with Retry-After on a 503: the one way both the API's JSON errors
// and LanguageTool's plain-text ones go out. Does nothing if the response was
// already sent.
void send_error_body(Poco::Net::HTTPServerResponse& response, int status, const std::string& content_type,
                     const std::string& body);

}  // namespace proofreader::host
