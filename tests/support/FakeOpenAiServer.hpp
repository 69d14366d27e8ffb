// FakeOpenAiServer: a real HTTP server on 127.0.0.1 (a port the kernel
// picks) that speaks the OpenAI-compatible wire format, for tests of the
// model layer: GET /v1/models, POST /v1/chat/completions (a JSON completion,
// or SSE chunks "data: {...}\n\n" ending with "data: [DONE]" when the request
// asks "stream": true) and POST /v1/embeddings.
//
// The test scripts what the chat endpoint answers (the content, a status such
// as 429 or 500, a broken body, a delay) and reads back every request it
// received. It also serves requests sent to it as to a forward HTTP proxy
// (absolute form, "POST http://llm.internal/v1/embeddings"), as if it had
// forwarded them, and keeps the request-target as it came, so a test can
// tell which requests went through a proxy. Thread-safe: the server's
// threads record while the test reads.
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "LocalHttpServer.hpp"

namespace proofreader::test {

class FakeOpenAiServer {
 public:
  struct Request {
    std::string method;
    std::string path;           // "/v1/models", also for a request in absolute form
    std::string target;         // the request-target as received: a path, or a whole URL through a proxy
    std::string authorization;  // the Authorization header, "" if absent
    std::string body;
  };

  // What /v1/chat/completions answers next (until changed).
  struct ChatScript {
    int status = 200;
    std::string content = R"({"remarks": []})";  // the assistant message
    bool malformed = false;                      // a body that is not JSON at all
    int delay_ms = 0;                            // wait before answering
    bool reject_response_format = false;         // 400 when response_format is present
    std::string fail_if_contains = {};           // 500 for a request whose body contains this
  };

  FakeOpenAiServer();
  ~FakeOpenAiServer();

  int port() const;
  std::string base_url() const { return "http://127.0.0.1:" + std::to_string(port()); }

  void script(ChatScript s);
  std::vector<Request> requests() const;
  // Requests whose path is `path`.
  std::vector<Request> requests_to(const std::string& path) const;
  // The most chat requests that were ever being answered at the same time.
  int max_concurrent_chats() const;

  // Used by the server's handler.
  ChatScript current_script() const;
  void record(Request r);
  void chat_started();
  void chat_finished();

 private:
  mutable std::mutex mutex_;
  ChatScript script_;
  std::vector<Request> requests_;
  int chats_ = 0, max_chats_ = 0;
  std::unique_ptr<LocalHttpServer> server_;  // last: stopped before the state its handlers use
};

}  // namespace proofreader::test
