#include "FakeOpenAiServer.hpp"

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>
#include <Poco/JSON/Parser.h>
#include <Poco/Net/HTTPRequestHandler.h>
#include <Poco/Net/HTTPServerRequest.h>
#include <Poco/Net/HTTPServerResponse.h>
#include <Poco/StreamCopier.h>

#include <algorithm>
#include <sstream>
#include <thread>

namespace proofreader::test {

namespace {

using Object = Poco::JSON::Object;

std::string to_json(const Object::Ptr& o) {
  std::ostringstream out;
  o->stringify(out);
  return out.str();
}

Object::Ptr choice_with(const char* field, const std::string& content) {
  Object::Ptr part = new Object;
  part->set("role", "assistant");
  part->set("content", content);
  Object::Ptr choice = new Object;
  choice->set("index", 0);
  choice->set(field, part);
  Poco::JSON::Array::Ptr choices = new Poco::JSON::Array;
  choices->add(choice);
  Object::Ptr body = new Object;
  body->set("id", "chatcmpl-fake");
  body->set("object", "chat.completion");
  body->set("choices", choices);
  return body;
}

void send(Poco::Net::HTTPServerResponse& response, int status, const std::string& type,
          const std::string& body) {
  response.setStatus(static_cast<Poco::Net::HTTPResponse::HTTPStatus>(status));
  response.setContentType(type);
  response.setContentLength(static_cast<std::streamsize>(body.size()));
  response.send() << body;
}

// "/v1/models" of "http://host:port/v1/models" (a proxy's absolute form) or of "/v1/models".
std::string path_of(const std::string& target) {
  const auto scheme = target.find("://");
  if (scheme == std::string::npos) return target;
  const auto slash = target.find('/', scheme + 3);
  return slash == std::string::npos ? "/" : target.substr(slash);
}

class Handler : public Poco::Net::HTTPRequestHandler {
 public:
  explicit Handler(FakeOpenAiServer& server) : server_(server) {}

  void handleRequest(Poco::Net::HTTPServerRequest& request,
                     Poco::Net::HTTPServerResponse& response) override {
    std::string body;
    Poco::StreamCopier::copyToString(request.stream(), body);
    const std::string target = request.getURI();
    const std::string path = path_of(target);
    server_.record({request.getMethod(), path, target, request.get("Authorization", ""), body});
    if (path == "/v1/models") {
      send(response, 200, "application/json",
           R"({"object":"list","data":[{"id":"fake-model","object":"model"}]})");
    } else if (path == "/v1/embeddings") {
      send(response, 200, "application/json",
           R"({"object":"list","data":[{"object":"embedding","index":0,"embedding":[0.1,0.2,0.3]}]})");
    } else if (path == "/v1/chat/completions") {
      server_.chat_started();
      chat(body, response);
      server_.chat_finished();
    } else {
      send(response, 404, "application/json", R"({"error":{"message":"no such path"}})");
    }
  }

 private:
  void chat(const std::string& body, Poco::Net::HTTPServerResponse& response) {
    const auto s = server_.current_script();
    if (s.delay_ms) std::this_thread::sleep_for(std::chrono::milliseconds(s.delay_ms));
    Object::Ptr request;
    try {
      request = Poco::JSON::Parser().parse(body).extract<Object::Ptr>();
    } catch (const Poco::Exception&) {
      return send(response, 400, "application/json", R"({"error":{"message":"request is not JSON"}})");
    }
    if (s.reject_response_format && request->has("response_format"))
      return send(response, 400, "application/json",
                  R"({"error":{"message":"response_format is not supported"}})");
    if (!s.fail_if_contains.empty() && body.find(s.fail_if_contains) != std::string::npos)
      return send(response, 500, "application/json", R"({"error":{"message":"scripted batch failure"}})");
    if (s.status != 200)
      return send(response, s.status, "application/json", R"({"error":{"message":"scripted failure"}})");
    if (s.malformed) return send(response, 200, "application/json", "{\"choices\": [ this is not json");
    if (!request->optValue<bool>("stream", false))
      return send(response, 200, "application/json", to_json(choice_with("message", s.content)));
    // Streamed: the content in three pieces, as servers split tokens.
    std::string stream;
    const std::size_t piece = s.content.size() / 3 + 1;
    for (std::size_t at = 0; at < s.content.size();) {
      std::size_t end = std::min(at + piece, s.content.size());
      while (end < s.content.size() && (static_cast<unsigned char>(s.content[end]) & 0xC0) == 0x80) ++end;
      stream += "data: " + to_json(choice_with("delta", s.content.substr(at, end - at))) + "\n\n";
      at = end;
    }
    stream += "data: [DONE]\n\n";
    send(response, 200, "text/event-stream", stream);
  }

  FakeOpenAiServer& server_;
};

}  // namespace

FakeOpenAiServer::FakeOpenAiServer()
    : server_(std::make_unique<LocalHttpServer>([this] { return new Handler(*this); })) {}

FakeOpenAiServer::~FakeOpenAiServer() = default;

int FakeOpenAiServer::port() const {
  return server_->port();
}

void FakeOpenAiServer::script(ChatScript s) {
  std::lock_guard lock(mutex_);
  script_ = std::move(s);
}

FakeOpenAiServer::ChatScript FakeOpenAiServer::current_script() const {
  std::lock_guard lock(mutex_);
  return script_;
}

void FakeOpenAiServer::record(Request r) {
  std::lock_guard lock(mutex_);
  requests_.push_back(std::move(r));
}

void FakeOpenAiServer::chat_started() {
  std::lock_guard lock(mutex_);
  max_chats_ = std::max(max_chats_, ++chats_);
}

void FakeOpenAiServer::chat_finished() {
  std::lock_guard lock(mutex_);
  --chats_;
}

int FakeOpenAiServer::max_concurrent_chats() const {
  std::lock_guard lock(mutex_);
  return max_chats_;
}

std::vector<FakeOpenAiServer::Request> FakeOpenAiServer::requests() const {
  std::lock_guard lock(mutex_);
  return requests_;
}

std::vector<FakeOpenAiServer::Request> FakeOpenAiServer::requests_to(const std::string& path) const {
  std::vector<Request> out;
  for (auto& r : requests())
    if (r.path == path) out.push_back(std::move(r));
  return out;
}

}  // namespace proofreader::test
