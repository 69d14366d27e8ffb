// The OpenAPI 3 document, generated from the route table so it cannot drift
// from the code (bodies from OpenApiBodies), and the pages of the interactive
// reference that read it.
#pragma once

#include <Poco/JSON/Object.h>

#include <string>

#include "http/Router.hpp"

namespace proofreader::host {

Poco::JSON::Object::Ptr openapi_document(const Router& router, const std::string& version);

enum class DocsViewer { swagger_ui, redoc };

// The page of /api/docs (Swagger UI) or /api/redoc (ReDoc): it loads the
// viewer's script from this origin, which reads /api/openapi.json.
std::string docs_html(DocsViewer viewer);

}  // namespace proofreader::host
