// OidcLogin: logging in through the configured OpenID Connect provider
// (spec §5.6): GET /api/auth/oidc/start and GET /api/auth/oidc/callback.
//
// start remembers one login attempt (state, nonce, PKCE verifier, where to
// return) for ten minutes, binds it to the browser with the cookie
// proofreader_oidc (HttpOnly, SameSite=Lax, Path=/api/auth/oidc) and
// redirects to the provider. callback accepts the attempt once, only from
// the browser that started it, redeems the code through OidcClient, finds
// the account linked to the provider's (issuer, subject) or creates one
// (role user, no local password), starts a session and redirects into the
// app. Accounts are linked by (issuer, subject) only, never by a matching
// login or e-mail, so an identity at the provider cannot take over a local
// account. Every failure redirects to #/login?error=<code> and is logged with
// its reason. Thread-safe; owned by HostApplication.
#pragma once

#include <chrono>
#include <deque>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

#include "auth/OidcClient.hpp"
#include "auth/UserStore.hpp"
#include "http/ClientAddress.hpp"
#include "http/PublicUrl.hpp"

namespace proofreader::host {

class AuditLog;
class Fetcher;
class Router;
class SessionStore;
class Settings;

// What a login uses; each must outlive the OidcLogin.
struct OidcLoginServices {
  const Settings& settings;
  Fetcher& outgoing;
  AuditLog& audit;
  SessionStore& sessions;
  UserStore& users;
  // Where the callback's address comes from when
  // PROOFREADER_OIDC_REDIRECT_URI is not set.
  const OriginRule& origins;
  const TrustedProxies& proxies;
};

class OidcLogin {
 public:
  explicit OidcLogin(OidcLoginServices services);

  bool enabled() const { return client_.enabled(); }
  void start(sdk::RequestContext& ctx);
  void callback(sdk::RequestContext& ctx);

 private:
  using Clock = std::chrono::steady_clock;
  struct Attempt {
    std::string nonce, verifier, redirect_uri, next;
    Clock::time_point started;
  };

  void remember(const std::string& state, Attempt attempt);
  std::optional<Attempt> take(const std::string& state);
  std::string redirect_uri(sdk::RequestContext& ctx) const;
  UserRecord account_for(const OidcIdentity& identity, const std::string& address);

  OidcLoginServices services_;
  OidcClient client_;
  std::mutex mutex_;
  std::unordered_map<std::string, Attempt> attempts_;
  std::deque<std::string> order_;  // states, oldest first
};

// `login` must outlive the router.
void register_oidc_routes(Router& router, OidcLogin& login);

}  // namespace proofreader::host
