#include "http_handler.hpp"

#include <Poco/Net/HTTPRequestHandler.h>
#include <Poco/Net/HTTPServerRequest.h>
#include <Poco/Net/HTTPServerResponse.h>
#include <Poco/URI.h>

#include <proofreader/languagetool/request.hpp>

#include "grammar_api.hpp"

namespace proofreader::grammar {

namespace {

using languagetool::RequestError;
using Poco::Net::HTTPResponse;
using Poco::Net::HTTPServerRequest;
using Poco::Net::HTTPServerResponse;

void send(HTTPServerResponse& response, const ApiAnswer& answer) {
  response.setStatusAndReason(static_cast<HTTPResponse::HTTPStatus>(answer.status));
  response.setContentType(answer.content_type);
  response.setContentLength(static_cast<std::streamsize>(answer.body.size()));
  response.send() << answer.body;
}

// Reads the body up to `limit` bytes; throws RequestError(413) past it.
std::string read_body(HTTPServerRequest& request, std::size_t limit) {
  if (request.hasContentLength() && request.getContentLength64() > static_cast<Poco::Int64>(limit))
    throw RequestError(413, "Request body too large (limit " + std::to_string(limit) + " bytes)");
  std::string body;
  char buf[65536];
  auto& in = request.stream();
  while (in.read(buf, sizeof buf) || in.gcount() > 0) {
    body.append(buf, static_cast<std::size_t>(in.gcount()));
    if (body.size() > limit)
      throw RequestError(413, "Request body too large (limit " + std::to_string(limit) + " bytes)");
  }
  return body;
}

class GrammarHandler : public Poco::Net::HTTPRequestHandler {
 public:
  GrammarHandler(const Checker& checker, const ServerSettings& settings)
      : api_(checker, settings), settings_(settings) {}

  void handleRequest(HTTPServerRequest& request, HTTPServerResponse& response) override {
    try {
      const Poco::URI uri(request.getURI());
      const std::string body =
          request.getMethod() == "POST" ? read_body(request, settings_.body_limit()) : std::string();
      send(response, api_.answer(request.getMethod(), uri.getPath(), uri.getRawQuery(), body));
    } catch (const RequestError& e) {
      send(response, error_answer(e.status(), e.what()));
    } catch (const std::exception& e) {
      send(response, error_answer(500, std::string("Internal error: ") + e.what()));
    }
  }

 private:
  const GrammarApi api_;
  const ServerSettings& settings_;
};

}  // namespace

Poco::Net::HTTPRequestHandler* GrammarHandlerFactory::createRequestHandler(const HTTPServerRequest&) {
  return new GrammarHandler(checker_, settings_);
}

}  // namespace proofreader::grammar
