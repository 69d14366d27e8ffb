#include "cli/OptionParser.hpp"

#include <charconv>

#include "cli/UsageError.hpp"

namespace proofreader::cli {

const char* const kUsage =
    "usage: proofreader check [options] PATH...\n"
    "  PATH                 a file, a folder (searched for .md .markdown .txt .html .htm .docx) or a glob;\n"
    "                       - reads standard input (with --stdin-format)\n"
    "  --format F           text (default), json, sarif, rdjson, checkstyle, github\n"
    "  --fail-on S          exit 1 on remarks of severity S or above: error (default), warning,\n"
    "                       suggestion, none\n"
    "  --stdin-format F     md, txt, html or docx: the format of standard input\n"
    "  --stdin-name NAME    the file name remarks on standard input carry (default <stdin>)\n"
    "  --server URL         check on the team's server (key in PROOFREADER_TOKEN)\n"
    "  --config FILE        the configuration file (default: .proofreader.yml found upward)\n"
    "  --jobs N             files checked at once (default: the number of cores)\n"
    "  --color WHEN         auto (default: on a terminal), always, never\n"
    "  --timing             print start-up and check times on standard error\n";

namespace {

OutputFormat format_named(const std::string& name) {
  static const std::pair<const char*, OutputFormat> formats[] = {{"text", OutputFormat::text},
                                                                 {"json", OutputFormat::json},
                                                                 {"sarif", OutputFormat::sarif},
                                                                 {"rdjson", OutputFormat::rdjson},
                                                                 {"checkstyle", OutputFormat::checkstyle},
                                                                 {"github", OutputFormat::github}};
  for (const auto& [known, format] : formats)
    if (name == known) return format;
  throw UsageError("--format: unknown format '" + name + "' (text, json, sarif, rdjson, checkstyle, github)");
}

void set_fail_on(CliOptions& options, const std::string& value) {
  if (value == "none") {
    options.fail_never = true;
    return;
  }
  for (const CliSeverity severity : {CliSeverity::error, CliSeverity::warning, CliSeverity::suggestion})
    if (value == severity_name(severity)) {
      options.fail_on = severity;
      return;
    }
  throw UsageError("--fail-on: unknown severity '" + value + "' (error, warning, suggestion, none)");
}

}  // namespace

CliOptions parse_options(const std::vector<std::string>& args) {
  CliOptions options;
  for (std::size_t i = 0; i < args.size(); ++i) {
    std::string arg = args[i];
    std::string value;
    bool inline_value = false;
    if (arg.rfind("--", 0) == 0)
      if (const auto eq = arg.find('='); eq != std::string::npos) {
        value = arg.substr(eq + 1);
        arg = arg.substr(0, eq);
        inline_value = true;
      }
    auto take = [&]() -> std::string {
      if (inline_value) return value;
      if (i + 1 >= args.size()) throw UsageError(arg + " needs a value");
      return args[++i];
    };
    if (arg == "--format") {
      options.format = format_named(take());
    } else if (arg == "--fail-on") {
      set_fail_on(options, take());
    } else if (arg == "--stdin-format") {
      options.stdin_format = take();
      if (options.stdin_format != "md" && options.stdin_format != "txt" && options.stdin_format != "html" &&
          options.stdin_format != "docx")
        throw UsageError("--stdin-format: unknown format '" + options.stdin_format +
                         "' (md, txt, html, docx)");
    } else if (arg == "--stdin-name") {
      options.stdin_name = take();
    } else if (arg == "--server") {
      options.server = take();
    } else if (arg == "--config") {
      options.config_path = take();
    } else if (arg == "--jobs") {
      const std::string text = take();
      int jobs = 0;
      const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), jobs);
      if (error != std::errc() || end != text.data() + text.size() || jobs < 1 || jobs > 256)
        throw UsageError("--jobs: '" + text + "' is not a number from 1 to 256");
      options.jobs = jobs;
    } else if (arg == "--color") {
      options.color = take();
      if (options.color != "auto" && options.color != "always" && options.color != "never")
        throw UsageError("--color: '" + options.color + "' is not auto, always or never");
    } else if (arg == "--timing" && !inline_value) {
      options.timing = true;
    } else if (arg == "--") {
      options.paths.insert(options.paths.end(), args.begin() + static_cast<long>(i) + 1, args.end());
      break;
    } else if (arg.size() > 1 && arg[0] == '-') {
      throw UsageError("unknown option " + arg);
    } else {
      options.paths.push_back(arg);
    }
  }
  if (options.paths.empty()) throw UsageError("no PATH to check");
  for (const auto& path : options.paths)
    if (path == "-" && options.stdin_format.empty())
      throw UsageError("- (standard input) needs --stdin-format");
  return options;
}

}  // namespace proofreader::cli
