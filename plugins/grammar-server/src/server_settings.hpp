// ServerSettings: the grammar server's configuration, read once at start-up
// from the environment (PROOFREADER_GRAMMAR_*, PROOFREADER_HUNSPELL_DICT,
// PROOFREADER_ENGLISH_HUNSPELL_DICT, PROOFREADER_MORPHOLOGY_DICT) and the command line (--port N).
#pragma once

#include <string>

namespace proofreader::grammar {

struct ServerSettings {
  int port = 8010;
  std::string bind = "127.0.0.1";
  int max_text_length = 150000;  // UTF-16 code units, like LanguageTool's maxTextLength
  int time_limit_ms = 10000;     // per check; past it the answer says incompleteResults
  std::string hunspell_dict = "/usr/share/hunspell/ru_RU";  // without .aff/.dic
  std::string english_hunspell_dict =
      "/usr/share/hunspell/en_US";    // the loanwords' source, without .aff/.dic
  std::string morphology_dict;        // empty: none
  std::string user_words;             // a file with one accepted word per line; empty: none
  bool print_rules_markdown = false;  // --rules-markdown: print the rule table and exit

  // Request bodies above this are refused with 413 before parsing.
  std::size_t body_limit() const { return static_cast<std::size_t>(max_text_length) * 16 + (1 << 20); }

  // Throws std::invalid_argument naming a bad value.
  static ServerSettings load(int argc, char** argv, const std::string& executable_dir);
};

}  // namespace proofreader::grammar
