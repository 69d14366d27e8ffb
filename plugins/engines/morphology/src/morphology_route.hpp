// GET /api/morphology?text=… (any logged-in user): what the engine sees of a
// text — tokens, sentences and every parse of every word — for people who
// write rules. The handler keeps the dictionary alive and is thread-safe.
#pragma once

#include <Poco/JSON/Object.h>

#include <memory>
#include <proofreader/russian/morphology.hpp>
#include <proofreader/sdk/routes.hpp>
#include <string>

namespace proofreader::morphology_engine {

// Longest text the endpoint analyses, in code points.
inline constexpr int kMaxMorphologyText = 10000;

// {"tokens": [{kind, text, offset, length, parses?}], "sentences": [{offset, length, text}]}
Poco::JSON::Object::Ptr describe_text(const std::string& text, const russian::Morphology& morphology);

sdk::Route morphology_route(std::shared_ptr<const russian::Morphology> morphology);

}  // namespace proofreader::morphology_engine
