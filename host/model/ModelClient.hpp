// ModelClient: the host's own calls to the configured OpenAI-compatible
// services, with the effective model settings: the reachability probes of
// POST /api/settings/test and /api/health/full, and chat_json for host
// features that want one JSON answer from the model (style-guide extraction).
//
// Every request goes through Fetcher as a configured_service
// request, to the configured address only, through the effective `proxy`
// setting when there is one. Free functions, safe from any
// thread; they block for at most the given or configured timeout.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <proofreader/sdk/host_services.hpp>

#include "model/ModelAccess.hpp"

namespace proofreader::host {

// The effective value of a model setting (stored, environment or default);
// any other key comes from the host's Settings.
std::string effective_setting(const ModelAccess& model, const std::string& key);

// {base}/v1/{path}; a base that already ends in /v1 is not doubled.
std::string openai_url(std::string base, const std::string& path);

struct ProbeResult {
  bool ok = false;
  long long latency_ms = 0;
  int status = 0;                   // HTTP status, 0 when nothing answered
  std::vector<std::string> models;  // GET /v1/models
  std::string error;                // why it failed, for the administrator
  bool timed_out = false;           // no answer within the timeout
};

// GET {base}/v1/models.
ProbeResult probe_models(const ModelAccess& model, const std::string& base_url, int timeout_ms);
// A one-word chat completion with the configured model.
ProbeResult probe_chat(const ModelAccess& model, int timeout_ms);
// POST {embeddings_url}/v1/embeddings with one short input.
ProbeResult probe_embeddings(const ModelAccess& model, int timeout_ms);

// One chat completion with the configured model (HostServices::model_chat);
// returns the message content. Throws ApiError 409 "model_not_configured",
// 502 "model_failed", 504 "model_timeout".
std::string chat(const ModelAccess& model, const sdk::ChatRequest& request);

// Asks the configured chat model for a JSON object (response_format
// json_object, retried once without it if the server rejects it) and returns
// the message content when it parses as a JSON object. nullopt when no model
// is configured or the call fails (the failure is logged).
std::optional<std::string> chat_json(const ModelAccess& model, const std::string& system,
                                     const std::string& user);

}  // namespace proofreader::host
