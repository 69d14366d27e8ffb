#include "app/AdminBootstrap.hpp"

#include <Poco/Logger.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <stdexcept>

#include "auth/PasswordHasher.hpp"
#include "auth/UserStore.hpp"
#include "config/Settings.hpp"

namespace proofreader::host {

namespace {

void write_secret_file(const std::string& path, const std::string& content) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  if (fd < 0) throw std::runtime_error("cannot write " + path);
  const bool ok = ::write(fd, content.data(), content.size()) == static_cast<ssize_t>(content.size());
  ::fchmod(fd, 0600);
  ::close(fd);
  if (!ok) throw std::runtime_error("cannot write " + path);
}

}  // namespace

void bootstrap_admin(UserStore& users, const Settings& settings, const std::string& data_dir) {
  if (!users.list().empty()) return;
  const std::string login = settings.get("PROOFREADER_ADMIN_LOGIN", "admin");
  std::string password = settings.get("PROOFREADER_ADMIN_PASSWORD");
  const bool generated = password.empty();
  const std::string file = data_dir + "/admin-password.txt";
  // Backends starting together on one empty database race to create the
  // account: a generated password is written aside first and named
  // admin-password.txt only by the backend whose account was created.
  const std::string aside = file + "." + std::to_string(::getpid());
  if (generated) {
    password = generate_password();
    write_secret_file(aside, password + "\n");
  }
  auto& log = Poco::Logger::get("host");
  try {
    users.create(login, password, "admin", "Администратор");  // the name a Russian UI shows
  } catch (const std::exception&) {
    if (generated) ::unlink(aside.c_str());
    if (!users.find_by_login(login)) throw;
    log.information("administrator '%s' was created by another backend", login);
    return;
  }
  if (generated) {
    if (::rename(aside.c_str(), file.c_str()) != 0) throw std::runtime_error("cannot write " + file);
    log.warning("created administrator '%s' with generated password: %s (also in %s)", login, password, file);
  } else {
    log.information("created administrator '%s' from PROOFREADER_ADMIN_PASSWORD", login);
  }
}

}  // namespace proofreader::host
