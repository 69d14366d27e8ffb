// Dispatcher: the Poco request handler factory of the backend.
//
// It never returns null (Poco would answer 501): every request gets a handler
// that matches the route, checks the body limit, the session, the caller's
// role and — for state-changing methods — the Origin, then runs the route's
// handler and turns any exception into the JSON error shape. Unknown paths
// get a JSON 404, a known path with another method a JSON 405.
#pragma once

#include <Poco/Net/HTTPRequest.h>
#include <Poco/Net/HTTPRequestHandlerFactory.h>
#include <Poco/Net/HTTPServerRequest.h>

#include <string>
#include <vector>

#include "http/HttpServices.hpp"

namespace proofreader::host {

class Dispatcher : public Poco::Net::HTTPRequestHandlerFactory {
 public:
  explicit Dispatcher(HttpServices services) : services_(services) {}
  Poco::Net::HTTPRequestHandler* createRequestHandler(const Poco::Net::HTTPServerRequest& request) override;

 private:
  HttpServices services_;
};

// Whether a state-changing request comes from the service's own origin: its
// Origin (or, without one, its Referer) names the request's Host, or one of
// `extra_origins`. A request with neither header (not a browser) passes.
bool origin_allowed(const Poco::Net::HTTPRequest& request, const std::vector<std::string>& extra_origins);

// The client's address: the peer's, or behind our nginx its X-Real-IP.
std::string client_address(const Poco::Net::HTTPServerRequest& request);

}  // namespace proofreader::host
