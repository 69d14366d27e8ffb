#include "model/ModelClient.hpp"

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>
#include <Poco/JSON/Parser.h>
#include <Poco/Logger.h>
#include <Poco/NumberParser.h>

#include <chrono>
#include <sstream>

#include "common/ToJson.hpp"
#include "config/Settings.hpp"
#include "fetch/fetcher.hpp"
#include "model/ModelSettings.hpp"

namespace proofreader::host {

namespace {

using Object = Poco::JSON::Object;

int setting_int(const ModelAccess& model, const std::string& key, int fallback) {
  int value = fallback;
  return Poco::NumberParser::tryParse(effective_setting(model, key), value) ? value : fallback;
}

std::string to_json(const Object::Ptr& o) {
  std::ostringstream out;
  o->stringify(out);
  return out.str();
}

// One request to a configured service, timed; a network failure or an error
// status becomes ProbeResult::error instead of an exception.
ProbeResult call(const ModelAccess& model, const std::string& method, const std::string& url,
                 const std::string& body, int timeout_ms, std::string* response_body) {
  ProbeResult result;
  sdk::HttpRequest request;
  request.target = sdk::HttpRequest::Target::configured_service;
  request.method = method;
  request.url = url;
  request.body = body;
  request.timeout_ms = timeout_ms;
  request.proxy = effective_setting(model, "proxy");
  if (!body.empty()) request.headers.emplace_back("Content-Type", "application/json");
  if (const auto key = effective_setting(model, "llm_api_key"); !key.empty())
    request.headers.emplace_back("Authorization", "Bearer " + key);
  const auto start = std::chrono::steady_clock::now();
  try {
    auto response = model.outgoing.perform(request);
    result.status = response.status;
    if (response.status / 100 != 2)
      result.error = "HTTP " + std::to_string(response.status) + ": " + response.body.substr(0, 300);
    if (response_body) *response_body = std::move(response.body);
  } catch (const sdk::ApiError& e) {
    result.error = e.what();
    result.timed_out = e.code() == "fetch_timeout";
  } catch (const std::exception& e) {
    result.error = e.what();
  }
  result.latency_ms =
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
  result.ok = result.error.empty();
  return result;
}

Object::Ptr parse_object(const std::string& text) {
  Poco::JSON::Parser parser;
  return parser.parse(text).extract<Object::Ptr>();
}

// The first choice's message content of a chat completion.
std::string chat_content(const std::string& body) {
  auto choices = parse_object(body)->getArray("choices");
  if (!choices || choices->size() == 0) throw std::runtime_error("the answer has no choices");
  auto message = choices->getObject(0)->getObject("message");
  if (!message) throw std::runtime_error("the answer has no message");
  return message->optValue<std::string>("content", "");
}

Object::Ptr chat_body(const ModelAccess& model, const sdk::ChatRequest& chat, bool json_mode,
                      int max_tokens) {
  Object::Ptr body = new Object;
  if (auto name = effective_setting(model, "llm_model"); !name.empty()) body->set("model", name);
  Poco::JSON::Array::Ptr messages = new Poco::JSON::Array;
  for (const auto& message : chat.messages) {
    if (message.content.empty()) continue;
    Object::Ptr m = new Object;
    m->set("role", message.role);
    m->set("content", message.content);
    messages->add(m);
  }
  body->set("messages", messages);
  body->set("max_tokens", max_tokens);
  body->set("temperature", chat.temperature);
  if (json_mode) {
    Object::Ptr format = new Object;
    format->set("type", "json_object");
    body->set("response_format", format);
  }
  return body;
}

// The configured temperature, for the host's own model calls.
double configured_temperature(const ModelAccess& model) {
  double temperature = 0.2;
  Poco::NumberParser::tryParseFloat(effective_setting(model, "llm_temperature"), temperature);
  return temperature;
}

}  // namespace

std::string effective_setting(const ModelAccess& model, const std::string& key) {
  if (auto value = model.stored.effective(key)) return value->value;
  return model.settings.get(key);
}

std::string openai_url(std::string base, const std::string& path) {
  while (!base.empty() && base.back() == '/') base.pop_back();
  if (base.size() >= 3 && base.compare(base.size() - 3, 3, "/v1") == 0) base.resize(base.size() - 3);
  return base + "/v1/" + path;
}

ProbeResult probe_models(const ModelAccess& model, const std::string& base_url, int timeout_ms) {
  if (base_url.empty()) return {false, 0, 0, {}, "no address configured", false};
  std::string body;
  auto result = call(model, "GET", openai_url(base_url, "models"), "", timeout_ms, &body);
  if (!result.ok) return result;
  try {
    auto data = parse_object(body)->getArray("data");
    if (!data) throw std::runtime_error("no \"data\" list");
    for (std::size_t i = 0; i < data->size(); ++i)
      if (auto m = data->getObject(static_cast<unsigned>(i)))
        result.models.push_back(m->optValue<std::string>("id", ""));
  } catch (const std::exception& e) {
    result.ok = false;
    result.error = std::string("the model list is not OpenAI-compatible JSON: ") + e.what();
  }
  return result;
}

ProbeResult probe_chat(const ModelAccess& model, int timeout_ms) {
  const auto base = effective_setting(model, "llm_base_url");
  if (base.empty()) return {false, 0, 0, {}, "no address configured", false};
  std::string body;
  sdk::ChatRequest probe{
      {{"user", "Ответь одним словом: готов?"}}, false, configured_temperature(model), timeout_ms};
  auto result = call(model, "POST", openai_url(base, "chat/completions"),
                     to_json(chat_body(model, probe, false, 8)), timeout_ms, &body);
  if (!result.ok) return result;
  try {
    chat_content(body);
  } catch (const std::exception& e) {
    result.ok = false;
    result.error = std::string("the chat answer is not OpenAI-compatible: ") + e.what();
  }
  return result;
}

ProbeResult probe_embeddings(const ModelAccess& model, int timeout_ms) {
  const auto base = effective_setting(model, "embeddings_url");
  if (base.empty()) return {false, 0, 0, {}, "no address configured", false};
  Object::Ptr request = new Object;
  if (auto name = effective_setting(model, "embeddings_model"); !name.empty()) request->set("model", name);
  request->set("input", "проверка");
  std::string body;
  auto result = call(model, "POST", openai_url(base, "embeddings"), to_json(request), timeout_ms, &body);
  if (!result.ok) return result;
  try {
    auto data = parse_object(body)->getArray("data");
    if (!data || data->size() == 0 || !data->getObject(0)->getArray("embedding"))
      throw std::runtime_error("no data[0].embedding");
  } catch (const std::exception& e) {
    result.ok = false;
    result.error = std::string("the embeddings answer is not OpenAI-compatible: ") + e.what();
  }
  return result;
}

std::string chat(const ModelAccess& model, const sdk::ChatRequest& request) {
  const auto base = effective_setting(model, "llm_base_url");
  if (base.empty())
    throw sdk::ApiError(409, "model_not_configured", "no language model is configured (PUT /api/settings)",
                        "Языковая модель не настроена (PUT /api/settings)");
  const int max_tokens = setting_int(model, "llm_max_tokens", 1024);
  for (bool json_mode : {request.json_object, false}) {
    std::string body;
    auto result = call(model, "POST", openai_url(base, "chat/completions"),
                       to_json(chat_body(model, request, json_mode, max_tokens)), request.timeout_ms, &body);
    // A server without response_format support answers 400: ask again without it.
    if (json_mode && result.status == 400) continue;
    if (result.timed_out)
      throw sdk::ApiError(504, "model_timeout", "the language model did not answer in time",
                          "Языковая модель не ответила вовремя");
    if (!result.ok)
      throw sdk::ApiError(502, "model_failed", "the language model call failed: " + result.error,
                          "Ошибка вызова языковой модели: " + result.error);
    try {
      return chat_content(body);
    } catch (const std::exception& e) {
      throw sdk::ApiError(502, "model_failed",
                          std::string("the model's answer is not OpenAI-compatible: ") + e.what(),
                          std::string("Ответ модели не в формате OpenAI: ") + e.what());
    }
  }
  throw sdk::ApiError(502, "model_failed", "the language model refused the request",
                      "Языковая модель отклонила запрос");
}

std::optional<std::string> chat_json(const ModelAccess& model, const std::string& system,
                                     const std::string& user) {
  if (effective_setting(model, "llm_base_url").empty()) return std::nullopt;
  auto& log = Poco::Logger::get("model");
  sdk::ChatRequest request{{{"system", system}, {"user", user}},
                           true,
                           configured_temperature(model),
                           setting_int(model, "llm_timeout_s", 60) * 1000};
  try {
    auto content = chat(model, request);
    parse_object(content);
    return content;
  } catch (const std::exception& e) {
    log.warning("model call for a JSON answer failed: %s", std::string(e.what()));
    return std::nullopt;
  }
}

}  // namespace proofreader::host
