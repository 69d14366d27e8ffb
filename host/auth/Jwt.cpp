#include "auth/Jwt.hpp"

#include <Poco/JSON/Parser.h>
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/param_build.h>
#include <sodium.h>

#include <memory>
#include <vector>

namespace proofreader::host {

namespace {

Poco::JSON::Object::Ptr json_object(const std::string& text, const char* what) {
  try {
    auto value = Poco::JSON::Parser().parse(text);
    if (auto object = value.extract<Poco::JSON::Object::Ptr>()) return object;
  } catch (const std::exception&) {
  }
  throw JwtError(std::string("the token's ") + what + " is not a JSON object");
}

template <auto Free>
struct Freer {
  template <typename T>
  void operator()(T* p) const {
    Free(p);
  }
};
template <typename T, auto Free>
using OpenSslPtr = std::unique_ptr<T, Freer<Free>>;

using Bignum = OpenSslPtr<BIGNUM, BN_free>;
using ParamBuilder = OpenSslPtr<OSSL_PARAM_BLD, OSSL_PARAM_BLD_free>;
using Params = OpenSslPtr<OSSL_PARAM, OSSL_PARAM_free>;
using KeyContext = OpenSslPtr<EVP_PKEY_CTX, EVP_PKEY_CTX_free>;
using Key = OpenSslPtr<EVP_PKEY, EVP_PKEY_free>;
using DigestContext = OpenSslPtr<EVP_MD_CTX, EVP_MD_CTX_free>;

Bignum bignum(const std::string& bytes) {
  return Bignum(BN_bin2bn(reinterpret_cast<const unsigned char*>(bytes.data()),
                          static_cast<int>(bytes.size()), nullptr));
}

Key rsa_public_key(const std::string& modulus, const std::string& exponent) {
  Bignum n = bignum(modulus), e = bignum(exponent);
  ParamBuilder builder(OSSL_PARAM_BLD_new());
  if (!n || !e || !builder || !OSSL_PARAM_BLD_push_BN(builder.get(), OSSL_PKEY_PARAM_RSA_N, n.get()) ||
      !OSSL_PARAM_BLD_push_BN(builder.get(), OSSL_PKEY_PARAM_RSA_E, e.get()))
    return nullptr;
  Params params(OSSL_PARAM_BLD_to_param(builder.get()));
  KeyContext context(EVP_PKEY_CTX_new_from_name(nullptr, "RSA", nullptr));
  EVP_PKEY* key = nullptr;
  if (!params || !context || EVP_PKEY_fromdata_init(context.get()) != 1 ||
      EVP_PKEY_fromdata(context.get(), &key, EVP_PKEY_PUBLIC_KEY, params.get()) != 1)
    return nullptr;
  return Key(key);
}

}  // namespace

std::string base64url_encode(std::string_view bytes) {
  const auto variant = sodium_base64_VARIANT_URLSAFE_NO_PADDING;
  std::string out(sodium_base64_encoded_len(bytes.size(), variant), '\0');
  sodium_bin2base64(out.data(), out.size(), reinterpret_cast<const unsigned char*>(bytes.data()),
                    bytes.size(), variant);
  out.resize(out.size() - 1);  // the terminating NUL
  return out;
}

std::string base64url_decode(std::string_view text) {
  std::string out(text.size() * 3 / 4 + 3, '\0');
  std::size_t length = 0;
  if (sodium_base642bin(reinterpret_cast<unsigned char*>(out.data()), out.size(), text.data(), text.size(),
                        nullptr, &length, nullptr, sodium_base64_VARIANT_URLSAFE_NO_PADDING) != 0)
    throw JwtError("the token is not base64url");
  out.resize(length);
  return out;
}

Jwt parse_jwt(const std::string& token) {
  const auto first = token.find('.');
  const auto second = first == std::string::npos ? first : token.find('.', first + 1);
  if (second == std::string::npos || token.find('.', second + 1) != std::string::npos)
    throw JwtError("the token does not have three parts");
  Jwt jwt;
  jwt.header = json_object(base64url_decode(std::string_view(token).substr(0, first)), "header");
  jwt.claims =
      json_object(base64url_decode(std::string_view(token).substr(first + 1, second - first - 1)), "claims");
  jwt.signing_input = token.substr(0, second);
  jwt.signature = base64url_decode(std::string_view(token).substr(second + 1));
  return jwt;
}

bool verify_rs256(const std::string& signing_input, const std::string& signature,
                  const std::string& modulus_b64url, const std::string& exponent_b64url) {
  Key key = rsa_public_key(base64url_decode(modulus_b64url), base64url_decode(exponent_b64url));
  // A key under 2048 bits is refused, as RFC 7518 §3.3 requires.
  if (!key || EVP_PKEY_get_bits(key.get()) < 2048) return false;
  DigestContext digest(EVP_MD_CTX_new());
  if (!digest || EVP_DigestVerifyInit(digest.get(), nullptr, EVP_sha256(), nullptr, key.get()) != 1)
    return false;
  return EVP_DigestVerify(digest.get(), reinterpret_cast<const unsigned char*>(signature.data()),
                          signature.size(), reinterpret_cast<const unsigned char*>(signing_input.data()),
                          signing_input.size()) == 1;
}

}  // namespace proofreader::host
