// GrammarApi: the grammar server's answers to LanguageTool's /v2 API and
// /health, apart from any transport. The HTTP server (http_handler) reads a
// request and sends what this answers; the command line (cli/) asks it in its
// own process, so its offline check runs the same rules the same way.
// Shares the immutable Checker and ServerSettings, which outlive it; answer()
// is const and called from many threads at once.
#pragma once

#include <string>

#include "checker.hpp"
#include "server_settings.hpp"

namespace proofreader::grammar {

struct ApiAnswer {
  int status = 200;
  std::string content_type;
  std::string body;
};

// An error as LanguageTool sends it: `status` and "Error: <reason>" as plain text.
ApiAnswer error_answer(int status, const std::string& reason);

class GrammarApi {
 public:
  GrammarApi(const Checker& checker, const ServerSettings& settings)
      : checker_(checker), settings_(settings) {}

  // One request: `raw_query` as in the URI, `body` the form of a POST. Errors
  // are answered as LanguageTool sends them: a status and "Error: <reason>"
  // as plain text.
  ApiAnswer answer(const std::string& method, const std::string& path, const std::string& raw_query,
                   const std::string& body) const;

 private:
  ApiAnswer route(const std::string& method, const std::string& path, const std::string& raw_query,
                  const std::string& body) const;
  ApiAnswer check(const std::string& raw_query, const std::string& body) const;

  const Checker& checker_;
  const ServerSettings& settings_;
};

}  // namespace proofreader::grammar
