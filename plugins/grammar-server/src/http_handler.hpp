// The HTTP endpoints of the grammar server: LanguageTool's /v2 API and /health.
//
// One GrammarHandlerFactory is created at start-up and given to Poco's
// HTTPServer, which calls it from its connection threads; the handlers share
// the immutable Checker and ServerSettings, which outlive the server.
#pragma once

#include <Poco/Net/HTTPRequestHandlerFactory.h>

#include "checker.hpp"
#include "server_settings.hpp"

namespace proofreader::grammar {

class GrammarHandlerFactory : public Poco::Net::HTTPRequestHandlerFactory {
 public:
  GrammarHandlerFactory(const Checker& checker, const ServerSettings& settings)
      : checker_(checker), settings_(settings) {}
  Poco::Net::HTTPRequestHandler* createRequestHandler(const Poco::Net::HTTPServerRequest& request) override;

 private:
  const Checker& checker_;
  const ServerSettings& settings_;
};

}  // namespace proofreader::grammar
