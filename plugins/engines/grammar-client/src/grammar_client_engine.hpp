// GrammarClientEngine: the "grammar-client" engine. Sends the document to
// the configured LanguageTool-compatible server chunk by chunk and emits the
// matches as remarks (spelling, grammar, punctuation, typography). Spelling
// remarks on the active guide's terms are dropped.
//
// Chunks of a long document are sent several at once (grammar_client_engine.cpp).
//
// Settings (HostServices::setting): PROOFREADER_GRAMMAR_URL (default
// http://127.0.0.1:<PROOFREADER_GRAMMAR_PORT or 8010>),
// PROOFREADER_GRAMMAR_TIMEOUT_MS (default 30000), and
// PROOFREADER_GRAMMAR_MAX_TEXT_LENGTH to fix the chunk limit instead of
// asking the server. Owned by the host; check() runs concurrently for
// different jobs and keeps its state on the stack.
#pragma once

#include <atomic>
#include <proofreader/sdk/engine.hpp>
#include <proofreader/sdk/host_services.hpp>

#include "language_tool_client.hpp"

namespace proofreader::grammar_client {

// The engine's settings (sdk/settings.hpp).
inline constexpr sdk::SettingSpec kSettings[] = {
    {"PROOFREADER_GRAMMAR_URL", sdk::SettingType::text, "",
     "Address of the LanguageTool-compatible grammar server; empty: "
     "http://127.0.0.1:PROOFREADER_GRAMMAR_PORT"},
    {"PROOFREADER_GRAMMAR_PORT", sdk::SettingType::whole_number, "8010",
     "Port of the bundled grammar server on this machine", 1, 65535},
    {"PROOFREADER_GRAMMAR_TIMEOUT_MS", sdk::SettingType::whole_number, "30000",
     "How long one call to the grammar server may take, in milliseconds", 100, 600000},
    {"PROOFREADER_GRAMMAR_MAX_TEXT_LENGTH", sdk::SettingType::whole_number, "0",
     "Longest text per call, in characters; 0: what the server says, at most 5000"},
};

class GrammarClientEngine : public sdk::Engine {
 public:
  explicit GrammarClientEngine(sdk::HostServices& host);

  sdk::EngineInfo info() const override;
  // Throws std::runtime_error when the server stays unreachable: the host
  // then reports this engine failed and the job goes on.
  void check(sdk::CheckContext& ctx) override;

 private:
  int chunk_limit();

  LanguageToolClient client_;
  int configured_limit_;              // 0: ask the server
  std::atomic<int> server_limit_{0};  // learnt from the server on first use
};

}  // namespace proofreader::grammar_client
