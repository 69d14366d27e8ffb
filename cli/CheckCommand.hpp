// CheckCommand: `proofreader check` once its options are known: expands the
// paths, checks the files in parallel with a Checker, writes the report and
// says the exit code (docs/command-line.md, "Exit codes"):
//   0  no remark at or above --fail-on;
//   1  remarks at or above it;
//   2  a file or PATH could not be checked (reported; the others are still
//      checked and reported), which outweighs 1.
// A usage error (2 too) is found before this, by parse_options.
#pragma once

#include <chrono>
#include <functional>
#include <istream>
#include <memory>
#include <ostream>

#include "cli/Checker.hpp"
#include "cli/CliOptions.hpp"

namespace proofreader::cli {

struct CommandStreams {
  std::istream& in;   // standard input, for "-"
  std::ostream& out;  // the report
  std::ostream& err;  // problems, timing
};

// Makes the checker the options ask for (offline or --server), after the
// paths are expanded; may throw std::exception, reported as an input error.
using CheckerFactory = std::function<std::unique_ptr<Checker>(const CliOptions&)>;

// `started`: when the process started, for --timing.
int run_check(const CliOptions& options, const CheckerFactory& make_checker, CommandStreams streams,
              std::chrono::steady_clock::time_point started);

}  // namespace proofreader::cli
