#include "server_settings.hpp"

#include <cstdlib>
#include <stdexcept>
#include <string_view>

namespace proofreader::grammar {

namespace {

std::string env(const char* name, std::string fallback) {
  const char* v = std::getenv(name);
  return v && *v ? std::string(v) : fallback;
}

int positive_int(const std::string& name, const std::string& value) {
  try {
    std::size_t used = 0;
    const long n = std::stol(value, &used);
    if (used == value.size() && n > 0 && n < (1L << 30)) return static_cast<int>(n);
  } catch (const std::exception&) {
  }
  throw std::invalid_argument(name + " must be a positive integer, got '" + value + "'");
}

}  // namespace

ServerSettings ServerSettings::load(int argc, char** argv, const std::string& executable_dir) {
  ServerSettings s;
  s.port = positive_int("PROOFREADER_GRAMMAR_PORT", env("PROOFREADER_GRAMMAR_PORT", "8010"));
  s.bind = env("PROOFREADER_GRAMMAR_BIND", s.bind);
  s.max_text_length =
      positive_int("PROOFREADER_GRAMMAR_MAX_TEXT_LENGTH",
                   env("PROOFREADER_GRAMMAR_MAX_TEXT_LENGTH", std::to_string(s.max_text_length)));
  s.time_limit_ms = positive_int("PROOFREADER_GRAMMAR_TIME_LIMIT_MS",
                                 env("PROOFREADER_GRAMMAR_TIME_LIMIT_MS", std::to_string(s.time_limit_ms)));
  s.hunspell_dict = env("PROOFREADER_HUNSPELL_DICT", s.hunspell_dict);
  s.english_hunspell_dict = env("PROOFREADER_ENGLISH_HUNSPELL_DICT", s.english_hunspell_dict);
  s.morphology_dict = env("PROOFREADER_MORPHOLOGY_DICT", executable_dir + "/../share/morphology/ru");
  s.user_words = env("PROOFREADER_GRAMMAR_USER_WORDS", "");
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--port" && i + 1 < argc) {
      s.port = positive_int("--port", argv[++i]);
    } else if (arg == "--rules-markdown") {
      s.print_rules_markdown = true;
    } else {
      throw std::invalid_argument("unknown argument '" + std::string(arg) +
                                  "' (usage: proofreader-grammar [--port N] [--rules-markdown])");
    }
  }
  if (s.port > 65535) throw std::invalid_argument("port must be below 65536");
  return s;
}

}  // namespace proofreader::grammar
