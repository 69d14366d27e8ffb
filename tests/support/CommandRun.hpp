// run_command: runs a program of the build (the command line) to its end,
// with `input` on its standard input, and gives its exit code and what it
// wrote on standard output and standard error.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace proofreader::test {

struct CommandResult {
  int exit_code = -1;
  std::string out;
  std::string err;
};

// `working_dir` empty: the test's own. `env`: variables set for the program
// on top of the test's own environment.
CommandResult run_command(const std::string& program, const std::vector<std::string>& args,
                          const std::string& input = {}, const std::string& working_dir = {},
                          const std::map<std::string, std::string>& env = {});

}  // namespace proofreader::test
