// The one error shape of the API, for the host and plugins alike:
//   {"error": {"status": 400, "code": "bad_request", "message": "..."}}
// with the message in Russian or English according to Accept-Language.
#pragma once

#include <stdexcept>
#include <string>

#include "abi.hpp"

namespace proofreader::sdk {

// Thrown by a route handler (host or plugin) to answer with an error. The
// router catches it and writes the error shape; nothing else is sent.
class PROOFREADER_SDK_API ApiError : public std::runtime_error {
 public:
  ApiError(int status, std::string code, std::string message_en, std::string message_ru = {})
      : std::runtime_error(message_en),
        status_(status),
        code_(std::move(code)),
        message_ru_(message_ru.empty() ? message_en : std::move(message_ru)) {}

  int status() const { return status_; }
  const std::string& code() const { return code_; }
  const char* message_en() const { return what(); }
  const std::string& message_ru() const { return message_ru_; }

  static ApiError bad_request(std::string en, std::string ru = {}) {
    return {400, "bad_request", std::move(en), std::move(ru)};
  }
  static ApiError not_found(std::string en = "Not found", std::string ru = "Не найдено") {
    return {404, "not_found", std::move(en), std::move(ru)};
  }
  static ApiError forbidden(std::string en = "Forbidden", std::string ru = "Доступ запрещён") {
    return {403, "forbidden", std::move(en), std::move(ru)};
  }
  static ApiError conflict(std::string en, std::string ru = {}) {
    return {409, "conflict", std::move(en), std::move(ru)};
  }

 private:
  int status_;
  std::string code_;
  std::string message_ru_;
};

}  // namespace proofreader::sdk
