#include "cli/CheckCommand.hpp"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <iterator>
#include <mutex>
#include <optional>
#include <thread>

#include "cli/InputFiles.hpp"
#include "cli/Report.hpp"
#include "cli/config/Glob.hpp"

namespace proofreader::cli {

namespace {

using Clock = std::chrono::steady_clock;

long long ms_between(Clock::time_point from, Clock::time_point to) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(to - from).count();
}

bool colour_wanted(const CliOptions& options) {
  if (options.color != "auto") return options.color == "always";
  const char* term = std::getenv("TERM");
  return options.format == OutputFormat::text && isatty(STDOUT_FILENO) && !std::getenv("NO_COLOR") &&
         !(term && std::string(term) == "dumb");
}

int worker_count(const CliOptions& options, std::size_t files) {
  const int cores = std::max(1u, std::thread::hardware_concurrency());
  const int wanted = options.jobs > 0 ? options.jobs : cores;
  return std::max(1, std::min<int>(wanted, static_cast<int>(files)));
}

bool fails(const Report& report, const CliOptions& options) {
  if (options.fail_never) return false;
  for (const auto& file : report.files)
    for (const auto& remark : file.remarks)
      if (remark.severity >= options.fail_on) return true;
  return false;
}

}  // namespace

int run_check(const CliOptions& options, const CheckerFactory& make_checker, CommandStreams streams,
              Clock::time_point started) {
  InputFiles inputs = expand_paths(options.paths);
  // The configuration's include and exclude globs pick among them (standard input is always checked).
  std::erase_if(inputs.files, [&](const std::string& file) {
    return file != "-" && !selected_by_config(options.config, file);
  });
  Report report;
  report.tool_version = PROJECT_VERSION;
  report.files.resize(inputs.files.size());
  for (const auto& problem : inputs.problems) report.files.push_back({problem.path, {}, problem.message});

  std::optional<SourceFile> standard_input;
  if (std::find(inputs.files.begin(), inputs.files.end(), "-") != inputs.files.end())
    standard_input = SourceFile{options.stdin_name, options.stdin_format,
                                std::string(std::istreambuf_iterator<char>(streams.in), {})};

  std::unique_ptr<Checker> checker;
  try {
    if (!inputs.files.empty()) checker = make_checker(options);
  } catch (const std::exception& e) {
    streams.err << "proofreader: " << e.what() << "\n";
    return 2;
  }
  const Clock::time_point ready = Clock::now();

  std::atomic<std::size_t> next{0};
  std::once_flag first_done;
  Clock::time_point first_checked = ready;
  auto work = [&] {
    for (std::size_t i; (i = next++) < inputs.files.size();) {
      FileReport& file = report.files[i];
      const bool from_stdin = inputs.files[i] == "-";
      file.path = from_stdin ? options.stdin_name : inputs.files[i];
      try {
        file.remarks = checker->check(from_stdin ? *standard_input : read_source(inputs.files[i]));
      } catch (const std::exception& e) {
        file.error = e.what();
      }
      std::call_once(first_done, [&] { first_checked = Clock::now(); });
    }
  };
  std::vector<std::thread> workers;
  for (int w = 1; w < worker_count(options, inputs.files.size()); ++w) workers.emplace_back(work);
  work();
  for (auto& worker : workers) worker.join();
  const Clock::time_point done = Clock::now();

  bool input_error = false;
  for (const auto& file : report.files)
    if (file.error) {
      input_error = true;
      streams.err << "proofreader: " << file.path << ": " << *file.error << "\n";
    }
  write_report(report, options.format, colour_wanted(options), streams.out);
  streams.out.flush();
  if (options.timing)
    streams.err << "timing: start-up " << ms_between(started, ready) << " ms, first file checked "
                << ms_between(started, first_checked) << " ms, all " << inputs.files.size() << " files "
                << ms_between(started, done) << " ms\n";
  if (input_error) return 2;
  return fails(report, options) ? 1 : 0;
}

}  // namespace proofreader::cli
