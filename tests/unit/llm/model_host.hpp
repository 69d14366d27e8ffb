// Test doubles for the llm engine: HostServices whose http() plays an
// OpenAI-compatible chat server in-process (recording every request body,
// failing the ones that carry a marker, counting calls in flight), and a
// CheckContext that records cards and the reported error. Thread-safe, as
// the engine calls both from its worker threads.
#pragma once

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <initializer_list>
#include <map>
#include <mutex>
#include <proofreader/sdk/sdk.hpp>
#include <sstream>
#include <thread>

#include "../../support/StubHostServices.hpp"

namespace proofreader::testing {

class ModelHost : public StubHostServices {
 public:
  explicit ModelHost(std::initializer_list<std::pair<const std::string, std::string>> settings)
      : StubHostServices("plugin.llm", settings) {}

  sdk::HttpResponse http(const sdk::HttpRequest& request) override {
    {
      std::lock_guard lock(mutex_);
      requests_.push_back(request);
      most_in_flight_ = std::max(most_in_flight_, ++in_flight_);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(call_ms));
    sdk::HttpResponse response;
    response.status = !fail_marker.empty() && request.body.find(fail_marker) != std::string::npos ? 500 : 200;
    response.body = response.status == 200 ? completion(answer) : R"({"error":{"message":"down"}})";
    if (request.on_data) request.on_data(response.body);
    std::lock_guard lock(mutex_);
    --in_flight_;
    return response;
  }

  std::vector<sdk::HttpRequest> requests() const {
    std::lock_guard lock(mutex_);
    return requests_;
  }
  int most_in_flight() const {
    std::lock_guard lock(mutex_);
    return most_in_flight_;
  }

  std::string answer = R"({"remarks": []})";  // the assistant's content for every call
  std::string fail_marker;                    // a body containing it gets 500
  int call_ms = 0;                            // how long each call takes

 private:
  static std::string completion(const std::string& content) {
    Poco::JSON::Object message;
    message.set("role", "assistant");
    message.set("content", content);
    Poco::JSON::Object choice;
    choice.set("message", message);
    Poco::JSON::Array choices;
    choices.add(choice);
    Poco::JSON::Object body;
    body.set("choices", choices);
    std::ostringstream out;
    body.stringify(out);
    return out.str();
  }

  mutable std::mutex mutex_;
  std::vector<sdk::HttpRequest> requests_;
  int in_flight_ = 0, most_in_flight_ = 0;
};

class RecordingContext : public sdk::CheckContext {
 public:
  explicit RecordingContext(sdk::Document document) : document_(std::move(document)) {}

  const sdk::Document& document() const override { return document_; }
  const sdk::CheckOptions& options() const override { return options_; }
  const sdk::StyleGuideView* styleguide() const override { return nullptr; }
  const std::string& custom_rules_json() const override { return no_rules_; }
  const std::vector<sdk::Remark>& prior_remarks() const override { return prior_; }
  bool cancelled() const override { return false; }
  void emit(std::vector<sdk::Remark> found) override {
    std::lock_guard lock(mutex_);
    cards_.push_back(std::move(found));
  }
  void report_error(std::string message) override {
    std::lock_guard lock(mutex_);
    error_ = std::move(message);
  }

  std::vector<std::vector<sdk::Remark>> cards() const {
    std::lock_guard lock(mutex_);
    return cards_;
  }
  std::string error() const {
    std::lock_guard lock(mutex_);
    return error_;
  }

 private:
  sdk::Document document_;
  sdk::CheckOptions options_;
  std::string no_rules_ = "[]";
  std::vector<sdk::Remark> prior_;
  mutable std::mutex mutex_;
  std::vector<std::vector<sdk::Remark>> cards_;
  std::string error_;
};

}  // namespace proofreader::testing
