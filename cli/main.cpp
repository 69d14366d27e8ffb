// proofreader: the command line (docs/command-line.md).
//   proofreader check [options] PATH…
#include <algorithm>
#include <chrono>
#include <iostream>
#include <thread>

#include "cli/CheckCommand.hpp"
#include "cli/OfflineChecker.hpp"
#include "cli/OptionParser.hpp"
#include "cli/UsageError.hpp"

using namespace proofreader::cli;

namespace {

std::unique_ptr<Checker> make_checker(const CliOptions& options) {
  if (options.server) throw std::runtime_error("--server is not available in this build");
  // The engines of the files checked at once share the pipeline's threads.
  const int files_at_once =
      options.jobs > 0 ? options.jobs : static_cast<int>(std::thread::hardware_concurrency());
  return std::make_unique<OfflineChecker>(std::max(2, files_at_once * 3));
}

}  // namespace

int main(int argc, char** argv) {
  const auto started = std::chrono::steady_clock::now();
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty() || args[0] == "--help" || args[0] == "-h") {
    (args.empty() ? std::cerr : std::cout) << kUsage;
    return args.empty() ? 2 : 0;
  }
  if (args[0] == "--version") {
    std::cout << "proofreader " << PROJECT_VERSION << "\n";
    return 0;
  }
  try {
    if (args[0] != "check") throw UsageError("unknown command '" + args[0] + "'");
    if (args.size() > 1 && (args[1] == "--help" || args[1] == "-h")) {
      std::cout << kUsage;
      return 0;
    }
    const CliOptions options = parse_options({args.begin() + 1, args.end()});
    return run_check(options, make_checker, {std::cin, std::cout, std::cerr}, started);
  } catch (const UsageError& e) {
    std::cerr << "proofreader: " << e.what() << "\n" << kUsage;
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "proofreader: " << e.what() << "\n";
    return 2;
  }
}
