// Translation of a version's segments with the configured language model, as
// a job (POST /api/api-specs/{id}/translations), through the translation
// memory: a source text already translated into the target language (by the
// model or by hand) is never sent again. GET lists a version's segments with
// their translations; PUT stores a hand edit.
#pragma once

#include <proofreader/sdk/routes.hpp>

#include <string>
#include <unordered_map>

#include "SectionContext.hpp"

namespace proofreader::api {

void register_translation_routes(sdk::RouteRegistrar& routes, SectionContext& context);

// Pointer → translated text for the version's segments the memory holds in `target`.
std::unordered_map<std::string, std::string> translated_texts(SectionContext& context,
                                                              const LoadedVersion& loaded,
                                                              const std::string& target);

}  // namespace proofreader::api
