// UserStore: user accounts in the database.
//
// Validates what it stores (login shape, role, password length) and throws
// sdk::ApiError with the reason, so every caller answers alike. Thread-safe:
// each call takes its own database session.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <proofreader/sdk/routes.hpp>

#include "auth/PasswordHasher.hpp"
#include "storage/Database.hpp"

namespace proofreader::host {

struct UserRecord {
  sdk::User user;
  std::string display_name;
  std::string password_hash;
  std::string created_at;
  std::string updated_at;
};

class UserStore {
 public:
  static constexpr std::size_t kMinPasswordLength = 8;
  static constexpr std::size_t kMaxPasswordLength = 1024;

  UserStore(Database& db, const PasswordHasher& hasher);

  std::vector<UserRecord> list();
  std::optional<UserRecord> find(std::int64_t id);
  std::optional<UserRecord> find_by_login(const std::string& login);
  // The account linked to an OpenID Connect identity.
  std::optional<UserRecord> find_by_identity(const std::string& issuer, const std::string& subject);

  UserRecord create(const std::string& login, const std::string& password, const std::string& role,
                    const std::string& display_name);
  // Changes only what is given. Refuses to leave the service without an admin.
  UserRecord update(std::int64_t id, const std::optional<std::string>& role,
                    const std::optional<std::string>& display_name,
                    const std::optional<std::string>& password);
  // Creates a user account without a local password (role user), linked to
  // the identity, in one transaction. Throws when the login or the identity
  // is taken.
  UserRecord create_linked(const std::string& login, const std::string& display_name,
                           const std::string& issuer, const std::string& subject);
  void remove(std::int64_t id);
  int count_admins();

  // Whether `login` has the shape every login must have.
  static bool valid_login(const std::string& login);
  // Throws ApiError 400 when the password is too short or too long.
  static void check_password(const std::string& password);

 private:
  Database& db_;
  const PasswordHasher& hasher_;
};

}  // namespace proofreader::host
