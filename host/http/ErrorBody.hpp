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

}  // namespace proofreader::host
