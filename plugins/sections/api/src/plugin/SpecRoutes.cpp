#include "SpecRoutes.hpp"

#include <Poco/JSON/Object.h>

#include <proofreader/kit/multipart.hpp>
#include <proofreader/kit/numbers.hpp>
#include <proofreader/sdk/host_services.hpp>

#include <charconv>
#include <sstream>

#include "Changelog.hpp"
#include "Exporter.hpp"
#include "JsonOut.hpp"
#include "SpecDiff.hpp"
#include "TranslationRoutes.hpp"

namespace proofreader::api {
namespace {

using Poco::JSON::Object;
using sdk::ApiError;
using sdk::RequestContext;

std::string format_of(const std::string& text) {
  std::size_t first = text.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
  return first != std::string::npos && (text[first] == '{' || text[first] == '[') ? "json" : "yaml";
}

// The segments as blocks of a document: each block's location carries the
// segment's JSON pointer, so every remark of the report points into the spec.
sdk::Document segments_document(const LoadedVersion& loaded) {
  sdk::Document document;
  document.source.kind = "file";
  document.source.name = loaded.row.file_name;
  document.source.format = "text";
  int index = 0;
  for (const auto& s : loaded.segments) {
    sdk::Block block;
    block.index = index++;
    block.kind = s.kind == "info_title" ? "heading" : "paragraph";
    block.text = s.text;
    block.location.heading_path = {s.pointer};
    block.location.paragraph = block.index + 1;
    for (const auto& range : s.code)
      block.protected_spans.push_back({sdk::ProtectedSpan::Kind::code, code_points(s.text, range.begin),
                                       code_points(s.text, range.end) - code_points(s.text, range.begin)});
    document.blocks.push_back(std::move(block));
  }
  return document;
}

}  // namespace

void SpecRoutes::upload(RequestContext& ctx) {
  std::string bytes;
  const auto form = kit::read_multipart(ctx, bytes, specs_.limits().max_bytes);
  std::int64_t spec_id = 0;
  if (auto given = form.fields.find("spec_id"); given != form.fields.end() && !given->second.empty()) {
    spec_id = kit::whole_number_field(given->second, "spec_id");
    auto spec = store_.spec(spec_id);
    if (!spec) throw ApiError::not_found("No such spec", "Нет такой спецификации");
    host_.require(ctx.user(), spec->owner_id, sdk::Action::change);  // a new version
  }
  auto loaded = specs_.parse(std::move(bytes));
  VersionRow meta;
  meta.file_name = form.file_name.empty() ? "spec" : form.file_name;
  meta.format = format_of(loaded->text);
  meta.openapi_version = loaded->spec->openapi_version;
  meta.title = loaded->spec->title;
  meta.operation_count = static_cast<int>(loaded->spec->operations.size());
  meta.segment_count = static_cast<int>(loaded->segments.size());
  auto row = store_.add_version(spec_id, ctx.user(), meta, loaded->text);
  Object::Ptr body = new Object;
  body->set("id", row.spec_id);
  body->set("version", row.version);
  ctx.send_json(body, 201);
}

void SpecRoutes::get_spec(RequestContext& ctx) {
  auto spec = store_.spec(kit::id_param(ctx));
  if (!spec) throw ApiError::not_found("No such spec", "Нет такой спецификации");
  auto body = spec_json(*spec);
  Poco::JSON::Array::Ptr versions = new Poco::JSON::Array;
  for (const auto& v : store_.versions(spec->id)) versions->add(version_json(v));
  body->set("versions", versions);
  Poco::JSON::Array::Ptr documents = new Poco::JSON::Array;
  for (const auto& d : store_.documents(spec->id)) documents->add(document_json(d));
  body->set("documents", documents);
  ctx.send_json(body);
}

void SpecRoutes::segments(RequestContext& ctx) {
  auto loaded = specs_.load(kit::id_param(ctx), version_query(ctx));
  Object::Ptr body = new Object;
  body->set("version", loaded->row.version);
  Poco::JSON::Array::Ptr list = new Poco::JSON::Array;
  for (const auto& s : loaded->segments) list->add(segment_json(s));
  body->set("segments", list);
  Poco::JSON::Array::Ptr operations = new Poco::JSON::Array;
  for (const auto& op : loaded->spec->operations) {
    Object::Ptr o = new Object;
    o->set("operation", op.label());
    o->set("pointer", op.pointer);
    o->set("summary", std::string(op.node->str("summary")));
    operations->add(o);
  }
  body->set("operations", operations);
  ctx.send_json(body);
}

void SpecRoutes::check(RequestContext& ctx) {
  Object::Ptr request = new Object;
  if (!ctx.body().empty()) {
    auto json = ctx.json();
    if (json.type() != typeid(Object::Ptr))
      throw ApiError::bad_request("expected a JSON object", "Ожидался JSON-объект");
    request = json.extract<Object::Ptr>();
  }
  const std::int64_t spec_id = kit::id_param(ctx);
  int version = 0;
  if (request->has("version")) {
    try {
      version = request->getValue<int>("version");
    } catch (const Poco::Exception&) {
      throw ApiError::bad_request("version must be a number", "version — число");
    }
  }
  auto loaded = specs_.load(spec_id, version);
  sdk::CheckSubmission submission;
  submission.user = ctx.user();
  submission.document = segments_document(*loaded);
  host_.read_check_options(*request, submission.options);
  submission.options.locale = ctx.locale();
  submission.styleguide_id = request->optValue<std::string>("styleguide_id", "");
  Object origin;
  origin.set("section", "api");
  origin.set("spec_id", spec_id);
  origin.set("version", loaded->row.version);
  std::ostringstream origin_text;
  origin.stringify(origin_text);
  submission.origin_json = origin_text.str();
  Object::Ptr body = new Object;
  body->set("job_id", host_.submit_check(std::move(submission)));
  body->set("version", loaded->row.version);
  ctx.send_json(body, 202);
}

void SpecRoutes::consistency(RequestContext& ctx) {
  auto loaded = specs_.load(kit::id_param(ctx), version_query(ctx));
  ConsistencyInput input{loaded->spec.get(), &loaded->segments, specs_.morphology(), {}};
  if (auto guide = host_.styleguide("")) input.glossary = glossary_terms(guide->json);
  Object::Ptr body = new Object;
  body->set("version", loaded->row.version);
  body->set("findings", findings_json(consistency_findings(input)));
  ctx.send_json(body);
}

void SpecRoutes::diff(RequestContext& ctx) {
  const std::int64_t spec_id = kit::id_param(ctx);
  const std::string other = ctx.query("other", "");
  std::shared_ptr<const LoadedVersion> from, to;
  if (other.empty()) {
    auto versions = store_.versions(spec_id);
    if (versions.empty()) throw ApiError::not_found("No such spec", "Нет такой спецификации");
    int to_version = version_query(ctx, "to");
    if (to_version == 0) to_version = versions.back().version;
    int from_version = version_query(ctx, "from");
    if (from_version == 0) from_version = to_version > 1 ? to_version - 1 : to_version;
    from = specs_.load(spec_id, from_version);
    to = specs_.load(spec_id, to_version);
  } else {
    const std::int64_t other_id = kit::whole_number_field(other, "other");
    from = specs_.load(spec_id, version_query(ctx, "from"));
    to = specs_.load(other_id, version_query(ctx, "to"));
  }
  auto result = diff_specs(*from->spec, *to->spec);
  auto label = [](const LoadedVersion& v) {
    return (v.row.title.empty() ? "#" + std::to_string(v.row.spec_id) : v.row.title) + " v" +
           std::to_string(v.row.version);
  };
  if (ctx.query("format", "json") == "md") {
    std::string markdown = changelog_markdown(result, label(*from), label(*to));
    auto& response = ctx.response();
    response.setContentType("text/markdown; charset=utf-8");
    response.setContentLength(static_cast<std::streamsize>(markdown.size()));
    response.send() << markdown;
    return;
  }
  auto body = diff_json(result);
  auto side = [&](const LoadedVersion& v) {
    Object::Ptr o = new Object;
    o->set("spec_id", v.row.spec_id);
    o->set("version", v.row.version);
    o->set("title", v.row.title);
    return o;
  };
  body->set("from", side(*from));
  body->set("to", side(*to));
  ctx.send_json(body);
}

void SpecRoutes::export_version(RequestContext& ctx) {
  auto loaded = specs_.load(kit::id_param(ctx), version_query(ctx));
  const std::string format = ctx.query("format", loaded->row.format);
  if (format != "yaml" && format != "json")
    throw ApiError::bad_request("format is yaml or json", "format — yaml или json");
  const std::string target = ctx.query("translation", "");
  std::unordered_map<std::string, std::string> replacements;
  if (!target.empty()) replacements = translated_texts(store_, *loaded, target);
  std::string text =
      export_spec(loaded->text, format == "json" ? ExportFormat::json : ExportFormat::yaml, replacements);
  auto& response = ctx.response();
  response.setContentType(format == "json" ? "application/json; charset=utf-8"
                                           : "application/yaml; charset=utf-8");
  std::string name = "spec-" + std::to_string(loaded->row.spec_id) + "-v" +
                     std::to_string(loaded->row.version) + (target.empty() ? "" : "." + target) + "." +
                     format;
  response.set("Content-Disposition", "attachment; filename=\"" + name + "\"");
  response.setContentLength(static_cast<std::streamsize>(text.size()));
  response.send() << text;
}

void SpecRoutes::register_routes(sdk::RouteRegistrar& routes) {
  using sdk::Access;
  routes.add({"POST", "/api/api-specs", Access::user,
              "Uploads an OpenAPI/Swagger spec (multipart `file`, optional `spec_id` for a new version)",
              [this](RequestContext& ctx) { upload(ctx); }});
  routes.add({"GET", "/api/api-specs", Access::user, "Lists the specs", [this](RequestContext& ctx) {
                Poco::JSON::Array::Ptr list = new Poco::JSON::Array;
                for (const auto& s : store_.specs()) list->add(spec_json(s));
                Object::Ptr body = new Object;
                body->set("specs", list);
                ctx.send_json(body);
              }});
  routes.add({"GET", "/api/api-specs/{id}", Access::user, "A spec with its versions",
              [this](RequestContext& ctx) { get_spec(ctx); }});
  routes.add({"DELETE", "/api/api-specs/{id}", Access::user,
              "Deletes a spec (its uploader or an administrator)", [this](RequestContext& ctx) {
                auto spec = store_.spec(kit::id_param(ctx));
                if (!spec) throw ApiError::not_found("No such spec", "Нет такой спецификации");
                host_.require(ctx.user(), spec->owner_id, sdk::Action::remove);
                store_.delete_spec(spec->id);
                specs_.forget(spec->id);
                ctx.send_json(Object::Ptr(new Object), 200);
              }});
  routes.add({"GET", "/api/api-specs/{id}/segments", Access::user,
              "The human text of a version, with JSON pointers",
              [this](RequestContext& ctx) { segments(ctx); }});
  routes.add({"POST", "/api/api-specs/{id}/check", Access::user, "Proofreads a version's segments as a job",
              [this](RequestContext& ctx) { check(ctx); }});
  routes.add({"GET", "/api/api-specs/{id}/consistency", Access::user, "Consistency findings of a version",
              [this](RequestContext& ctx) { consistency(ctx); }});
  routes.add({"GET", "/api/api-specs/{id}/diff", Access::user,
              "Changes between two versions (from, to) or two specs (other); format=md for a changelog",
              [this](RequestContext& ctx) { diff(ctx); }});
  routes.add({"GET", "/api/api-specs/{id}/export", Access::user,
              "A version as YAML or JSON, optionally with a translation applied",
              [this](RequestContext& ctx) { export_version(ctx); }});
}

}  // namespace proofreader::api
