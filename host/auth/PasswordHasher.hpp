// Password hashing with argon2id (libsodium's crypto_pwhash_str).
//
// The stored string carries the algorithm, its parameters and the salt, so
// parameters can be raised later without invalidating old hashes. Stateless
// and thread-safe.
#pragma once

#include <string>

namespace proofreader::host {

class PasswordHasher {
 public:
  // Throws std::runtime_error if libsodium cannot be initialised.
  PasswordHasher();

  std::string hash(const std::string& password) const;
  // Constant-time comparison; false for a malformed stored hash.
  bool verify(const std::string& password, const std::string& stored_hash) const;
};

// A random password of `length` characters from an unambiguous alphabet.
std::string generate_password(std::size_t length = 20);

}  // namespace proofreader::host
