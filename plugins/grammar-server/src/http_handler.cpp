#include "http_handler.hpp"

#include <Poco/Net/HTTPRequestHandler.h>
#include <Poco/Net/HTTPServerRequest.h>
#include <Poco/Net/HTTPServerResponse.h>
#include <Poco/URI.h>

#include <proofreader/languagetool/request.hpp>

#include "lt_api.hpp"

namespace proofreader::grammar {

namespace {

using languagetool::RequestError;
using Poco::Net::HTTPResponse;
using Poco::Net::HTTPServerRequest;
using Poco::Net::HTTPServerResponse;

void send(HTTPServerResponse& response, int status, const std::string& content_type,
          const std::string& body) {
  response.setStatusAndReason(static_cast<HTTPResponse::HTTPStatus>(status));
  response.setContentType(content_type);
  response.setContentLength(static_cast<std::streamsize>(body.size()));
  response.send() << body;
}

void send_json(HTTPServerResponse& response, const std::string& body) {
  send(response, 200, "application/json; charset=UTF-8", body);
}

// Errors as LanguageTool sends them: a status and "Error: <reason>" as plain text.
void send_error(HTTPServerResponse& response, int status, const std::string& reason) {
  send(response, status, "text/plain; charset=UTF-8", "Error: " + reason);
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

languagetool::Params read_params(HTTPServerRequest& request, std::size_t limit) {
  const std::string body = request.getMethod() == "POST" ? read_body(request, limit) : std::string();
  return languagetool::read_form(Poco::URI(request.getURI()).getRawQuery(), body);
}

class GrammarHandler : public Poco::Net::HTTPRequestHandler {
 public:
  GrammarHandler(const Checker& checker, const ServerSettings& settings)
      : checker_(checker), settings_(settings) {}

  void handleRequest(HTTPServerRequest& request, HTTPServerResponse& response) override {
    try {
      route(request, response);
    } catch (const RequestError& e) {
      send_error(response, e.status(), e.what());
    } catch (const std::exception& e) {
      send_error(response, 500, std::string("Internal error: ") + e.what());
    }
  }

 private:
  void route(HTTPServerRequest& request, HTTPServerResponse& response) {
    const std::string path = Poco::URI(request.getURI()).getPath();
    const std::string& method = request.getMethod();
    const bool get = method == "GET" || method == "HEAD";
    if (path == "/v2/check") {
      if (!get && method != "POST") throw RequestError(405, "Use GET or POST for /v2/check");
      return check(request, response);
    }
    if (!get) throw RequestError(405, "Use GET for " + path);
    if (path == "/health") return send_json(response, R"({"status":"ok"})");
    if (path == "/v2/languages") return send_json(response, languagetool::languages_json());
    if (path == "/v2/info")
      return send_json(response, "{\"software\":" + languagetool::software_json(grammar_software()) + "}");
    if (path == "/v2/maxtextlength")
      return send(response, 200, "text/plain; charset=UTF-8", std::to_string(settings_.max_text_length));
    if (path == "/v2/configinfo") {
      const auto params = read_params(request, settings_.body_limit());
      auto lang = params.find("language");
      if (lang == params.end()) throw RequestError(400, "Missing 'language' parameter");
      if (lang->second != "ru" && lang->second != "ru-RU")
        throw RequestError(400, "'" + lang->second + "' is not a language code known to LanguageTool.");
      return send_json(response,
                       configinfo_json(checker_, settings_.max_text_length, settings_.time_limit_ms));
    }
    throw RequestError(404, "Unknown endpoint '" + path + "'");
  }

  void check(HTTPServerRequest& request, HTTPServerResponse& response) {
    const auto params = read_params(request, settings_.body_limit());
    const auto parsed = languagetool::parse_check_request(params, settings_.max_text_length);
    const auto words = accepted_words(params);
    const auto deadline =
        std::chrono::steady_clock::now() + std::chrono::milliseconds(settings_.time_limit_ms);
    const CheckResult result = checker_.check(*parsed.text, parsed.selection, deadline, &words);
    send_json(response,
              languagetool::check_response_json(grammar_software(), *parsed.text, answer_of(result)));
  }

  const Checker& checker_;
  const ServerSettings& settings_;
};

}  // namespace

Poco::Net::HTTPRequestHandler* GrammarHandlerFactory::createRequestHandler(const HTTPServerRequest&) {
  return new GrammarHandler(checker_, settings_);
}

}  // namespace proofreader::grammar
