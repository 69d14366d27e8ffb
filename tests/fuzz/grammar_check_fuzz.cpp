// Fuzz target of the grammar server's /v2/check (plugins/grammar-server): the
// input's first line is the Content-Type, the rest a POST body, handled by the
// server's own request handler (form parsing, `text` or `data` annotation
// JSON, language and rule selection, the check, the answer). Bad input must
// be a 4xx as LanguageTool answers it; a 500 is a finding.
#include <Poco/Net/HTTPRequestHandler.h>

#include <memory>

#include "FakeExchange.hpp"
#include "checker.hpp"
#include "fuzz_input.hpp"
#include "http_handler.hpp"
#include "morphology_loader.hpp"
#include "rules/rule_set.hpp"
#include "server_settings.hpp"
#include "speller.hpp"

using namespace proofreader;

namespace {

// The server's checker and handler factory, built once (the dictionaries take
// a moment) and shared by every input.
struct Server {
  Server() {
    settings.max_text_length = 20000;  // keeps one input's check short
    settings.time_limit_ms = 2000;
    auto morphology = grammar::load_morphology(PROOFREADER_MORPHOLOGY_DICT);
    auto speller = std::make_shared<const grammar::Speller>(
        settings.hunspell_dict, settings.english_hunspell_dict, morphology, std::vector<std::string>{});
    checker = std::make_unique<grammar::Checker>(grammar::build_rule_set(speller), morphology);
    factory = std::make_unique<grammar::GrammarHandlerFactory>(*checker, settings);
  }
  grammar::ServerSettings settings;
  std::unique_ptr<grammar::Checker> checker;
  std::unique_ptr<grammar::GrammarHandlerFactory> factory;
};

Server& server() {
  static Server s;
  return s;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  server();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  auto [content_type, body] = fuzz::split_head(data, size);
  if (content_type.empty()) content_type = "application/x-www-form-urlencoded";
  fuzz::FakeServerRequest request("POST", "/v2/check", content_type, std::move(body));
  std::unique_ptr<Poco::Net::HTTPRequestHandler> handler(server().factory->createRequestHandler(request));
  handler->handleRequest(request, request.fake_response());
  const int status = request.fake_response().getStatus();
  fuzz::require(status < 500, "status " + std::to_string(status) + ": " + request.fake_response().body());
  return 0;
}
