#include <catch2/catch.hpp>

#include "auth/PasswordHasher.hpp"
#include "common/RandomHex.hpp"

using proofreader::host::PasswordHasher;

TEST_CASE("argon2id hashes verify only the right password") {
  PasswordHasher hasher;
  const auto h = hasher.hash("correct horse battery");
  CHECK(h.rfind("$argon2id$", 0) == 0);
  CHECK(hasher.verify("correct horse battery", h));
  CHECK_FALSE(hasher.verify("correct horse batterY", h));
  CHECK_FALSE(hasher.verify("", h));
  CHECK(hasher.hash("same") != hasher.hash("same"));  // salted
  CHECK_FALSE(hasher.verify("x", "not a hash"));
  CHECK_FALSE(hasher.verify("x", ""));
}

TEST_CASE("generated passwords and ids are random and well-formed") {
  auto p = proofreader::host::generate_password();
  CHECK(p.size() == 20);
  CHECK(p != proofreader::host::generate_password());
  CHECK(proofreader::host::random_hex(32).size() == 64);
}
