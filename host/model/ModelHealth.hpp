// ModelHealth: whether the configured model and embeddings services answer,
// for /api/health/full. A cheap GET {base}/v1/models for the chat model and
// a one-word POST {embeddings_url}/v1/embeddings for the embeddings service,
// with a short timeout, cached for 30 s per address (and proxy) so the health
// page never hammers the model; the last error is kept and reported.
//
// Free function over a process-wide cache; thread-safe.
#pragma once

#include <Poco/JSON/Object.h>

#include "model/ModelAccess.hpp"

namespace proofreader::host {

// `url_key` is "llm_base_url" or "embeddings_url". Answers
// {configured, proxy, status: not_configured|ok|unreachable, url, latency_ms,
//  checked_at, last_error}; proxy is the effective `proxy` setting (with
// PROOFREADER_CORP_PROXY=true, PROOFREADER_CORP_PROXY_URL unless one is stored).
Poco::JSON::Object::Ptr model_reachability(const ModelAccess& model, const std::string& url_key);

}  // namespace proofreader::host
