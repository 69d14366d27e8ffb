#include "http/Dispatcher.hpp"

#include <Poco/Logger.h>
#include <Poco/Net/HTTPRequestHandler.h>
#include <Poco/Net/HTTPServerRequest.h>
#include <Poco/Net/HTTPServerRequestImpl.h>
#include <Poco/Net/HTTPServerResponse.h>
#include <Poco/Net/NameValueCollection.h>
#include <Poco/Net/StreamSocket.h>
#include <Poco/String.h>
#include <Poco/URI.h>

#include <algorithm>
#include <chrono>
#include <optional>

#include "auth/ApiKeyAuth.hpp"
#include "auth/SessionStore.hpp"
#include "config/Settings.hpp"
#include "http/ClientAddress.hpp"
#include "http/DatabaseUnavailable.hpp"
#include "http/ErrorBody.hpp"
#include "http/LanguageToolError.hpp"
#include "http/PublicUrl.hpp"
#include "http/RequestContextImpl.hpp"
#include "http/Router.hpp"
#include "http/StorageFull.hpp"

namespace proofreader::host {

namespace {

bool is_state_changing(const std::string& method) {
  return method == "POST" || method == "PUT" || method == "PATCH" || method == "DELETE";
}

class RequestHandler : public Poco::Net::HTTPRequestHandler {
 public:
  explicit RequestHandler(const HttpServices& services) : services_(services) {}

  void handleRequest(Poco::Net::HTTPServerRequest& request,
                     Poco::Net::HTTPServerResponse& response) override {
    const std::string locale = locale_of(request);
    response.set("X-Content-Type-Options", "nosniff");
    try {
      dispatch(request, response, locale);
    } catch (const sdk::ApiError& error) {
      answer_error(request, response, error, locale);
    } catch (const std::exception& e) {
      const auto* poco = dynamic_cast<const Poco::Exception*>(&e);
      const std::string reason = poco ? poco->displayText() : e.what();
      if (const auto full = insufficient_storage(e)) {
        Poco::Logger::get("http").error("%s %s: storage full: %s", request.getMethod(), request.getURI(),
                                        reason);
        return answer_error(request, response, *full, locale);
      }
      if (const auto down = database_unavailable(e)) {
        Poco::Logger::get("http").error("%s %s: database unavailable: %s", request.getMethod(),
                                        request.getURI(), reason);
        return answer_error(request, response, *down, locale);
      }
      Poco::Logger::get("http").error("%s %s failed: %s", request.getMethod(), request.getURI(), reason);
      response.setKeepAlive(false);
      send_any_error(request, response,
                     sdk::ApiError(500, "internal_error", "internal error", "Внутренняя ошибка"), locale);
    }
  }

 private:
  void answer_error(Poco::Net::HTTPServerRequest& request, Poco::Net::HTTPServerResponse& response,
                    const sdk::ApiError& error, const std::string& locale) {
    const bool unread = unread_body(request);
    if (unread) response.setKeepAlive(false);
    send_any_error(request, response, error, locale);
    if (unread) linger(request);
  }

  // LanguageTool's clients show an error's text, so under /v2/ every error,
  // the dispatcher's own too, is LanguageTool's plain text; elsewhere the API's shape.
  static void send_any_error(const Poco::Net::HTTPServerRequest& request,
                             Poco::Net::HTTPServerResponse& response, const sdk::ApiError& error,
                             const std::string& locale) {
    if (is_languagetool_path(path_of(request).value_or("")))
      send_languagetool_error(response, languagetool::RequestError(error.status(), error.message_en()));
    else
      send_error(response, error, locale);
  }

  // The request's path; none for a malformed URI.
  static std::optional<std::string> path_of(const Poco::Net::HTTPServerRequest& request) {
    try {
      return Poco::URI(request.getURI()).getPath();
    } catch (const Poco::Exception&) {
      return std::nullopt;
    }
  }

  // After answering early (413, 401, …) with the request body still coming,
  // read and discard what the client sends for a short while before the
  // connection closes: closing with unread data makes the kernel reset the
  // connection, and the client would lose our answer.
  static void linger(Poco::Net::HTTPServerRequest& request) {
    try {
      auto& socket = static_cast<Poco::Net::HTTPServerRequestImpl&>(request).socket();
      socket.shutdownSend();
      socket.setReceiveTimeout(Poco::Timespan(1, 0));
      char buffer[65536];
      const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
      std::size_t total = 0;
      while (std::chrono::steady_clock::now() < deadline && total < (256u << 20)) {
        const int n = socket.receiveBytes(buffer, sizeof buffer);
        if (n <= 0) break;
        total += static_cast<std::size_t>(n);
      }
    } catch (const Poco::Exception&) {
      // The client gave up first: nothing more to do.
    }
  }

  bool unread_body(const Poco::Net::HTTPServerRequest& request) const {
    return request.hasContentLength() ? request.getContentLength64() > 0
                                      : request.getChunkedTransferEncoding();
  }

  void dispatch(Poco::Net::HTTPServerRequest& request, Poco::Net::HTTPServerResponse& response,
                const std::string& locale) {
    const auto parsed_path = path_of(request);
    if (!parsed_path) throw sdk::ApiError::bad_request("malformed request URI", "Некорректный адрес запроса");
    const std::string& path = *parsed_path;
    if (request.hasContentLength() && request.getContentLength64() > services_.max_body_bytes) {
      response.setKeepAlive(false);
      throw sdk::ApiError(413, "payload_too_large", "request body is larger than the limit",
                          "Тело запроса больше допустимого");
    }

    const auto match = services_.router.match(request.getMethod(), path);
    if (!match.entry) {
      if (!match.other_methods.empty()) {
        response.set("Allow",
                     Poco::cat(std::string(", "), match.other_methods.begin(), match.other_methods.end()));
        throw sdk::ApiError(405, "method_not_allowed", "method not allowed", "Метод не поддерживается");
      }
      throw sdk::ApiError::not_found();
    }
    const sdk::Route& route = match.entry->route;

    sdk::User user;
    Poco::Net::NameValueCollection cookies;
    request.getCookies(cookies);
    const std::string session_id = cookies.get("proofreader_session", "");
    if (!session_id.empty())
      if (auto found = services_.sessions.find(session_id)) user = *found;
    if (user.id == 0 && services_.api_keys) user = bearer_caller(request);
    if (route.access != sdk::Access::open && user.id == 0)
      throw sdk::ApiError(401, "unauthorized", "login required", "Требуется вход");
    if (route.access == sdk::Access::admin && !user.is_admin())
      throw sdk::ApiError::forbidden("administrator role required", "Нужна роль администратора");
    // LanguageTool's API (/v2/) reads no session, so a foreign origin (the
    // browser add-on's) gains nothing from a visitor's cookie there.
    if (is_state_changing(request.getMethod()) && !is_languagetool_path(path) &&
        !origin_allowed(request, services_.proxies.client_scheme(request), services_.origins))
      throw sdk::ApiError::forbidden("request from a foreign origin (see PROOFREADER_PUBLIC_URL)",
                                     "Запрос с чужого источника (см. PROOFREADER_PUBLIC_URL)");

    RequestContextImpl context(services_, request, response, match.params, user, locale,
                               services_.proxies.client_address(request));
    route.handler(context);
    if (!response.sent()) {
      Poco::Logger::get("http").error("%s %s sent no response", request.getMethod(), route.path);
      throw sdk::ApiError(500, "internal_error", "internal error", "Внутренняя ошибка");
    }
  }

  // The user of the request's "Authorization: Bearer <API key>"; nobody
  // without one; ApiError 401 for a key that is unknown or revoked, 429 for
  // one over its rate.
  sdk::User bearer_caller(const Poco::Net::HTTPServerRequest& request) {
    const std::string authorization = request.get("Authorization", "");
    if (Poco::icompare(authorization.substr(0, 7), "Bearer ") != 0) return {};
    const auto caller = services_.api_keys->authenticate(Poco::trim(authorization.substr(7)),
                                                         services_.proxies.client_address(request));
    if (!caller)
      throw sdk::ApiError(401, "unauthorized", "unknown or revoked API key",
                          "Неизвестный или отозванный ключ API");
    if (caller->throttled)
      throw sdk::ApiError(429, "too_many_requests", "too many requests with this API key",
                          "Слишком много запросов с этим ключом API");
    return caller->user;
  }

  const HttpServices& services_;
};

}  // namespace

Poco::Net::HTTPRequestHandler* Dispatcher::createRequestHandler(const Poco::Net::HTTPServerRequest&) {
  return new RequestHandler(services_);
}

}  // namespace proofreader::host
