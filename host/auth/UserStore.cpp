#include "auth/UserStore.hpp"

#include <Poco/Data/RecordSet.h>
#include <Poco/Data/Statement.h>

#include <proofreader/kit/timestamps.hpp>
#include <proofreader/sdk/http.hpp>
#include <storerows/WriteTransaction.hpp>

using namespace Poco::Data::Keywords;

namespace proofreader::host {

namespace {

void check_login(const std::string& login) {
  if (!UserStore::valid_login(login))
    throw sdk::ApiError::bad_request(
        "login must be 1-64 characters: latin letters, digits, '.', '_', '@', '-'",
        "Логин: от 1 до 64 символов — латинские буквы, цифры, «.», «_», «@», «-»");
}

void check_role(const std::string& role) {
  if (role != "admin" && role != "user")
    throw sdk::ApiError::bad_request("role must be 'admin' or 'user'", "Роль должна быть «admin» или «user»");
}

void check_display_name(const std::string& name) {
  if (name.size() > 200)
    throw sdk::ApiError::bad_request("display_name is longer than 200 bytes", "Имя длиннее 200 байт");
}

std::vector<UserRecord> read(Poco::Data::Statement& statement) {
  statement.execute();
  Poco::Data::RecordSet rows(statement);
  std::vector<UserRecord> users;
  for (std::size_t i = 0; i < rows.rowCount(); ++i) {
    UserRecord r;
    r.user.id = rows.value(0, i).convert<Poco::Int64>();
    r.user.login = rows.value(1, i).convert<std::string>();
    r.user.role = rows.value(2, i).convert<std::string>();
    r.display_name = rows.value(3, i).convert<std::string>();
    r.password_hash = rows.value(4, i).convert<std::string>();
    r.created_at = rows.value(5, i).convert<std::string>();
    r.updated_at = rows.value(6, i).convert<std::string>();
    users.push_back(std::move(r));
  }
  return users;
}

constexpr const char* kColumns =
    "SELECT id, login, role, display_name, password_hash, created_at, updated_at FROM users ";

}  // namespace

UserStore::UserStore(Database& db, const PasswordHasher& hasher) : db_(db), hasher_(hasher) {}

bool UserStore::valid_login(const std::string& login) {
  return !login.empty() && login.size() <= 64 &&
         login.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._@-") ==
             std::string::npos;
}

void UserStore::check_password(const std::string& password) {
  if (password.size() < kMinPasswordLength)
    throw sdk::ApiError::bad_request("password must be at least 8 characters",
                                     "Пароль должен быть не короче 8 символов");
  if (password.size() > kMaxPasswordLength)
    throw sdk::ApiError::bad_request("password is longer than 1024 bytes", "Пароль длиннее 1024 байт");
}

std::vector<UserRecord> UserStore::list() {
  auto session = db_.session();
  Poco::Data::Statement statement(session);
  statement << kColumns << "ORDER BY id";
  return read(statement);
}

std::optional<UserRecord> UserStore::find(std::int64_t id) {
  auto session = db_.session();
  Poco::Data::Statement statement(session);
  statement << kColumns << "WHERE id = $1", bind(id);
  auto users = read(statement);
  if (users.empty()) return std::nullopt;
  return users.front();
}

std::optional<UserRecord> UserStore::find_by_login(const std::string& login) {
  auto session = db_.session();
  Poco::Data::Statement statement(session);
  statement << kColumns << "WHERE lower(login) = lower($1)", bind(login);
  auto users = read(statement);
  if (users.empty()) return std::nullopt;
  return users.front();
}

std::optional<UserRecord> UserStore::find_by_identity(const std::string& issuer, const std::string& subject) {
  auto session = db_.session();
  std::int64_t id = 0;
  std::string i = issuer, s = subject;
  session << "SELECT user_id FROM user_identities WHERE issuer = $1 AND subject = $2", use(i), use(s),
      into(id), now;
  if (id == 0) return std::nullopt;
  return find(id);
}

UserRecord UserStore::create_linked(const std::string& login, const std::string& display_name,
                                    const std::string& issuer, const std::string& subject) {
  check_login(login);
  check_display_name(display_name);
  auto session = db_.session();
  std::string l = login, d = display_name, i = issuer, s = subject;
  storerows::WriteTransaction transaction(session);
  // An empty password hash never verifies: the account logs in through the provider only.
  session << "INSERT INTO users (login, role, display_name, password_hash) VALUES ($1, 'user', $2, '')",
      use(l), use(d), now;
  session << "INSERT INTO user_identities (issuer, subject, user_id) "
             "VALUES ($1, $2, (SELECT id FROM users WHERE lower(login) = lower($3)))",
      use(i), use(s), use(l), now;
  transaction.commit();
  return *find_by_login(login);
}

int UserStore::count_admins() {
  auto session = db_.session();
  int admins = 0;
  session << "SELECT COUNT(*) FROM users WHERE role = 'admin'", into(admins), now;
  return admins;
}

UserRecord UserStore::create(const std::string& login, const std::string& password, const std::string& role,
                             const std::string& display_name) {
  check_login(login);
  check_role(role);
  check_display_name(display_name);
  check_password(password);
  if (find_by_login(login))
    throw sdk::ApiError::conflict("a user with this login exists", "Пользователь с таким логином уже есть");
  const std::string hash = hasher_.hash(password);
  auto session = db_.session();
  std::string l = login, r = role, d = display_name, h = hash;
  session << "INSERT INTO users (login, role, display_name, password_hash) VALUES ($1, $2, $3, $4)", use(l),
      use(r), use(d), use(h), now;
  return *find_by_login(login);
}

UserRecord UserStore::update(std::int64_t id, const std::optional<std::string>& role,
                             const std::optional<std::string>& display_name,
                             const std::optional<std::string>& password) {
  auto existing = find(id);
  if (!existing) throw sdk::ApiError::not_found("no such user", "Нет такого пользователя");
  if (role) check_role(*role);
  if (display_name) check_display_name(*display_name);
  if (password) check_password(*password);
  if (role && *role != "admin" && existing->user.role == "admin" && count_admins() <= 1)
    throw sdk::ApiError::conflict("the last administrator cannot lose the role",
                                  "Нельзя снять роль с последнего администратора");
  std::string new_role = role.value_or(existing->user.role);
  std::string new_name = display_name.value_or(existing->display_name);
  std::string new_hash = password ? hasher_.hash(*password) : existing->password_hash;
  auto session = db_.session();
  std::string updated = kit::now_iso_utc_micro();
  session
      << "UPDATE users SET role = $1, display_name = $2, password_hash = $3, updated_at = $4 WHERE id = $5",
      use(new_role), use(new_name), use(new_hash), use(updated), bind(id), now;
  return *find(id);
}

void UserStore::remove(std::int64_t id) {
  auto existing = find(id);
  if (!existing) throw sdk::ApiError::not_found("no such user", "Нет такого пользователя");
  if (existing->user.role == "admin" && count_admins() <= 1)
    throw sdk::ApiError::conflict("the last administrator cannot be deleted",
                                  "Нельзя удалить последнего администратора");
  auto session = db_.session();
  session << "DELETE FROM users WHERE id = $1", bind(id), now;
}

}  // namespace proofreader::host
