// Routes under /api/api-spec-documents: a writer's document about an API
// (DOCX, Markdown or HTML) uploaded and linked to a spec, and its consistency
// with that spec (DocumentCheck), recomputed on every GET from the stored file.
#pragma once

#include <proofreader/sdk/routes.hpp>

#include "SectionContext.hpp"

namespace proofreader::api {

void register_document_routes(sdk::RouteRegistrar& routes, SectionContext& context);

}  // namespace proofreader::api
