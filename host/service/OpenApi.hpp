// The OpenAPI 3 document and the HTML reference pages, generated from the
// route table so they cannot drift from the code.
#pragma once

#include <Poco/JSON/Object.h>

#include <string>

#include "http/Router.hpp"

namespace proofreader::host {

Poco::JSON::Object::Ptr openapi_document(const Router& router, const std::string& version);

// A static HTML reference of the routes (no scripts), for /api/docs and /api/redoc.
std::string routes_html(const Router& router, const std::string& title);

}  // namespace proofreader::host
