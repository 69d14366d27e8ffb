// Consistency findings over one spec: what a reviewer of an API reference
// checks by hand — operations without summary or description, duplicate
// operationIds, one parameter described differently in different operations,
// summaries not in one grammatical form (infinitive, imperative, indicative or
// nominal, judged with the Russian morphology), glossary terms written in a
// variant form, unused components, broken or cyclic $refs, tags without a
// description.
// Pure function; safe from any thread (Morphology is immutable and shared).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <proofreader/russian/morphology.hpp>

#include "Segments.hpp"

namespace proofreader::api {

struct Finding {
  std::string pointer;
  std::string rule;       // "operation-no-summary", "duplicate-operation-id", …
  std::string severity;   // "error", "warning", "suggestion"
  std::string message;    // Russian
  std::string operation;  // "GET /users" when the finding is about one operation
};

// A glossary term of the style guide: a rule of kind "term".
struct GlossaryTerm {
  std::string preferred;
  std::vector<std::string> variants;
};

// The enabled "term" rules of a style guide's JSON (GET /api/styleguides/{id}).
std::vector<GlossaryTerm> glossary_terms(const std::string& guide_json);

// The grammatical form of a summary: "infinitive" («Получить»), "imperative"
// («Получите», "Get"), "indicative" («Возвращает», "Gets"), "nominal»
// («Получение», "Retrieval of") or "" when it cannot be told.
std::string summary_form(const std::string& summary, const russian::Morphology* morphology);

struct ConsistencyInput {
  const Spec* spec = nullptr;
  const std::vector<Segment>* segments = nullptr;
  const russian::Morphology* morphology = nullptr;  // null: the summary-form rule is skipped
  std::vector<GlossaryTerm> glossary;
};

std::vector<Finding> consistency_findings(const ConsistencyInput& input);

}  // namespace proofreader::api
