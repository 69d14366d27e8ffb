// RequestError: a bad LanguageTool API request, answered as LanguageTool
// answers it: the status (400, 401, 413, …) and a plain-text reason that its
// clients show to the writer.
#pragma once

#include <stdexcept>
#include <string>

namespace proofreader::languagetool {

class RequestError : public std::runtime_error {
 public:
  RequestError(int status, const std::string& reason) : std::runtime_error(reason), status_(status) {}
  int status() const { return status_; }

 private:
  int status_;
};

// The body LanguageTool sends with an error status.
inline std::string error_body(const RequestError& e) {
  return std::string("Error: ") + e.what();
}

}  // namespace proofreader::languagetool
