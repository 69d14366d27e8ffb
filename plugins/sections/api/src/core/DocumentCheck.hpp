// Consistency between a writer's document about an API (DOCX, Markdown or
// HTML, as the host extracted it) and the spec it describes:
//   - endpoints ("GET /users/{id}") the document names that the spec lacks;
//   - parameter and field names in the document's inline code that the spec
//     has nowhere (parameters, properties, headers, schema names);
//   - operations of the spec the document never names;
//   - an operation's summary that disagrees with the heading of the section
//     that documents it.
// Pure function; safe from any thread.
#pragma once

#include <proofreader/sdk/types.hpp>

#include <string>
#include <vector>

#include "Spec.hpp"

namespace proofreader::api {

struct DocumentFinding {
  std::string
      rule;  // "unknown-endpoint", "unknown-name", "operation-not-mentioned", "summary-heading-mismatch"
  std::string severity;   // "error", "warning", "suggestion"
  std::string message;    // Russian
  int block = -1;         // the document block, -1 when about the spec only
  std::string operation;  // "GET /users/{id}" when about one operation
  std::string pointer;    // the spec's pointer when about a spec node
};

std::vector<DocumentFinding> check_document_against_spec(const sdk::Document& document, const Spec& spec);

}  // namespace proofreader::api
