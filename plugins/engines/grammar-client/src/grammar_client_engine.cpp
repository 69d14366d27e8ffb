#include "grammar_client_engine.hpp"

#include <algorithm>
#include <exception>
#include <mutex>
#include <proofreader/kit/settings.hpp>
#include <thread>
#include <vector>

#include "accepted_words.hpp"
#include "document_chunks.hpp"
#include "remark_mapping.hpp"

namespace proofreader::grammar_client {

namespace {

// A check answers in proportion to its length, so a long document goes as
// many short chunks, several at once: the server checks them in parallel, and
// the first remarks come back after a few thousand characters, not twenty.
constexpr int kPreferredChunk = 5000;
constexpr std::size_t kParallelCalls = 4;
// The first chunk is short: its card is the first a writer sees of the grammar.
constexpr int kFirstChunk = 1000;
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

// Up to kParallelCalls threads take the next chunk in turn; each chunk's
// remarks go out as one card as soon as its answer is in. The first failure
// stops the others and is thrown once they have returned.
void GrammarClientEngine::check(sdk::CheckContext& ctx) {
  const sdk::Document& document = ctx.document();
  const AcceptedWords accepted = AcceptedWords::of(ctx);
  const std::vector<Chunk> chunks = split_document(document, chunk_limit(), kFirstChunk);
  std::atomic<std::size_t> next{0};
  std::atomic<bool> failed{false};
  std::mutex emitting;  // CheckContext::emit is called by one thread at a time
  std::exception_ptr failure;
  const auto work = [&] {
    try {
      for (std::size_t i; !failed && !ctx.cancelled() && (i = next++) < chunks.size();) {
        const Chunk& chunk = chunks[i];
        std::vector<sdk::Remark> remarks;
        for (const LtMatch& match : client_.check(chunk.text, accepted.in_text(chunk.text)))
          if (auto remark = to_remark(match, chunk, document, accepted))
            remarks.push_back(std::move(*remark));
        std::lock_guard lock(emitting);
        if (!remarks.empty()) ctx.emit(std::move(remarks));
      }
    } catch (...) {
      std::lock_guard lock(emitting);
      if (!failed.exchange(true)) failure = std::current_exception();
    }
  };
  std::vector<std::thread> helpers;
  for (std::size_t t = 1; t < std::min(kParallelCalls, chunks.size()); ++t) helpers.emplace_back(work);
  work();
  for (auto& helper : helpers) helper.join();
  if (failure) std::rethrow_exception(failure);
}

}  // namespace proofreader::grammar_client
