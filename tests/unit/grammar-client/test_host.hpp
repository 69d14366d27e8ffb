// Test doubles of the host for the grammar-client engine: HostServices whose
// http() makes real HTTP calls (configured_service rules: no redirects), and a
// CheckContext that records emitted remarks. Single-threaded use.
#pragma once

#include <Poco/Net/HTTPClientSession.h>
#include <Poco/Net/HTTPRequest.h>
#include <Poco/Net/HTTPResponse.h>
#include <Poco/StreamCopier.h>
#include <Poco/URI.h>

#include <map>
#include <proofreader/sdk/sdk.hpp>

#include "../../support/StubHostServices.hpp"
#include "grammar_client_engine.hpp"

namespace proofreader::testing {

class TestHost : public StubHostServices {
 public:
  explicit TestHost(std::map<std::string, std::string> settings)
      : StubHostServices("plugin.grammar-client", std::move(settings),
                         sdk::setting_list(grammar_client::kSettings)) {}

  sdk::HttpResponse http(const sdk::HttpRequest& request) override {
    ++calls;
    if (request.target != sdk::HttpRequest::Target::configured_service)
      throw sdk::ApiError(400, "fetch_refused", "the grammar client must use configured_service");
    const Poco::URI uri(request.url);
    try {
      Poco::Net::HTTPClientSession session(uri.getHost(), uri.getPort());
      session.setTimeout(Poco::Timespan(request.timeout_ms / 1000, (request.timeout_ms % 1000) * 1000));
      Poco::Net::HTTPRequest req(request.method, uri.getPathAndQuery(), Poco::Net::HTTPMessage::HTTP_1_1);
      for (const auto& [k, v] : request.headers) req.set(k, v);
      req.setContentLength(static_cast<std::streamsize>(request.body.size()));
      session.sendRequest(req) << request.body;
      Poco::Net::HTTPResponse res;
      auto& in = session.receiveResponse(res);
      sdk::HttpResponse out;
      out.status = res.getStatus();
      out.final_url = request.url;
      out.content_type = res.getContentType();
      Poco::StreamCopier::copyToString(in, out.body);
      return out;
    } catch (const Poco::TimeoutException& e) {
      throw sdk::ApiError(504, "fetch_timeout", e.displayText());
    } catch (const Poco::Exception& e) {
      throw sdk::ApiError(502, "fetch_failed", e.displayText());
    }
  }

  int calls = 0;
};

// A document of one block (index 1) holding `text`.
inline sdk::Document one_block(const std::string& text) {
  sdk::Document d;
  sdk::Block b;
  b.index = 1;
  b.text = text;
  d.blocks.push_back(b);
  return d;
}

class TestContext : public sdk::CheckContext {
 public:
  explicit TestContext(sdk::Document document) : document_(std::move(document)) {}

  const sdk::Document& document() const override { return document_; }
  const sdk::CheckOptions& options() const override { return options_; }
  const sdk::StyleGuideView* styleguide() const override { return guide.json.empty() ? nullptr : &guide; }
  const std::string& custom_rules_json() const override { return no_rules_; }
  const std::vector<sdk::Remark>& prior_remarks() const override { return remarks; }
  bool cancelled() const override { return false; }
  const std::vector<std::string>& dictionary_words() const override { return dictionary; }
  void emit(std::vector<sdk::Remark> found) override {
    ++emits;
    for (auto& r : found) remarks.push_back(std::move(r));
  }

  std::vector<sdk::Remark> remarks;
  int emits = 0;
  sdk::StyleGuideView guide;            // none while its json is empty
  std::vector<std::string> dictionary;  // the team dictionary's forms (sorted, lower case)

 private:
  sdk::Document document_;
  sdk::CheckOptions options_;
  std::string no_rules_ = "[]";
};

}  // namespace proofreader::testing
