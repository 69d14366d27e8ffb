#include "auth/OidcClient.hpp"

#include <Poco/Base64Encoder.h>
#include <Poco/JSON/Parser.h>
#include <Poco/URI.h>
#include <sodium.h>

#include <sstream>

#include "auth/Jwt.hpp"
#include "config/Settings.hpp"
#include "fetch/fetcher.hpp"

namespace proofreader::host {

namespace {

constexpr auto kMetadataLifetime = std::chrono::hours(1);
constexpr auto kKeysRefetchInterval = std::chrono::minutes(1);
// Clock difference tolerated between us and the provider.
constexpr long long kLeewaySeconds = 120;
constexpr int kTimeoutMs = 15000;

std::string trim_slash(std::string s) {
  while (!s.empty() && s.back() == '/') s.pop_back();
  return s;
}

std::string form_encode(const std::string& value) {
  std::string out;
  Poco::URI::encode(value, "!#$&'()*+,/:;=?@[]~", out);
  return out;
}

std::string string_claim(const Poco::JSON::Object::Ptr& object, const std::string& name) {
  if (!object->has(name)) return {};
  const auto value = object->get(name);
  return value.isString() ? value.extract<std::string>() : std::string();
}

long long number_claim(const Poco::JSON::Object::Ptr& claims, const std::string& name) {
  const auto value = claims->get(name);
  if (value.isEmpty() || !value.isNumeric())
    throw OidcError("oidc_token", "the ID token has no numeric " + name);
  return value.convert<long long>();
}

bool audience_holds(const Poco::JSON::Object::Ptr& claims, const std::string& client_id, std::size_t& count) {
  const auto aud = claims->get("aud");
  if (aud.isString()) {
    count = 1;
    return aud.extract<std::string>() == client_id;
  }
  auto list = claims->getArray("aud");
  if (!list) return false;
  count = list->size();
  for (std::size_t i = 0; i < list->size(); ++i)
    if (list->get(i).isString() && list->getElement<std::string>(i) == client_id) return true;
  return false;
}

struct JsonAnswer {
  int status = 0;
  Poco::JSON::Object::Ptr body;  // null when the body is not a JSON object
};

// One request to the provider, a configured service; a transport failure is
// the provider's.
JsonAnswer exchange(const Fetcher& http, sdk::HttpRequest request) {
  request.target = sdk::HttpRequest::Target::configured_service;
  request.timeout_ms = kTimeoutMs;
  request.max_bytes = 1 << 20;
  request.headers.emplace_back("Accept", "application/json");
  sdk::HttpResponse response;
  try {
    response = http.perform(request);
  } catch (const std::exception& e) {
    throw OidcError("oidc_provider", request.url + ": " + e.what());
  }
  JsonAnswer answer{response.status, nullptr};
  try {
    answer.body = Poco::JSON::Parser().parse(response.body).extract<Poco::JSON::Object::Ptr>();
  } catch (const std::exception&) {
  }
  return answer;
}

}  // namespace

std::string pkce_challenge(const std::string& verifier) {
  unsigned char digest[crypto_hash_sha256_BYTES];
  crypto_hash_sha256(digest, reinterpret_cast<const unsigned char*>(verifier.data()), verifier.size());
  return base64url_encode(std::string_view(reinterpret_cast<const char*>(digest), sizeof digest));
}

OidcClient::OidcClient(const Settings& settings, const Fetcher& http)
    : http_(http),
      issuer_(trim_slash(settings.get("PROOFREADER_OIDC_ISSUER"))),
      client_id_(settings.get("PROOFREADER_OIDC_CLIENT_ID")),
      client_secret_(settings.get("PROOFREADER_OIDC_CLIENT_SECRET")),
      scopes_(settings.get("PROOFREADER_OIDC_SCOPES", "openid profile email")) {
  if (scopes_.find("openid") == std::string::npos) scopes_ = "openid " + scopes_;
}

Poco::JSON::Object::Ptr OidcClient::get_json(const std::string& url) const {
  sdk::HttpRequest request;
  request.url = url;
  const auto answer = exchange(http_, std::move(request));
  if (answer.status != 200)
    throw OidcError("oidc_provider", url + " answered " + std::to_string(answer.status));
  if (!answer.body) throw OidcError("oidc_provider", url + " did not answer a JSON object");
  return answer.body;
}

OidcClient::Metadata OidcClient::metadata() {
  {
    std::lock_guard lock(mutex_);
    if (metadata_ && Clock::now() - metadata_at_ < kMetadataLifetime) return *metadata_;
  }
  auto document = get_json(issuer_ + "/.well-known/openid-configuration");
  Metadata m{string_claim(document, "issuer"), string_claim(document, "authorization_endpoint"),
             string_claim(document, "token_endpoint"), string_claim(document, "jwks_uri")};
  // OIDC Discovery §4.3: the document must name the issuer it was fetched for.
  if (trim_slash(m.issuer) != issuer_)
    throw OidcError("oidc_provider", "the provider's metadata names issuer '" + m.issuer + "'");
  if (m.authorization_endpoint.empty() || m.token_endpoint.empty() || m.jwks_uri.empty())
    throw OidcError("oidc_provider", "the provider's metadata lacks an endpoint");
  std::lock_guard lock(mutex_);
  metadata_ = m;
  metadata_at_ = Clock::now();
  return m;
}

std::string OidcClient::authorization_url(const std::string& redirect_uri, const std::string& state,
                                          const std::string& nonce, const std::string& code_challenge) {
  const Metadata provider = metadata();
  std::string url = provider.authorization_endpoint;
  url += url.find('?') == std::string::npos ? '?' : '&';
  url += "response_type=code&client_id=" + form_encode(client_id_) +
         "&redirect_uri=" + form_encode(redirect_uri) + "&scope=" + form_encode(scopes_) +
         "&state=" + form_encode(state) + "&nonce=" + form_encode(nonce) +
         "&code_challenge=" + form_encode(code_challenge) + "&code_challenge_method=S256";
  return url;
}

Poco::JSON::Object::Ptr OidcClient::signing_key(const std::string& jwks_uri, const std::string& kid) {
  auto find = [&](const Poco::JSON::Array::Ptr& keys) -> Poco::JSON::Object::Ptr {
    if (!keys) return nullptr;
    for (std::size_t i = 0; i < keys->size(); ++i) {
      auto key = keys->getObject(static_cast<unsigned>(i));
      if (!key || string_claim(key, "kty") != "RSA") continue;
      if (const auto use = string_claim(key, "use"); !use.empty() && use != "sig") continue;
      if (kid.empty() || string_claim(key, "kid") == kid) return key;
    }
    return nullptr;
  };
  {
    std::lock_guard lock(mutex_);
    if (auto key = find(keys_)) return key;
    // An unknown key id: the provider may have rotated its keys, but a
    // stream of forged ids must not turn into a stream of fetches.
    if (keys_ && Clock::now() - keys_at_ < kKeysRefetchInterval) return nullptr;
  }
  auto keys = get_json(jwks_uri)->getArray("keys");
  std::lock_guard lock(mutex_);
  keys_ = keys;
  keys_at_ = Clock::now();
  return find(keys_);
}

OidcIdentity OidcClient::validate(const std::string& id_token, const Metadata& provider,
                                  const std::string& nonce) {
  Jwt jwt;
  try {
    jwt = parse_jwt(id_token);
  } catch (const JwtError& e) {
    throw OidcError("oidc_token", e.what());
  }
  // Only RS256: "none" and HMAC with a public value as the secret are the classic forgeries.
  if (string_claim(jwt.header, "alg") != "RS256")
    throw OidcError("oidc_token", "the ID token is not signed with RS256");
  auto key = signing_key(provider.jwks_uri, string_claim(jwt.header, "kid"));
  if (!key) throw OidcError("oidc_token", "the ID token's signing key is not in the provider's JWKS");
  bool signature_ok = false;
  try {
    signature_ok =
        verify_rs256(jwt.signing_input, jwt.signature, string_claim(key, "n"), string_claim(key, "e"));
  } catch (const JwtError&) {
  }
  if (!signature_ok) throw OidcError("oidc_token", "the ID token's signature is not valid");

  const auto& claims = jwt.claims;
  if (string_claim(claims, "iss") != provider.issuer)
    throw OidcError("oidc_token", "the ID token was issued by '" + string_claim(claims, "iss") + "'");
  std::size_t audiences = 0;
  if (!audience_holds(claims, client_id_, audiences))
    throw OidcError("oidc_token", "the ID token is not meant for this client");
  if (audiences > 1 && string_claim(claims, "azp") != client_id_)
    throw OidcError("oidc_token", "the ID token's authorized party is not this client");
  const long long now =
      std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch())
          .count();
  if (number_claim(claims, "exp") + kLeewaySeconds < now)
    throw OidcError("oidc_token", "the ID token has expired");
  if (number_claim(claims, "iat") - kLeewaySeconds > now)
    throw OidcError("oidc_token", "the ID token is issued in the future");
  if (string_claim(claims, "nonce") != nonce || nonce.empty())
    throw OidcError("oidc_token", "the ID token's nonce is not this login's");

  OidcIdentity identity;
  identity.issuer = provider.issuer;
  identity.subject = string_claim(claims, "sub");
  if (identity.subject.empty() || identity.subject.size() > 255)
    throw OidcError("oidc_token", "the ID token has no usable subject");
  identity.preferred_username = string_claim(claims, "preferred_username");
  identity.email = string_claim(claims, "email");
  identity.email_verified = claims->has("email_verified") && claims->get("email_verified").isBoolean() &&
                            claims->get("email_verified").extract<bool>();
  identity.name = string_claim(claims, "name");
  return identity;
}

OidcIdentity OidcClient::redeem(const std::string& code, const std::string& redirect_uri,
                                const std::string& code_verifier, const std::string& nonce) {
  const Metadata provider = metadata();
  sdk::HttpRequest request;
  request.method = "POST";
  request.url = provider.token_endpoint;
  request.headers = {{"Content-Type", "application/x-www-form-urlencoded"}};
  request.body = "grant_type=authorization_code&code=" + form_encode(code) +
                 "&redirect_uri=" + form_encode(redirect_uri) +
                 "&code_verifier=" + form_encode(code_verifier);
  if (client_secret_.empty()) {
    request.body += "&client_id=" + form_encode(client_id_);
  } else {
    // client_secret_basic (RFC 6749 §2.3.1): both parts form-encoded first.
    std::ostringstream credentials;
    Poco::Base64Encoder encoder(credentials);
    encoder.rdbuf()->setLineLength(0);
    encoder << form_encode(client_id_) << ':' << form_encode(client_secret_);
    encoder.close();
    request.headers.emplace_back("Authorization", "Basic " + credentials.str());
  }
  const auto answer = exchange(http_, std::move(request));
  if (answer.status != 200 || !answer.body) {
    const std::string error = answer.body ? string_claim(answer.body, "error") : std::string();
    throw OidcError(error == "invalid_grant" ? "oidc_denied" : "oidc_provider",
                    "token endpoint answered " + std::to_string(answer.status) +
                        (error.empty() ? std::string() : " (" + error + ")"));
  }
  const auto& body = answer.body;
  const std::string id_token = string_claim(body, "id_token");
  if (id_token.empty()) throw OidcError("oidc_token", "the token response has no id_token");
  return validate(id_token, provider, nonce);
}

}  // namespace proofreader::host
