#include "language_tool_client.hpp"

#include <Poco/JSON/Parser.h>
#include <Poco/URI.h>

#include <proofreader/sdk/http.hpp>

#include <chrono>
#include <stdexcept>
#include <thread>

namespace proofreader::grammar_client {

namespace {

constexpr int kRetryPauseMs = 250;

std::string form_encode(const std::string& value) {
  std::string out;
  Poco::URI::encode(value, "!#$&'()*+,/:;=?@[]", out);
  return out;
}

}  // namespace

LanguageToolClient::LanguageToolClient(sdk::HostServices& host, std::string base_url, int timeout_ms)
    : host_(host), base_url_(std::move(base_url)), timeout_ms_(timeout_ms) {
  while (!base_url_.empty() && base_url_.back() == '/') base_url_.pop_back();
}

sdk::HttpResponse LanguageToolClient::call(const std::string& method, const std::string& path,
                                           const std::string& body) const {
  sdk::HttpRequest request;
  request.target = sdk::HttpRequest::Target::configured_service;
  request.method = method;
  request.url = base_url_ + path;
  request.timeout_ms = timeout_ms_;
  if (method == "POST") {
    request.headers.emplace_back("Content-Type", "application/x-www-form-urlencoded");
    request.headers.emplace_back("Accept", "application/json");
    request.body = body;
  }
  // One retry, after a short pause, for a refused connection or a 5xx (a
  // server restarting, an overloaded proxy). A timeout is not retried: the
  // server is busy with this very text, and a second wait would double the
  // job's delay for nothing.
  std::string failure;
  for (int attempt = 0; attempt < 2; ++attempt) {
    if (attempt > 0) std::this_thread::sleep_for(std::chrono::milliseconds(kRetryPauseMs));
    try {
      sdk::HttpResponse response = host_.http(request);
      if (response.status < 500) return response;
      failure = "HTTP " + std::to_string(response.status) + ": " + response.body.substr(0, 200);
    } catch (const sdk::ApiError& e) {
      failure = e.what();
      if (e.status() == 504) break;
    } catch (const std::exception& e) {
      failure = e.what();
    }
  }
  throw std::runtime_error("grammar server " + base_url_ + " failed: " + failure);
}

int LanguageToolClient::max_text_length(int fallback) const {
  try {
    const auto r = call("GET", "/v2/maxtextlength", {});
    if (r.status == 200) return std::max(1, std::stoi(r.body));
  } catch (const std::exception&) {
  }
  try {
    // A real LanguageTool publishes the limit in /v2/configinfo.
    const auto r = call("GET", "/v2/configinfo?language=ru-RU", {});
    if (r.status == 200) {
      const auto root = Poco::JSON::Parser().parse(r.body).extract<Poco::JSON::Object::Ptr>();
      return std::max(1, root->getObject("parameter")->getValue<int>("maxTextLength"));
    }
  } catch (const std::exception&) {
  }
  return fallback;
}

std::vector<LtMatch> LanguageToolClient::check(const std::string& text,
                                               const std::vector<std::string>& accepted_words) const {
  std::string body = "language=ru-RU&text=" + form_encode(text);
  if (!accepted_words.empty()) {
    std::string list;
    for (std::size_t i = 0; i < accepted_words.size() && i < kMaxAcceptedWords; ++i)
      list += (i ? "," : "") + accepted_words[i];
    body += "&acceptedWords=" + form_encode(list);
  }
  const auto r = call("POST", "/v2/check", body);
  if (r.status != 200)
    throw std::runtime_error("grammar server answered HTTP " + std::to_string(r.status) + ": " +
                             r.body.substr(0, 200));
  return parse_check_response(r.body);
}

std::vector<LtMatch> parse_check_response(const std::string& json) {
  try {
    const auto root = Poco::JSON::Parser().parse(json).extract<Poco::JSON::Object::Ptr>();
    const auto matches = root->getArray("matches");
    if (!matches) throw std::runtime_error("no 'matches' array");
    std::vector<LtMatch> out;
    for (std::size_t i = 0; i < matches->size(); ++i) {
      const auto m = matches->getObject(static_cast<unsigned>(i));
      const auto rule = m->getObject("rule");
      LtMatch match;
      match.message = m->optValue<std::string>("message", "");
      match.offset = m->getValue<int>("offset");
      match.length = m->getValue<int>("length");
      if (const auto replacements = m->getArray("replacements"))
        for (std::size_t k = 0; k < replacements->size(); ++k)
          match.replacements.push_back(
              replacements->getObject(static_cast<unsigned>(k))->optValue<std::string>("value", ""));
      if (rule) {
        match.rule_id = rule->optValue<std::string>("id", "");
        match.issue_type = rule->optValue<std::string>("issueType", "");
        if (const auto category = rule->getObject("category"))
          match.category_id = category->optValue<std::string>("id", "");
      }
      out.push_back(std::move(match));
    }
    return out;
  } catch (const Poco::Exception& e) {
    throw std::runtime_error("malformed answer from the grammar server: " + e.displayText());
  }
}

}  // namespace proofreader::grammar_client
