#include "FakeOidcProvider.hpp"

#include <Poco/Base64Decoder.h>
#include <Poco/Base64Encoder.h>
#include <Poco/JSON/Object.h>
#include <Poco/Net/HTMLForm.h>
#include <Poco/Net/HTTPRequestHandler.h>
#include <Poco/Net/HTTPServerRequest.h>
#include <Poco/Net/HTTPServerResponse.h>
#include <Poco/StreamCopier.h>
#include <Poco/URI.h>
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/rsa.h>

#include <chrono>
#include <sstream>
#include <stdexcept>

namespace proofreader::test {

namespace {

std::string b64url(const std::string& bytes) {
  std::ostringstream out;
  Poco::Base64Encoder encoder(out, Poco::BASE64_URL_ENCODING | Poco::BASE64_NO_PADDING);
  encoder << bytes;
  encoder.close();
  return out.str();
}

std::string sha256(const std::string& data) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  EVP_Digest(data.data(), data.size(), digest, &length, EVP_sha256(), nullptr);
  return std::string(reinterpret_cast<char*>(digest), length);
}

std::string to_json(const Poco::JSON::Object& o) {
  std::ostringstream out;
  o.stringify(out);
  return out.str();
}

void send(Poco::Net::HTTPServerResponse& response, int status, const std::string& body) {
  response.setStatus(static_cast<Poco::Net::HTTPResponse::HTTPStatus>(status));
  response.setContentType("application/json");
  response.setContentLength(static_cast<std::streamsize>(body.size()));
  response.send() << body;
}

long long now_seconds() {
  return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

}  // namespace

struct FakeOidcProvider::Key {
  Key() : pkey(EVP_RSA_gen(2048)) {
    if (!pkey) throw std::runtime_error("RSA key generation failed");
  }
  ~Key() { EVP_PKEY_free(pkey); }
  std::string component(const char* name) const {
    BIGNUM* bn = nullptr;
    EVP_PKEY_get_bn_param(pkey, name, &bn);
    std::string bytes(static_cast<std::size_t>(BN_num_bytes(bn)), '\0');
    BN_bn2bin(bn, reinterpret_cast<unsigned char*>(bytes.data()));
    BN_free(bn);
    return bytes;
  }
  std::string sign(const std::string& input) const {
    EVP_MD_CTX* ctx = EVP_MD_CTX_new();
    std::size_t length = 0;
    EVP_DigestSignInit(ctx, nullptr, EVP_sha256(), nullptr, pkey);
    EVP_DigestSign(ctx, nullptr, &length, reinterpret_cast<const unsigned char*>(input.data()), input.size());
    std::string signature(length, '\0');
    EVP_DigestSign(ctx, reinterpret_cast<unsigned char*>(signature.data()), &length,
                   reinterpret_cast<const unsigned char*>(input.data()), input.size());
    EVP_MD_CTX_free(ctx);
    signature.resize(length);
    return signature;
  }
  EVP_PKEY* pkey;
};

namespace {

class Handler : public Poco::Net::HTTPRequestHandler {
 public:
  explicit Handler(FakeOidcProvider& idp) : idp_(idp) {}

  void handleRequest(Poco::Net::HTTPServerRequest& request,
                     Poco::Net::HTTPServerResponse& response) override {
    std::string body;
    Poco::StreamCopier::copyToString(request.stream(), body);
    const Poco::URI uri(request.getURI());
    idp_.record(
        {request.getMethod(), uri.getPath(), uri.getRawQuery(), request.get("Authorization", ""), body});
    const std::string& path = uri.getPath();
    if (path == "/.well-known/openid-configuration") return discovery(response);
    if (path == "/jwks") return send(response, 200, idp_.jwks());
    if (path == "/authorize") return authorize(request, response);
    if (path == "/token" && request.getMethod() == "POST") return token(request, body, response);
    send(response, 404, R"({"error":"not_found"})");
  }

 private:
  void discovery(Poco::Net::HTTPServerResponse& response) {
    const std::string base = idp_.issuer();
    Poco::JSON::Object doc;
    doc.set("issuer", base);
    doc.set("authorization_endpoint", base + "/authorize");
    doc.set("token_endpoint", base + "/token");
    doc.set("jwks_uri", base + "/jwks");
    doc.set("response_types_supported", Poco::JSON::Array::Ptr(new Poco::JSON::Array));
    send(response, 200, to_json(doc));
  }

  void authorize(Poco::Net::HTTPServerRequest& request, Poco::Net::HTTPServerResponse& response) {
    Poco::Net::HTMLForm form(request);
    if (form.get("response_type", "") != "code" || form.get("client_id", "") != FakeOidcProvider::kClientId ||
        form.get("code_challenge_method", "") != "S256" || form.get("code_challenge", "").empty() ||
        form.get("scope", "").find("openid") == std::string::npos)
      return send(response, 400, R"({"error":"invalid_request"})");
    FakeOidcProvider::Grant grant{form.get("client_id"), form.get("redirect_uri", ""), form.get("nonce", ""),
                                  form.get("code_challenge"), idp_.current_script()};
    const std::string code = idp_.issue_code(grant);
    Poco::URI back(grant.redirect_uri);
    back.addQueryParameter("code", code);
    back.addQueryParameter("state", form.get("state", ""));
    response.redirect(back.toString(), Poco::Net::HTTPResponse::HTTP_FOUND);
  }

  void token(Poco::Net::HTTPServerRequest& request, const std::string& body,
             Poco::Net::HTTPServerResponse& response) {
    // client_secret_basic: base64 of form-encoded id ':' form-encoded secret.
    const std::string auth = request.get("Authorization", "");
    std::string decoded;
    if (auth.rfind("Basic ", 0) == 0) {
      std::istringstream in(auth.substr(6));
      Poco::Base64Decoder decoder(in);
      Poco::StreamCopier::copyToString(decoder, decoded);
    }
    const auto colon = decoded.find(':');
    std::string id, secret;
    if (colon != std::string::npos) {
      Poco::URI::decode(decoded.substr(0, colon), id);
      Poco::URI::decode(decoded.substr(colon + 1), secret);
    }
    if (id != FakeOidcProvider::kClientId || secret != FakeOidcProvider::kClientSecret)
      return send(response, 401, R"({"error":"invalid_client"})");
    Poco::Net::HTMLForm form;
    std::istringstream in(body);
    form.load(request, in);
    FakeOidcProvider::Grant grant;
    if (form.get("grant_type", "") != "authorization_code" ||
        !idp_.redeem_code(form.get("code", ""), grant) ||
        form.get("redirect_uri", "") != grant.redirect_uri ||
        b64url(sha256(form.get("code_verifier", ""))) != grant.code_challenge)
      return send(response, 400, R"({"error":"invalid_grant"})");
    if (grant.script.token_status != 200) return send(response, grant.script.token_status, "{}");
    Poco::JSON::Object answer;
    answer.set("access_token", "access-" + grant.script.subject);
    answer.set("token_type", "Bearer");
    answer.set("expires_in", 300);
    answer.set("id_token", idp_.id_token(grant));
    send(response, 200, to_json(answer));
  }

  FakeOidcProvider& idp_;
};

}  // namespace

FakeOidcProvider::FakeOidcProvider()
    : key_(std::make_unique<Key>()),
      server_(std::make_unique<LocalHttpServer>([this] { return new Handler(*this); }, 4)) {}

FakeOidcProvider::~FakeOidcProvider() = default;

int FakeOidcProvider::port() const {
  return server_->port();
}

void FakeOidcProvider::script(Script s) {
  std::lock_guard lock(mutex_);
  script_ = std::move(s);
}

FakeOidcProvider::Script FakeOidcProvider::current_script() const {
  std::lock_guard lock(mutex_);
  return script_;
}

std::vector<FakeOidcProvider::Request> FakeOidcProvider::requests() const {
  std::lock_guard lock(mutex_);
  return requests_;
}

void FakeOidcProvider::record(Request r) {
  std::lock_guard lock(mutex_);
  requests_.push_back(std::move(r));
}

std::string FakeOidcProvider::issue_code(Grant grant) {
  std::lock_guard lock(mutex_);
  const std::string code = "code-" + std::to_string(next_code_++);
  codes_[code] = std::move(grant);
  return code;
}

bool FakeOidcProvider::redeem_code(const std::string& code, Grant& grant) {
  std::lock_guard lock(mutex_);
  auto it = codes_.find(code);
  if (it == codes_.end()) return false;
  grant = it->second;
  codes_.erase(it);  // a code is good once
  return true;
}

std::string FakeOidcProvider::jwks() const {
  Poco::JSON::Object key;
  key.set("kty", "RSA");
  key.set("use", "sig");
  key.set("alg", "RS256");
  key.set("kid", "k1");
  key.set("n", b64url(key_->component(OSSL_PKEY_PARAM_RSA_N)));
  key.set("e", b64url(key_->component(OSSL_PKEY_PARAM_RSA_E)));
  Poco::JSON::Array::Ptr keys = new Poco::JSON::Array;
  keys->add(key);
  Poco::JSON::Object doc;
  doc.set("keys", keys);
  return to_json(doc);
}

std::string FakeOidcProvider::id_token(const Grant& grant) const {
  const Script& s = grant.script;
  const long long now = now_seconds();
  Poco::JSON::Object header;
  header.set("alg", s.spoil == Spoil::alg_none ? "none" : s.spoil == Spoil::hs256 ? "HS256" : "RS256");
  header.set("typ", "JWT");
  header.set("kid", s.spoil == Spoil::unknown_kid ? "k9" : "k1");
  Poco::JSON::Object claims;
  claims.set("iss", s.spoil == Spoil::issuer ? std::string("http://evil.example") : issuer());
  claims.set("sub", s.subject);
  claims.set("aud", s.spoil == Spoil::audience ? std::string("someone-else") : grant.client_id);
  claims.set("iat", s.spoil == Spoil::expired ? now - 4000 : now);
  claims.set("exp", s.spoil == Spoil::expired ? now - 3600 : now + 300);
  claims.set("nonce", s.spoil == Spoil::nonce ? std::string("not-this-nonce") : grant.nonce);
  if (!s.preferred_username.empty()) claims.set("preferred_username", s.preferred_username);
  if (!s.email.empty()) claims.set("email", s.email);
  claims.set("email_verified", true);
  claims.set("name", s.name);
  const std::string input = b64url(to_json(header)) + "." + b64url(to_json(claims));
  if (s.spoil == Spoil::alg_none) return input + ".";
  std::string signature = key_->sign(input);
  if (s.spoil == Spoil::signature || s.spoil == Spoil::hs256) signature[signature.size() / 2] ^= 0x5a;
  return input + "." + b64url(signature);
}

}  // namespace proofreader::test
