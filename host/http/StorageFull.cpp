#include "http/StorageFull.hpp"

#include <Poco/Data/SQLite/SQLiteException.h>
#include <Poco/Exception.h>

#include <cerrno>
#include <cstring>
#include <string>
#include <system_error>

namespace proofreader::host {

namespace {

bool says_disk_full(const std::string& text) {
  // SQLite's message for SQLITE_FULL, and strerror(ENOSPC) as Poco's file
  // streams and the C library report it.
  return text.find("database or disk is full") != std::string::npos ||
         text.find(std::strerror(ENOSPC)) != std::string::npos;
}

}  // namespace

std::optional<sdk::ApiError> insufficient_storage(const std::exception& e) {
  bool full = dynamic_cast<const Poco::Data::SQLite::DatabaseFullException*>(&e) != nullptr;
  if (const auto* poco = dynamic_cast<const Poco::Exception*>(&e))
    full = full || says_disk_full(poco->displayText());
  if (const auto* system = dynamic_cast<const std::system_error*>(&e))
    full = full || system->code() == std::errc::no_space_on_device;
  full = full || says_disk_full(e.what());
  if (!full) return std::nullopt;
  return sdk::ApiError(507, "insufficient_storage", "the server's storage is full; try again later",
                       "Хранилище сервера заполнено, повторите попытку позже");
}

}  // namespace proofreader::host
