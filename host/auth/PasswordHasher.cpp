#include "auth/PasswordHasher.hpp"

#include <sodium.h>

#include <stdexcept>
#include <vector>

namespace proofreader::host {

PasswordHasher::PasswordHasher() {
  if (sodium_init() < 0) throw std::runtime_error("libsodium could not be initialised");
}

std::string PasswordHasher::hash(const std::string& password) const {
  char out[crypto_pwhash_STRBYTES];
  if (crypto_pwhash_str_alg(out, password.data(), password.size(), crypto_pwhash_OPSLIMIT_INTERACTIVE,
                            crypto_pwhash_MEMLIMIT_INTERACTIVE, crypto_pwhash_ALG_ARGON2ID13) != 0)
    throw std::runtime_error("out of memory while hashing a password");
  return out;
}

bool PasswordHasher::verify(const std::string& password, const std::string& stored_hash) const {
  if (stored_hash.empty() || stored_hash.size() >= crypto_pwhash_STRBYTES) return false;
  return crypto_pwhash_str_verify(stored_hash.c_str(), password.data(), password.size()) == 0;
}

std::string generate_password(std::size_t length) {
  static constexpr char alphabet[] = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  std::string password;
  for (std::size_t i = 0; i < length; ++i) password += alphabet[randombytes_uniform(sizeof alphabet - 1)];
  return password;
}

}  // namespace proofreader::host
