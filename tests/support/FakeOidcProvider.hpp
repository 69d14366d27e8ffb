// FakeOidcProvider: an OpenID Connect provider for tests, a real HTTP server
// on 127.0.0.1 speaking the wire protocol a relying party meets:
//   GET  /.well-known/openid-configuration   discovery metadata
//   GET  /authorize                          "logs in" the scripted user at
//        once and redirects (302) to redirect_uri with code and state
//   POST /token                              authorization_code grant:
//        checks client_secret_basic, the code, redirect_uri and the PKCE
//        verifier (S256), answers {access_token, id_token, …}
//   GET  /jwks                               the RSA signing key (kid "k1")
// ID tokens are RS256 JWTs signed with a 2048-bit key made at construction.
// The test scripts who logs in and how the ID token is spoiled (wrong
// audience, expired, bad signature, alg "none", …) and reads back every
// request. Thread-safe.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "LocalHttpServer.hpp"

namespace proofreader::test {

class FakeOidcProvider {
 public:
  static constexpr const char* kClientId = "proofreader-test";
  static constexpr const char* kClientSecret = "test-secret-🔑";

  enum class Spoil { none, audience, issuer, expired, nonce, signature, alg_none, hs256, unknown_kid };

  struct Script {
    std::string subject = "subject-1";
    std::string preferred_username = "alice.oidc";
    std::string email = "alice@example.org";
    std::string name = "Алиса Провайдерова";
    Spoil spoil = Spoil::none;
    int token_status = 200;  // e.g. 500: the token endpoint fails
  };

  struct Request {
    std::string method, path, query, authorization, body;
  };

  FakeOidcProvider();
  ~FakeOidcProvider();

  std::string issuer() const { return "http://127.0.0.1:" + std::to_string(port()); }
  int port() const;

  void script(Script s);
  std::vector<Request> requests() const;

  // Used by the server's handler.
  struct Grant {
    std::string client_id, redirect_uri, nonce, code_challenge;
    Script script;
  };
  Script current_script() const;
  void record(Request r);
  std::string issue_code(Grant grant);
  bool redeem_code(const std::string& code, Grant& grant);
  std::string id_token(const Grant& grant) const;
  std::string jwks() const;

 private:
  struct Key;
  mutable std::mutex mutex_;
  Script script_;
  std::vector<Request> requests_;
  std::map<std::string, Grant> codes_;
  int next_code_ = 1;
  std::unique_ptr<Key> key_;
  std::unique_ptr<LocalHttpServer> server_;  // last: stopped before the state its handlers use
};

}  // namespace proofreader::test
