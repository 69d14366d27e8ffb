// UsageError: the command line itself is wrong (an unknown option, a missing
// value); the command prints it with the usage and exits 2.
#pragma once

#include <stdexcept>

namespace proofreader::cli {

class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace proofreader::cli
