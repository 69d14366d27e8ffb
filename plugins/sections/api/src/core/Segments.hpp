// Segments: every piece of human text in a spec, with the JSON pointer of the
// scalar that holds it and what kind of text it is.
//
// Kinds: info_title, info_description, tag_description, server_description,
// path_summary, path_description, operation_summary, operation_description,
// parameter_description, request_body_description, response_description,
// header_description, schema_title, schema_description, property_description,
// example_summary, example_description, description (any other one, e.g.
// externalDocs or a security scheme).
// Pure functions over an immutable Spec; safe from any thread.
#pragma once

#include <string>
#include <vector>

#include "MarkdownCode.hpp"
#include "Spec.hpp"

namespace proofreader::api {

struct Segment {
  std::string pointer;
  std::string kind;
  std::string text;
  std::string operation;        // "GET /users/{id}" for text inside an operation, else ""
  std::vector<CodeRange> code;  // Markdown code, in bytes of `text`
};

std::vector<Segment> spec_segments(const Spec& spec);

}  // namespace proofreader::api
