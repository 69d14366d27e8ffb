// The difference between two specs (two versions of one, or two specs):
// operations, parameters, request bodies, responses, schemas, enums and status
// codes added, removed or changed, each classed as oasdiff classes it, and the
// human text that changed.
//
// Levels follow oasdiff's: "breaking" (its ERR: a client that worked stops
// working: a removed operation or success status, a new required parameter or
// property, a changed type, a removed request enum value, a tightened limit),
// "warning" (its WARN: may break some clients: a removed optional parameter, a
// new response enum value, a removed error status) and "info" (additions and
// relaxations). Messages are Russian, for the writer; rule ids are oasdiff's
// names where it has one.
// Pure function over two immutable Specs; safe from any thread.
#pragma once

#include <string>
#include <vector>

#include "Spec.hpp"

namespace proofreader::api {

struct Change {
  std::string rule;       // "api-removed", "new-required-request-parameter", …
  std::string level;      // "breaking", "warning", "info"
  std::string operation;  // "GET /pets", empty for the spec as a whole
  std::string where;      // "query parameter limit", "request body application/json", "response 200 …"
  std::string path;       // inside a schema: "/items/name"; else empty
  std::string message;    // Russian
  std::string old_value;  // e.g. the old type; empty when not applicable
  std::string new_value;
};

struct TextChange {
  std::string change;  // "added", "removed", "changed"
  std::string pointer;
  std::string kind;
  std::string operation;
  std::string old_text;
  std::string new_text;
};

struct SpecDiff {
  std::vector<Change> changes;  // operations in the new spec's order, removed ones after
  std::vector<TextChange> text_changes;
  int count(std::string_view level) const;
};

SpecDiff diff_specs(const Spec& from, const Spec& to);

}  // namespace proofreader::api
