#include "grammar_client_engine.hpp"

#include <algorithm>
#include <proofreader/kit/settings.hpp>

#include "accepted_words.hpp"
#include "document_chunks.hpp"
#include "remark_mapping.hpp"

namespace proofreader::grammar_client {

namespace {

// Longer chunks gain nothing: a check answers in proportion to its length.
constexpr int kPreferredChunk = 20000;
// LanguageTool's public limit, used when a server does not say its own.
constexpr int kFallbackLimit = 20000;

}  // namespace

GrammarClientEngine::GrammarClientEngine(sdk::HostServices& host)
    : client_(host,
              host.setting("PROOFREADER_GRAMMAR_URL").empty()
                  ? "http://127.0.0.1:" + host.setting("PROOFREADER_GRAMMAR_PORT")
                  : host.setting("PROOFREADER_GRAMMAR_URL"),
              static_cast<int>(kit::whole_number_setting(host, "PROOFREADER_GRAMMAR_TIMEOUT_MS"))),
      configured_limit_(
          static_cast<int>(kit::whole_number_setting(host, "PROOFREADER_GRAMMAR_MAX_TEXT_LENGTH"))) {}

sdk::EngineInfo GrammarClientEngine::info() const {
  return {"grammar-client",
          "1.0.0",
          sdk::EnginePhase::deterministic,
          sdk::CheckPart::language,
          {"spelling", "grammar", "punctuation", "typography"},
          1};  // its `grammar` yields to the morphology engine's `agreement` about the same words
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
  const AcceptedWords accepted = AcceptedWords::of(ctx);
  for (const Chunk& chunk : split_document(document, chunk_limit())) {
    if (ctx.cancelled()) return;
    std::vector<sdk::Remark> remarks;
    for (const LtMatch& match : client_.check(chunk.text, accepted.in_text(chunk.text)))
      if (auto remark = to_remark(match, chunk, document, accepted)) remarks.push_back(std::move(*remark));
    if (!remarks.empty()) ctx.emit(std::move(remarks));
  }
}

}  // namespace proofreader::grammar_client
