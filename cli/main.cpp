// proofreader: the command line (docs/command-line.md).
//   proofreader check [options] PATH…
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <thread>

#include "cli/CheckCommand.hpp"
#include "cli/CommandMorphology.hpp"
#include "cli/OfflineChecker.hpp"
#include "cli/OptionParser.hpp"
#include "cli/ServerChecker.hpp"
#include "cli/UsageError.hpp"
#include "cli/config/ConfigFile.hpp"
#include "cli/config/ConfigGuide.hpp"
#include "cli/config/ConfiguredChecker.hpp"

using namespace proofreader::cli;

namespace {

// Offline or on the server, with the configuration's remark settings on top.
std::unique_ptr<Checker> make_checker(const CliOptions& options) {
  const ConfigValues& config = options.config;
  // The morphology gives the project's words their forms; without words it is not opened.
  ProjectDictionary dictionary(config.words, config.words.empty() ? nullptr : open_command_morphology());
  std::unique_ptr<Checker> checker;
  if (options.server) {
    if (!config.guide_file.empty())
      throw std::runtime_error(
          "guide.file of the configuration is for offline checks; with --server name one of "
          "the server's guides (guide.server)");
    const char* token = std::getenv("PROOFREADER_TOKEN");
    checker = std::make_unique<ServerChecker>(*options.server, token ? token : "", config.server_guide);
  } else {
    if (!config.server_guide.empty())
      throw std::runtime_error("guide.server of the configuration names a server's guide: it needs --server");
    // The engines of the files checked at once share the pipeline's threads.
    const int files_at_once =
        options.jobs > 0 ? options.jobs : static_cast<int>(std::thread::hardware_concurrency());
    checker = std::make_unique<OfflineChecker>(
        std::max(2, files_at_once * 3),
        OfflineCheckSettings{offline_guide(config, proofreader::host::Paths::discover().share),
                             dictionary.forms()});
  }
  return std::make_unique<ConfiguredChecker>(std::move(checker), config, std::move(dictionary));
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
    CliOptions options = parse_options({args.begin() + 1, args.end()});
    options.config = load_project_config(options.config_path);
    return run_check(options, make_checker, {std::cin, std::cout, std::cerr}, started);
  } catch (const UsageError& e) {
    std::cerr << "proofreader: " << e.what() << "\n" << kUsage;
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "proofreader: " << e.what() << "\n";
    return 2;
  }
}
