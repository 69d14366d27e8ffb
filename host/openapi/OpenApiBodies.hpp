// The request and response bodies of the API's routes for the OpenAPI
// document: components/schemas (the shapes host/jobs, host/history and
// host/guides answer with) and, per route, which schema its request and its
// 200 answer have. Routes without an entry are documented by path only.
// Pure data, read by openapi_document(); no state.
#pragma once

#include <Poco/JSON/Object.h>

#include <string>

namespace proofreader::host {

// components.schemas of the document (a new object each call).
Poco::JSON::Object::Ptr openapi_schemas();

struct RouteBodies {
  const char* request_type = nullptr;     // "application/json" or "multipart/form-data"
  const char* request_schema = nullptr;   // a components.schemas name
  const char* response_schema = nullptr;  // the 200 answer's, a components.schemas name
  int success_status = 200;
};

// The bodies of "METHOD /path" (path as the route table has it), or all null.
RouteBodies route_bodies(const std::string& method, const std::string& path);

}  // namespace proofreader::host
