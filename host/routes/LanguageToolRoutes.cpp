#include "routes/LanguageToolRoutes.hpp"

#include <Poco/String.h>
#include <Poco/URI.h>

#include <proofreader/languagetool/request.hpp>
#include <proofreader/languagetool/response.hpp>

#include "auth/ApiKeyAuth.hpp"
#include "config/Settings.hpp"
#include "http/ClientAddress.hpp"
#include "http/LanguageToolError.hpp"
#include "http/Router.hpp"
#include "routes/LanguageToolCheck.hpp"

namespace proofreader::host {

namespace {

using languagetool::RequestError;

// LanguageTool's default maxTextLength for its own servers; UTF-16 code units.
constexpr long long kDefaultMaxTextLength = 150000;

void send_json(sdk::RequestContext& ctx, const std::string& body) {
  auto& response = ctx.response();
  response.setContentType("application/json; charset=UTF-8");
  response.set("Cache-Control", "no-store");
  response.setContentLength(static_cast<std::streamsize>(body.size()));
  response.send() << body;
}

// Runs `handler`, answering a RequestError as LanguageTool does.
template <typename Handler>
sdk::Handler languagetool_errors(Handler handler) {
  return [handler](sdk::RequestContext& ctx) {
    try {
      handler(ctx);
    } catch (const RequestError& e) {
      send_languagetool_error(ctx.response(), e);
    }
  };
}

languagetool::Software software() {
  return {"Proofreader", PROJECT_VERSION};
}

class LanguageToolApi {
 public:
  explicit LanguageToolApi(LanguageToolRouteServices services) : services_(services) {}

  void check(sdk::RequestContext& ctx) const {
    const auto& request = ctx.request();
    const std::string body = request.getMethod() == "POST" ? ctx.body() : std::string();
    const auto params = languagetool::read_form(Poco::URI(request.getURI()).getRawQuery(), body);
    const sdk::User user = caller(params, request);
    const auto max_length =
        services_.settings.get_int("PROOFREADER_LT_MAX_TEXT_LENGTH", kDefaultMaxTextLength);
    const auto parsed = languagetool::parse_check_request(params, static_cast<int>(max_length));
    const auto answer = run_languagetool_check(services_.jobs, services_.check_sources, user, parsed);
    send_json(ctx, languagetool::check_response_json(software(), *parsed.text, answer));
  }

 private:
  // The key's user (LanguageTool's username + apiKey), or nobody when
  // anonymous use is allowed and no key is given.
  sdk::User caller(const languagetool::Params& params, const Poco::Net::HTTPServerRequest& request) const {
    const auto* username = languagetool::find_param(params, "username");
    const auto* key = languagetool::find_param(params, "apiKey");
    if (!key || key->empty()) {
      if (services_.settings.get_bool("PROOFREADER_LT_ANONYMOUS", false)) return {};
      throw RequestError(401,
                         "Authentication required: set 'username' and 'apiKey' (your personal API key of "
                         "this Proofreader server, made on your profile page)");
    }
    const auto found = services_.api_keys.authenticate(*key, services_.proxies.client_address(request));
    if (!found || !username || Poco::icompare(*username, found->user.login) != 0)
      throw RequestError(401,
                         "Invalid 'username' or 'apiKey': the key is unknown, revoked, or not this "
                         "user's");
    if (found->throttled)
      throw RequestError(429, "Too many requests with this API key, try again in a minute");
    return found->user;
  }

  LanguageToolRouteServices services_;
};

}  // namespace

void register_languagetool_routes(Router& router, LanguageToolRouteServices services) {
  auto api = std::make_shared<LanguageToolApi>(services);
  const auto check = languagetool_errors([api](sdk::RequestContext& ctx) { api->check(ctx); });
  const std::string summary =
      "LanguageTool's /v2/check: form fields text or data, language, username and apiKey (LanguageTool's "
      "API)";
  router.add({"POST", "/v2/check", sdk::Access::open, summary, check});
  router.add({"GET", "/v2/check", sdk::Access::open, summary, check});
  router.add({"GET", "/v2/languages", sdk::Access::open, "LanguageTool's list of languages: Russian",
              [](sdk::RequestContext& ctx) { send_json(ctx, languagetool::languages_json()); }});
  router.add({"GET", "/v2/info", sdk::Access::open, "LanguageTool's server information",
              [](sdk::RequestContext& ctx) {
                send_json(ctx, "{\"software\":" + languagetool::software_json(software()) + "}");
              }});
}

}  // namespace proofreader::host
