// Checker: what turns one source file into placed remarks. OfflineChecker runs
// the engines in this process; ServerChecker asks the team's server. Both give
// the same remarks for the same settings. check() is called for several files
// at once from the command's worker threads, so it must be thread-safe. A file
// that cannot be read as its format throws CheckError.
#pragma once

#include <stdexcept>
#include <vector>

#include "cli/CliRemark.hpp"
#include "cli/SourceFile.hpp"

namespace proofreader::cli {

// A file that cannot be checked (damaged, unsupported); the command reports
// it, goes on with the others and exits 2.
class CheckError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class Checker {
 public:
  virtual ~Checker() = default;
  // Remarks ordered by position.
  virtual std::vector<CliRemark> check(const SourceFile& file) = 0;
};

}  // namespace proofreader::cli
