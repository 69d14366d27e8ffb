// Jwt: the parts of a JSON Web Token (RFC 7519) that an OpenID Connect
// relying party needs: splitting a compact token into header, claims and
// signature, and checking an RS256 signature against an RSA public key given
// as a JWK's modulus and exponent. Stateless; safe from any thread.
#pragma once

#include <Poco/JSON/Object.h>

#include <stdexcept>
#include <string>
#include <string_view>

namespace proofreader::host {

// A token that is not a well-formed compact JWS.
class JwtError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct Jwt {
  Poco::JSON::Object::Ptr header;
  Poco::JSON::Object::Ptr claims;
  std::string signing_input;  // "<header>.<payload>", as signed
  std::string signature;      // raw bytes
};

// Splits and decodes a compact token; throws JwtError when it is malformed.
Jwt parse_jwt(const std::string& token);

// base64url without padding (RFC 7515 §2), as JOSE and PKCE use it.
std::string base64url_encode(std::string_view bytes);
// Throws JwtError on characters outside the alphabet.
std::string base64url_decode(std::string_view text);

// True when `signature` is a valid RSASSA-PKCS1-v1_5 SHA-256 signature of
// `signing_input` under the key (n, e), both base64url as in a JWK.
bool verify_rs256(const std::string& signing_input, const std::string& signature,
                  const std::string& modulus_b64url, const std::string& exponent_b64url);

}  // namespace proofreader::host
