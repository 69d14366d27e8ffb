#include "grammar_client_engine.hpp"

#include <algorithm>

#include "document_chunks.hpp"
#include "guide_terms.hpp"
#include "remark_mapping.hpp"

namespace proofreader::grammar_client {

namespace {

// Longer chunks gain nothing: a check answers in proportion to its length.
constexpr int kPreferredChunk = 20000;
// LanguageTool's public limit, used when a server does not say its own.
constexpr int kFallbackLimit = 20000;

std::string default_url(const sdk::HostServices& host) {
  return "http://127.0.0.1:" + host.setting("PROOFREADER_GRAMMAR_PORT", "8010");
}

int int_setting(const sdk::HostServices& host, const std::string& key, int fallback) {
  try {
    const int v = std::stoi(host.setting(key, std::to_string(fallback)));
    return v > 0 ? v : fallback;
  } catch (const std::exception&) {
    return fallback;
  }
}

}  // namespace

GrammarClientEngine::GrammarClientEngine(sdk::HostServices& host)
    : client_(host, host.setting("PROOFREADER_GRAMMAR_URL", default_url(host)),
              int_setting(host, "PROOFREADER_GRAMMAR_TIMEOUT_MS", 30000)),
      configured_limit_(int_setting(host, "PROOFREADER_GRAMMAR_MAX_TEXT_LENGTH", 0)) {}

sdk::EngineInfo GrammarClientEngine::info() const {
  return {"grammar-client",
          "1.0.0",
          sdk::EnginePhase::deterministic,
          "check_language",
          {"spelling", "grammar", "punctuation", "typography"}};
}

int GrammarClientEngine::chunk_limit() {
  if (configured_limit_ > 0) return std::min(configured_limit_, kPreferredChunk);
  int limit = server_limit_.load();
  if (limit == 0) {
    limit = client_.max_text_length(kFallbackLimit);
    server_limit_.store(limit);
  }
  return std::min(limit, kPreferredChunk);
}

void GrammarClientEngine::check(sdk::CheckContext& ctx) {
  const sdk::Document& document = ctx.document();
  const std::set<std::string> terms = guide_terms(ctx.styleguide());
  for (const Chunk& chunk : split_document(document, chunk_limit())) {
    if (ctx.cancelled()) return;
    std::vector<sdk::Remark> remarks;
    for (const LtMatch& match : client_.check(chunk.text))
      if (auto remark = to_remark(match, chunk, document, terms)) remarks.push_back(std::move(*remark));
    if (!remarks.empty()) ctx.emit(std::move(remarks));
  }
}

}  // namespace proofreader::grammar_client
