#include "openapi/OpenApiBodies.hpp"

#include <Poco/JSON/Parser.h>

#include <map>

namespace proofreader::host {

namespace {

// OpenAPI 3.0 schemas, as the routes answer today (host/pipeline/RemarkJson.cpp,
// Report.cpp, JobManager.cpp's JobSnapshot, host/history/HistoryStore.cpp,
// host/guides/GuideStore.cpp). frontend/src/types.ts is checked against them
// by the browser tests.
constexpr const char* kSchemas = R"json({
  "Error": {"type": "object", "required": ["error"], "properties": {"error": {"type": "object",
    "required": ["status", "code", "message"], "properties": {"status": {"type": "integer"},
    "code": {"type": "string"}, "message": {"type": "string"}}}}},
  "Source": {"type": "object", "properties": {"kind": {"type": "string", "enum": ["file", "text", "url"]},
    "name": {"type": "string"}, "url": {"type": "string"}, "format": {"type": "string"}}},
  "Remark": {"type": "object", "required": ["id", "engine", "category", "rule_id", "severity", "message", "block",
    "offset", "length", "fragment", "suggestions", "explanation"], "properties": {
    "id": {"type": "string"}, "engine": {"type": "string"},
    "category": {"type": "string", "description": "spelling, grammar, punctuation, typography, agreement, passive_voice, polite_vy, sentence_length, style, custom, consistency or llm"},
    "rule_id": {"type": "string"}, "severity": {"type": "string", "enum": ["error", "warning", "suggestion"]},
    "message": {"type": "string"}, "block": {"type": "integer"},
    "offset": {"type": "integer", "description": "code points from the start of the block's text"},
    "length": {"type": "integer", "description": "code points"}, "fragment": {"type": "string"},
    "suggestions": {"type": "array", "items": {"type": "string"}, "description": "each replaces the fragment"},
    "explanation": {"type": "string"},
    "merged_from": {"type": "array", "description": "other engines' remarks about the same problem, merged into this card",
      "items": {"type": "object", "properties": {"engine": {"type": "string"}, "rule_id": {"type": "string"}}}}}},
  "Block": {"type": "object", "required": ["index", "kind", "text"], "properties": {
    "index": {"type": "integer"}, "kind": {"type": "string"}, "text": {"type": "string"},
    "location": {"type": "object", "properties": {"heading_path": {"type": "array", "items": {"type": "string"}},
      "paragraph": {"type": "integer", "description": "the cells of one table share it"},
      "table_row": {"type": "integer"}, "table_column": {"type": "integer"}}},
    "level": {"type": "integer", "description": "a heading's level (1 = top) or a list item's depth (1 = outermost); 0 otherwise"},
    "ordered": {"type": "boolean", "description": "a list item of a numbered list"},
    "styles": {"type": "array", "description": "bold, italic and inline code over parts of the text, by start",
      "items": {"type": "object", "required": ["kind", "offset", "length"], "properties": {
        "kind": {"type": "string", "enum": ["bold", "italic", "code"]},
        "offset": {"type": "integer", "description": "code points from the start of the block's text"},
        "length": {"type": "integer", "description": "code points"}}}}}},
  "Counts": {"type": "object", "additionalProperties": {"type": "integer"}},
  "EngineRun": {"type": "object", "required": ["name", "status"], "properties": {"name": {"type": "string"},
    "version": {"type": "string"}, "status": {"type": "string"}, "duration_ms": {"type": "integer"},
    "error": {"type": "string", "nullable": true}}},
  "Report": {"type": "object", "required": ["job_id", "source", "blocks", "remarks", "summary", "engines"],
    "properties": {"job_id": {"type": "string", "nullable": true},
    "history_id": {"type": "integer", "nullable": true}, "source": {"$ref": "#/components/schemas/Source"},
    "blocks": {"type": "array", "items": {"$ref": "#/components/schemas/Block"}},
    "remarks": {"type": "array", "items": {"$ref": "#/components/schemas/Remark"}},
    "summary": {"type": "object", "properties": {"total": {"type": "integer"},
      "by_category": {"$ref": "#/components/schemas/Counts"}, "by_engine": {"$ref": "#/components/schemas/Counts"},
      "by_severity": {"$ref": "#/components/schemas/Counts"}}},
    "engines": {"type": "array", "items": {"$ref": "#/components/schemas/EngineRun"}},
    "styleguide": {"type": "object", "nullable": true, "properties": {"id": {"type": "string"}, "name": {"type": "string"}}},
    "pipeline_version": {"type": "string"}}},
  "DirectCheckResult": {"type": "object", "required": ["remarks", "blocks"], "properties": {
    "remarks": {"type": "array", "items": {"$ref": "#/components/schemas/Remark"}},
    "blocks": {"type": "array", "items": {"$ref": "#/components/schemas/Block"}},
    "engines": {"type": "array", "items": {"$ref": "#/components/schemas/EngineRun"}}}},
  "CheckText": {"type": "object", "required": ["text"], "properties": {"text": {"type": "string"},
    "styleguide_id": {"type": "string"}, "check_language": {"type": "boolean"},
    "check_styleguide": {"type": "boolean"}, "check_consistency": {"type": "boolean"},
    "check_model": {"type": "boolean"}}},
  "CheckUpload": {"type": "object", "description": "exactly one of file, text, url", "properties": {
    "file": {"type": "string", "format": "binary"}, "text": {"type": "string"}, "url": {"type": "string"},
    "styleguide_id": {"type": "string"}, "check_language": {"type": "boolean"},
    "check_styleguide": {"type": "boolean"}, "check_consistency": {"type": "boolean"},
    "check_model": {"type": "boolean"}}},
  "FileUpload": {"type": "object", "required": ["file"], "properties": {"file": {"type": "string", "format": "binary"}}},
  "JobCreated": {"type": "object", "required": ["job_id"], "properties": {"job_id": {"type": "string"}}},
  "Job": {"type": "object", "required": ["job_id", "kind", "status", "stage", "progress", "created_at"], "properties": {
    "job_id": {"type": "string"}, "kind": {"type": "string"},
    "status": {"type": "string", "enum": ["queued", "running", "done", "error", "cancelled"]},
    "stage": {"type": "string"}, "progress": {"type": "number"}, "error": {"type": "string", "nullable": true},
    "created_at": {"type": "string"}, "started_at": {"type": "string", "nullable": true},
    "finished_at": {"type": "string", "nullable": true}, "source": {"$ref": "#/components/schemas/Source"}}},
  "JobList": {"type": "object", "required": ["items"], "properties": {"items": {"type": "array",
    "items": {"$ref": "#/components/schemas/Job"}}}},
  "JobCancelled": {"type": "object", "properties": {"job_id": {"type": "string"}, "cancelled": {"type": "boolean"}}},
  "HistoryItem": {"type": "object", "required": ["id", "created_at", "user", "source", "total", "by_category"],
    "properties": {"id": {"type": "integer"}, "created_at": {"type": "string"}, "user": {"type": "string"},
    "source": {"$ref": "#/components/schemas/Source"},
    "styleguide": {"type": "object", "properties": {"id": {"type": "string"}, "name": {"type": "string"}}},
    "total": {"type": "integer"}, "words": {"type": "integer"},
    "by_category": {"$ref": "#/components/schemas/Counts"}, "job_id": {"type": "string", "nullable": true}}},
  "HistoryPage": {"type": "object", "required": ["items", "total"], "properties": {
    "items": {"type": "array", "items": {"$ref": "#/components/schemas/HistoryItem"}},
    "total": {"type": "integer"}, "page": {"type": "integer"}, "per_page": {"type": "integer"}}},
  "GuideRule": {"type": "object", "required": ["id", "kind", "message"], "properties": {
    "id": {"type": "string"}, "kind": {"type": "string"}, "message": {"type": "string"},
    "explanation": {"type": "string"}, "good": {"type": "array", "items": {"type": "string"}},
    "bad": {"type": "array", "items": {"type": "string"}},
    "severity": {"type": "string", "enum": ["error", "warning", "suggestion"]}, "category": {"type": "string"},
    "enabled": {"type": "boolean"}}, "additionalProperties": true},
  "GuideSummary": {"type": "object", "required": ["id", "name", "version", "is_default", "active", "rule_count"],
    "properties": {"id": {"type": "string"}, "name": {"type": "string"}, "description": {"type": "string"},
    "version": {"oneOf": [{"type": "string"}, {"type": "integer"}]}, "is_default": {"type": "boolean"},
    "active": {"type": "boolean"}, "rule_count": {"type": "integer"}, "source": {"type": "string"},
    "created_at": {"type": "string"}, "updated_at": {"type": "string"},
    "parameters": {"type": "object", "additionalProperties": true}}},
  "Guide": {"allOf": [{"$ref": "#/components/schemas/GuideSummary"}, {"type": "object", "required": ["rules"],
    "properties": {"rules": {"type": "array", "items": {"$ref": "#/components/schemas/GuideRule"}}}}]},
  "GuideInput": {"type": "object", "required": ["name", "rules"], "properties": {"name": {"type": "string"},
    "description": {"type": "string"}, "version": {"oneOf": [{"type": "string"}, {"type": "integer"}]},
    "parameters": {"type": "object", "additionalProperties": true},
    "rules": {"type": "array", "items": {"$ref": "#/components/schemas/GuideRule"}}}},
  "GuideList": {"type": "object", "required": ["items"], "properties": {"items": {"type": "array",
    "items": {"$ref": "#/components/schemas/GuideSummary"}}}},
  "Extraction": {"type": "object", "required": ["stage", "progress"], "properties": {
    "stage": {"type": "string", "enum": ["queued", "parsing", "extracting", "validating", "done", "error"]},
    "progress": {"type": "number"}, "guide_id": {"type": "string", "nullable": true},
    "warnings": {"type": "array", "items": {"type": "object", "properties": {"statement": {"type": "string"},
      "reason": {"type": "string"}, "glossary": {"type": "boolean"}}}},
    "error": {"type": "string", "nullable": true}}}
})json";

const std::map<std::string, RouteBodies>& bodies() {
  static const std::map<std::string, RouteBodies> table{
      {"POST /api/jobs", {"multipart/form-data", "CheckUpload", "JobCreated", 202}},
      {"GET /api/jobs", {nullptr, nullptr, "JobList"}},
      {"GET /api/jobs/{id}", {nullptr, nullptr, "Job"}},
      {"DELETE /api/jobs/{id}", {nullptr, nullptr, "JobCancelled"}},
      {"GET /api/jobs/{id}/report", {nullptr, nullptr, "Report"}},
      {"POST /api/check", {"multipart/form-data", "CheckUpload", "DirectCheckResult"}},
      {"POST /api/check-text", {"application/json", "CheckText", "DirectCheckResult"}},
      {"GET /api/checks/history", {nullptr, nullptr, "HistoryPage"}},
      {"GET /api/checks/history/{id}", {nullptr, nullptr, "Report"}},
      {"GET /api/styleguides", {nullptr, nullptr, "GuideList"}},
      {"GET /api/styleguides/current", {nullptr, nullptr, "Guide"}},
      {"GET /api/styleguides/{id}", {nullptr, nullptr, "Guide"}},
      {"PUT /api/styleguides/{id}", {"application/json", "GuideInput", "Guide"}},
      {"POST /api/styleguides/extract", {"multipart/form-data", "FileUpload", "JobCreated", 202}},
      {"GET /api/styleguides/extract/{job_id}", {nullptr, nullptr, "Extraction"}},
  };
  return table;
}

}  // namespace

Poco::JSON::Object::Ptr openapi_schemas() {
  return Poco::JSON::Parser().parse(kSchemas).extract<Poco::JSON::Object::Ptr>();
}

RouteBodies route_bodies(const std::string& method, const std::string& path) {
  const auto it = bodies().find(method + " " + path);
  return it == bodies().end() ? RouteBodies{} : it->second;
}

}  // namespace proofreader::host
