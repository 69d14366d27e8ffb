// OidcClient: the relying-party side of OpenID Connect's authorization code
// flow with PKCE (OIDC Core §3.1, RFC 7636) against the one provider an
// administrator configured (PROOFREADER_OIDC_ISSUER, _CLIENT_ID,
// _CLIENT_SECRET, _SCOPES).
//
// It reads the provider's metadata from {issuer}/.well-known/openid-configuration
// (cached for an hour), builds the authorization URL, redeems a code at the
// token endpoint (client_secret_basic, or a public client with PKCE alone)
// and validates the ID token: RS256 only, signed by a key of the provider's
// JWKS (fetched again when an unknown key id appears, at most once a minute),
// iss = the provider's issuer, aud holds our client id (azp too when there are
// several audiences), not expired, not issued in the future, and the nonce of
// this login attempt. Every request goes to the configured provider only, as a
// configured service (spec §1.1.7), never through the user-URL fetch rules.
//
// Errors are OidcError with a stable code for the login screen. Thread-safe.
#pragma once

#include <Poco/JSON/Object.h>

#include <chrono>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>

namespace proofreader::host {

class Fetcher;
class Settings;

class OidcError : public std::runtime_error {
 public:
  // code: "oidc_provider" (unreachable or answering nonsense), "oidc_token"
  // (an ID token that fails validation), "oidc_denied" (the provider refused).
  OidcError(std::string code, const std::string& reason)
      : std::runtime_error(reason), code_(std::move(code)) {}
  const std::string& code() const { return code_; }

 private:
  std::string code_;
};

// Who the provider says logged in.
struct OidcIdentity {
  std::string issuer;
  std::string subject;
  std::string preferred_username;
  std::string email;
  bool email_verified = false;
  std::string name;
};

class OidcClient {
 public:
  OidcClient(const Settings& settings, const Fetcher& http);

  // True when an issuer and a client id are configured.
  bool enabled() const { return !issuer_.empty() && !client_id_.empty(); }

  // The provider's authorization endpoint with this attempt's parameters.
  std::string authorization_url(const std::string& redirect_uri, const std::string& state,
                                const std::string& nonce, const std::string& code_challenge);

  // Redeems `code` and returns the validated identity.
  OidcIdentity redeem(const std::string& code, const std::string& redirect_uri,
                      const std::string& code_verifier, const std::string& nonce);

 private:
  using Clock = std::chrono::steady_clock;
  struct Metadata {
    std::string issuer, authorization_endpoint, token_endpoint, jwks_uri;
  };

  Metadata metadata();
  // The JWK with this key id (any RSA signing key when `kid` is empty).
  Poco::JSON::Object::Ptr signing_key(const std::string& jwks_uri, const std::string& kid);
  Poco::JSON::Object::Ptr get_json(const std::string& url) const;
  OidcIdentity validate(const std::string& id_token, const Metadata& provider, const std::string& nonce);

  const Fetcher& http_;
  std::string issuer_, client_id_, client_secret_, scopes_;
  std::mutex mutex_;
  std::optional<Metadata> metadata_;
  Clock::time_point metadata_at_;
  Poco::JSON::Array::Ptr keys_;
  Clock::time_point keys_at_;
};

// PKCE (RFC 7636 §4.2): base64url(SHA-256(verifier)).
std::string pkce_challenge(const std::string& verifier);

}  // namespace proofreader::host
