// ChatClient: one chat completion against an OpenAI-compatible server
// (llama.cpp, vLLM, Ollama, hosted providers), through HostServices::http as
// a configured_service request through the configured proxy, if any.
//
// Asks for a streamed answer ("stream": true, SSE chunks ending with
// "data: [DONE]") and also accepts a plain JSON completion from servers that
// ignore streaming. Requests response_format json_object and asks once more
// without it when the server rejects it with 400. Stateless apart from the
// settings; safe to use from several threads.
#pragma once

#include <functional>
#include <stdexcept>
#include <string>

#include <proofreader/sdk/host_services.hpp>

#include "model_config.hpp"

namespace proofreader::llm {

// A call that produced no usable answer: network error, timeout, an error
// status (429, 5xx) or a malformed stream. The message says which.
class ChatError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class ChatClient {
 public:
  ChatClient(sdk::HostServices& host, ModelConfig config) : host_(host), config_(std::move(config)) {}

  // The assistant's message content. `keep_going` is polled as data arrives;
  // returning false stops the transfer (the job was cancelled).
  std::string complete(const std::string& system, const std::string& user,
                       const std::function<bool()>& keep_going) const;

 private:
  std::string request_body(const std::string& system, const std::string& user, bool json_mode) const;

  sdk::HostServices& host_;
  ModelConfig config_;
};

// The content of a chat answer body: SSE chunks (choices[0].delta.content
// concatenated up to [DONE]) or one JSON completion (choices[0].message.content).
// Throws ChatError when it is neither.
std::string answer_content(const std::string& body);

}  // namespace proofreader::llm
