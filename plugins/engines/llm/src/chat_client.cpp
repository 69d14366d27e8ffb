#include "chat_client.hpp"

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>
#include <Poco/JSON/Parser.h>

#include <sstream>

namespace proofreader::llm {

namespace {

using Object = Poco::JSON::Object;

Object::Ptr parse_object(const std::string& text) {
  try {
    Poco::JSON::Parser parser;
    auto v = parser.parse(text);
    if (v.type() == typeid(Object::Ptr))
      if (auto o = v.extract<Object::Ptr>()) return o;
  } catch (const Poco::Exception& e) {
    throw ChatError("the server's answer is not JSON: " + e.displayText());
  }
  throw ChatError("the server's answer is not a JSON object");
}

// choices[0].<field>.content, or "" when the chunk carries none.
std::string choice_content(const Object::Ptr& o, const char* field) {
  auto choices = o->getArray("choices");
  if (!choices || choices->size() == 0) return "";
  auto choice = choices->getObject(0);
  auto part = choice ? choice->getObject(field) : nullptr;
  if (!part || !part->has("content") || part->isNull("content")) return "";
  return part->getValue<std::string>("content");
}

std::string sse_content(const std::string& body) {
  std::string content;
  std::istringstream lines(body);
  bool done = false;
  for (std::string line; !done && std::getline(lines, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.rfind("data:", 0) != 0) continue;  // comments, event names, blank separators
    std::string payload = line.substr(5);
    payload.erase(0, payload.find_first_not_of(' '));
    if (payload == "[DONE]") {
      done = true;
      break;
    }
    content += choice_content(parse_object(payload), "delta");
  }
  if (!done) throw ChatError("the answer stream ended before [DONE]");
  return content;
}

}  // namespace

std::string answer_content(const std::string& body) {
  const auto start = body.find_first_not_of(" \t\r\n");
  if (start == std::string::npos) throw ChatError("the server sent an empty answer");
  // A JSON completion starts with '{'; anything else is an event stream
  // (which may open with a ": comment" line).
  if (body[start] != '{') return sse_content(body);
  auto o = parse_object(body);
  if (!o->getArray("choices")) throw ChatError("the answer has no choices");
  return choice_content(o, "message");
}

std::string ChatClient::request_body(const std::string& system, const std::string& user,
                                     bool json_mode) const {
  Object::Ptr body = new Object;
  if (!config_.model.empty()) body->set("model", config_.model);
  Poco::JSON::Array::Ptr messages = new Poco::JSON::Array;
  for (const auto& [role, content] : {std::pair{"system", system}, std::pair{"user", user}}) {
    Object::Ptr m = new Object;
    m->set("role", role);
    m->set("content", content);
    messages->add(m);
  }
  body->set("messages", messages);
  body->set("temperature", config_.temperature);
  body->set("max_tokens", config_.max_tokens);
  body->set("stream", true);
  if (json_mode) {
    Object::Ptr format = new Object;
    format->set("type", "json_object");
    body->set("response_format", format);
  }
  std::ostringstream out;
  body->stringify(out);
  return out.str();
}

std::string ChatClient::complete(const std::string& system, const std::string& user,
                                 const std::function<bool()>& keep_going) const {
  for (bool json_mode : {true, false}) {
    sdk::HttpRequest request;
    request.target = sdk::HttpRequest::Target::model;  // the host adds the address, the key and the proxy
    request.method = "POST";
    request.url = "chat/completions";
    request.timeout_ms = config_.timeout_s * 1000;
    request.headers = {{"Content-Type", "application/json"},
                       {"Accept", "text/event-stream, application/json"}};
    request.body = request_body(system, user, json_mode);
    std::string received;
    request.on_data = [&](std::string_view chunk) {
      received.append(chunk);
      return keep_going();
    };
    sdk::HttpResponse response;
    try {
      response = host_.http(request);
    } catch (const std::exception& e) {
      throw ChatError(std::string("the model did not answer: ") + e.what());
    }
    // Servers without response_format support reject it: ask again without.
    if (json_mode && response.status == 400) continue;
    if (response.status != 200)
      throw ChatError("the model answered HTTP " + std::to_string(response.status) + ": " +
                      received.substr(0, 200));
    if (!keep_going()) return "";
    return answer_content(received);
  }
  throw ChatError("the model rejected the request (HTTP 400)");
}

}  // namespace proofreader::llm
