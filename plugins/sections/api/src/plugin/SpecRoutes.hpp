// Routes under /api/api-specs: upload, list, get, delete, segments, check,
// consistency, diff and export. Translation routes are in TranslationRoutes.
#pragma once

#include <proofreader/sdk/routes.hpp>

#include "SectionContext.hpp"

namespace proofreader::api {

void register_spec_routes(sdk::RouteRegistrar& routes, SectionContext& context);

}  // namespace proofreader::api
