// FakeOpenAiServer: a real HTTP server on 127.0.0.1 (a port the kernel
// picks) that speaks the OpenAI-compatible wire format, for tests of the
// model layer: GET /v1/models, POST /v1/chat/completions (a JSON completion,
// or SSE chunks "data: {...}\n\n" ending with "data: [DONE]" when the request
// asks "stream": true) and POST /v1/embeddings.
//
// The test scripts what the chat endpoint answers (the content, a status such
// as 429 or 500, a broken body, a delay) and reads back every request it
// received. Thread-safe: the server's threads record while the test reads.
#pragma once

#include <Poco/Net/HTTPServer.h>

#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace proofreader::test {

class FakeOpenAiServer {
 public:
  struct Request {
    std::string method;
    std::string path;
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
  };

  FakeOpenAiServer();
  ~FakeOpenAiServer();

  int port() const;
  std::string base_url() const { return "http://127.0.0.1:" + std::to_string(port()); }

  void script(ChatScript s);
  std::vector<Request> requests() const;
  // Requests whose path is `path`.
  std::vector<Request> requests_to(const std::string& path) const;

  // Used by the server's handler.
  ChatScript current_script() const;
  void record(Request r);

 private:
  mutable std::mutex mutex_;
  ChatScript script_;
  std::vector<Request> requests_;
  std::unique_ptr<Poco::Net::HTTPServer> server_;
};

}  // namespace proofreader::test
