#include "routes/OidcLogin.hpp"

#include <Poco/Logger.h>
#include <Poco/Net/HTTPServerRequest.h>
#include <Poco/Net/HTTPServerResponse.h>
#include <Poco/Net/NameValueCollection.h>
#include <sodium.h>
#include <proofreader/kit/utf8.hpp>

#include "audit/AuditLog.hpp"
#include "auth/PasswordHasher.hpp"
#include "auth/SessionStore.hpp"
#include "common/RandomHex.hpp"
#include "config/Settings.hpp"
#include "http/PublicUrl.hpp"
#include "http/RequestContextImpl.hpp"
#include "http/Router.hpp"

namespace proofreader::host {

namespace {

constexpr auto kAttemptLifetime = std::chrono::minutes(10);
constexpr std::size_t kMaxAttempts = 10000;
constexpr const char* kCookie = "proofreader_oidc";

Poco::Logger& logger() {
  return Poco::Logger::get("host.oidc");
}

std::string cookie(sdk::RequestContext& ctx, const std::string& name) {
  Poco::Net::NameValueCollection cookies;
  ctx.request().getCookies(cookies);
  return cookies.get(name, "");
}

void set_attempt_cookie(const Settings& settings, sdk::RequestContext& ctx, const std::string& state) {
  std::string value = std::string(kCookie) + "=" + state + "; Path=/api/auth/oidc; HttpOnly; SameSite=Lax";
  value += state.empty() ? "; Max-Age=0" : "; Max-Age=600";
  if (secure_cookies(settings)) value += "; Secure";
  ctx.response().add("Set-Cookie", value);
}

void redirect(sdk::RequestContext& ctx, const std::string& location) {
  auto& response = ctx.response();
  response.set("Cache-Control", "no-store");
  response.setContentLength(0);
  response.redirect(location, Poco::Net::HTTPResponse::HTTP_FOUND);
}

// Only a path inside the app is a place to return to: "/history",
// "/review/12"; anything else (other origins, "//host", the login screen) is
// the check screen.
std::string safe_next(const std::string& next) {
  const bool ok =
      next.size() > 1 && next.size() <= 200 && next[0] == '/' && next[1] != '/' &&
      next.rfind("/login", 0) != 0 &&
      next.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/-_.?=&%") ==
          std::string::npos;
  return ok ? next : "/check";
}

bool same(const std::string& a, const std::string& b) {
  return a.size() == b.size() && sodium_memcmp(a.data(), b.data(), a.size()) == 0;
}

// At most `limit` bytes of UTF-8, cut at a character boundary.
std::string utf8_prefix(const std::string& text, std::size_t limit) {
  if (text.size() <= limit) return text;
  std::size_t end = 0;
  while (end < text.size()) {
    const std::size_t next = end + kit::utf8::decode(text, end).bytes;
    if (next > limit) break;
    end = next;
  }
  return text.substr(0, end);
}

}  // namespace

OidcLogin::OidcLogin(OidcLoginServices services)
    : services_(services), client_(services.settings, services.outgoing) {}

void OidcLogin::remember(const std::string& state, Attempt attempt) {
  std::lock_guard lock(mutex_);
  const auto now = Clock::now();
  while (!order_.empty()) {
    auto it = attempts_.find(order_.front());
    const bool gone = it == attempts_.end();
    if (!gone && now - it->second.started < kAttemptLifetime && attempts_.size() < kMaxAttempts) break;
    if (!gone) attempts_.erase(it);
    order_.pop_front();
  }
  attempts_.emplace(state, std::move(attempt));
  order_.push_back(state);
}

std::optional<OidcLogin::Attempt> OidcLogin::take(const std::string& state) {
  std::lock_guard lock(mutex_);
  auto it = attempts_.find(state);
  if (it == attempts_.end()) return std::nullopt;
  Attempt attempt = std::move(it->second);
  attempts_.erase(it);
  if (Clock::now() - attempt.started >= kAttemptLifetime) return std::nullopt;
  return attempt;
}

std::string OidcLogin::redirect_uri(sdk::RequestContext& ctx) const {
  if (auto configured = services_.settings.get("PROOFREADER_OIDC_REDIRECT_URI"); !configured.empty())
    return configured;
  // The public URL when it is set; else the request's own origin, its scheme
  // as a trusted proxy says (a client's own X-Forwarded-Proto is not
  // believed). The provider accepts only the redirect URIs registered with
  // it, so a forged Host header cannot send the code elsewhere.
  const auto& request = ctx.request();
  const std::string origin = services_.origins.public_origin.value_or(
      services_.proxies.client_scheme(request) + "://" + request.getHost());
  return origin + "/api/auth/oidc/callback";
}

UserRecord OidcLogin::account_for(const OidcIdentity& identity, const std::string& address) {
  if (auto linked = services_.users.find_by_identity(identity.issuer, identity.subject)) return *linked;
  // The first free login among the provider's names; a login a local account
  // already has is skipped, never shared.
  unsigned char digest[crypto_hash_sha256_BYTES];
  const std::string key = identity.issuer + '\n' + identity.subject;
  crypto_hash_sha256(digest, reinterpret_cast<const unsigned char*>(key.data()), key.size());
  char hex[17];
  sodium_bin2hex(hex, sizeof hex, digest, 8);
  for (const std::string& login : {identity.preferred_username, identity.email, "oidc-" + std::string(hex)}) {
    if (!UserStore::valid_login(login) || services_.users.find_by_login(login)) continue;
    try {
      auto record = services_.users.create_linked(login, utf8_prefix(identity.name, 200), identity.issuer,
                                                  identity.subject);
      services_.audit.write(login, "user.create_oidc",
                            "issuer=" + identity.issuer + " subject=" + identity.subject, address);
      return record;
    } catch (const std::exception&) {
      // Another login of the same identity got there first, or the login was just taken.
      if (auto linked = services_.users.find_by_identity(identity.issuer, identity.subject)) return *linked;
    }
  }
  throw OidcError("oidc_account", "no free login for subject " + identity.subject);
}

void OidcLogin::start(sdk::RequestContext& ctx) {
  if (!enabled())
    throw sdk::ApiError(404, "oidc_disabled", "OIDC login is not configured", "Вход через OIDC не настроен");
  Attempt attempt{random_hex(32), random_hex(32), redirect_uri(ctx), safe_next(ctx.query("next", "/check")),
                  Clock::now()};
  // The node prefix sends the provider's redirect back to this backend, which
  // holds the attempt (the front end routes the callback by it).
  const std::string state = services_.sessions.node_prefix() + random_hex(32);
  std::string location;
  try {
    location = client_.authorization_url(attempt.redirect_uri, state, attempt.nonce,
                                         pkce_challenge(attempt.verifier));
  } catch (const OidcError& e) {
    logger().warning("OIDC login could not start: %s", std::string(e.what()));
    return redirect(ctx, "/#/login?error=" + e.code());
  }
  remember(state, std::move(attempt));
  set_attempt_cookie(services_.settings, ctx, state);
  redirect(ctx, location);
}

void OidcLogin::callback(sdk::RequestContext& ctx) {
  if (!enabled())
    throw sdk::ApiError(404, "oidc_disabled", "OIDC login is not configured", "Вход через OIDC не настроен");
  const std::string state = ctx.query("state");
  const std::string bound = cookie(ctx, kCookie);
  set_attempt_cookie(services_.settings, ctx, "");
  std::optional<Attempt> attempt;
  // The attempt is used up by the browser that started it, or by nobody.
  if (!state.empty() && same(state, bound)) attempt = take(state);
  try {
    if (!attempt) throw OidcError("oidc_state", "unknown, expired, reused or foreign state");
    if (const auto error = ctx.query("error"); !error.empty())
      throw OidcError("oidc_denied", "the provider answered " + error);
    const std::string code = ctx.query("code");
    if (code.empty()) throw OidcError("oidc_denied", "the provider sent no code");
    auto& impl = static_cast<RequestContextImpl&>(ctx);
    const UserRecord record = account_for(
        client_.redeem(code, attempt->redirect_uri, attempt->verifier, attempt->nonce), impl.address());
    if (auto old = cookie(ctx, "proofreader_session"); !old.empty()) services_.sessions.remove(old);
    impl.set_session_cookie(services_.sessions.create(record.user));
    logger().information("OIDC login of %s from %s", record.user.login, impl.address());
    redirect(ctx, "/#" + attempt->next);
  } catch (const OidcError& e) {
    logger().warning("OIDC login refused (%s): %s", e.code(), std::string(e.what()));
    redirect(ctx, "/#/login?error=" + e.code());
  }
}

void register_oidc_routes(Router& r, OidcLogin& login) {
  r.add({"GET", "/api/auth/oidc/start", sdk::Access::open,
         "Redirect to the OpenID Connect provider (404 unless configured); ?next=/route to return to",
         [&login](sdk::RequestContext& c) { login.start(c); }});
  r.add({"GET", "/api/auth/oidc/callback", sdk::Access::open,
         "Return from the OpenID Connect provider: starts a session, redirects into the app",
         [&login](sdk::RequestContext& c) { login.callback(c); }});
}

}  // namespace proofreader::host
