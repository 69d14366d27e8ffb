// A local HTTP server for the fetch tests (Poco HTTPServer on 127.0.0.1, an
// ephemeral port). Routes:
//   /ok                 200 "привет"
//   /big?n=N            200 with N bytes
//   /slow?ms=N          sleeps N ms, then 200
//   /redirect?to=URL    302 to URL (?code=303 for another status)
//   /chain?n=N          N redirects to itself, then 200 "end"
//   /echo               200 "<method> <body> auth=<Authorization header>"
//   /host               200 with the request's Host header
// Started by the constructor, stopped by the destructor.
#pragma once

#include <string>

#include "../../support/LocalHttpServer.hpp"

namespace proofreader::test {

class TestServer {
 public:
  TestServer();

  int port() const { return server_.port(); }
  // "http://127.0.0.1:<port><path>"
  std::string url(const std::string& path) const;

 private:
  LocalHttpServer server_;
};

}  // namespace proofreader::test
