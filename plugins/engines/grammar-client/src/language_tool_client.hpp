// LanguageToolClient: calls a LanguageTool-compatible server (ours or a real
// LanguageTool) through HostServices::http with Target::configured_service.
//
// Speaks only the public wire format: form-encoded POST /v2/check with
// language=ru-RU, and /v2/maxtextlength or /v2/configinfo for the limit. A
// failed call (network error, timeout, 5xx) is retried once; then it throws
// std::runtime_error. Holds a reference to the host's services, which outlive
// it; safe to use from several threads (it keeps no state per call).
#pragma once

#include <proofreader/sdk/host_services.hpp>
#include <string>
#include <vector>

namespace proofreader::grammar_client {

struct LtMatch {
  std::string message;
  std::vector<std::string> replacements;
  int offset = 0;  // UTF-16 code units
  int length = 0;
  std::string rule_id;
  std::string category_id;  // "TYPOS", "PUNCTUATION", …
  std::string issue_type;   // "misspelling", "typographical", …
};

inline constexpr std::size_t kMaxAcceptedWords = 10000;

class LanguageToolClient {
 public:
  LanguageToolClient(sdk::HostServices& host, std::string base_url, int timeout_ms);

  // The server's longest accepted text in UTF-16 code units; `fallback` when
  // it does not say.
  int max_text_length(int fallback) const;

  // `accepted_words`: words the server's spelling should accept in this
  // request (the parameter acceptedWords, comma-separated; sent only when
  // there are some, and at most kMaxAcceptedWords of them, which our grammar
  // server's limit allows). A LanguageTool server ignores it.
  std::vector<LtMatch> check(const std::string& text,
                             const std::vector<std::string>& accepted_words = {}) const;

 private:
  sdk::HttpResponse call(const std::string& method, const std::string& path, const std::string& body) const;

  sdk::HostServices& host_;
  std::string base_url_;
  int timeout_ms_;
};

// Parses a /v2/check answer. Throws std::runtime_error on a malformed one.
std::vector<LtMatch> parse_check_response(const std::string& json);

}  // namespace proofreader::grammar_client
