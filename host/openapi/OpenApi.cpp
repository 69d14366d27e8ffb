#include "openapi/OpenApi.hpp"

#include <Poco/JSON/Array.h>
#include <Poco/String.h>

#include "openapi/OpenApiBodies.hpp"

namespace proofreader::host {

namespace {

const char* access_name(sdk::Access a) {
  switch (a) {
    case sdk::Access::open:
      return "open";
    case sdk::Access::user:
      return "user";
    case sdk::Access::admin:
      return "admin";
  }
  return "user";
}

// {"<type>": {"schema": {"$ref": "#/components/schemas/<name>"}}}
Poco::JSON::Object::Ptr content(const std::string& type, const std::string& schema) {
  Poco::JSON::Object::Ptr ref = new Poco::JSON::Object;
  ref->set("$ref", "#/components/schemas/" + schema);
  Poco::JSON::Object::Ptr media = new Poco::JSON::Object;
  media->set("schema", ref);
  Poco::JSON::Object::Ptr c = new Poco::JSON::Object;
  c->set(type, media);
  return c;
}

Poco::JSON::Object::Ptr response(const std::string& description, const char* schema = nullptr) {
  Poco::JSON::Object::Ptr r = new Poco::JSON::Object;
  r->set("description", description);
  if (schema) r->set("content", content("application/json", schema));
  return r;
}

}  // namespace

Poco::JSON::Object::Ptr openapi_document(const Router& router, const std::string& version) {
  Poco::JSON::Object::Ptr doc = new Poco::JSON::Object;
  doc->set("openapi", "3.0.3");
  Poco::JSON::Object::Ptr info = new Poco::JSON::Object;
  info->set("title", "Proofreader API");
  info->set("version", version);
  doc->set("info", info);

  Poco::JSON::Object::Ptr cookie = new Poco::JSON::Object;
  cookie->set("type", "apiKey");
  cookie->set("in", "cookie");
  cookie->set("name", "proofreader_session");
  Poco::JSON::Object::Ptr schemes = new Poco::JSON::Object;
  schemes->set("session", cookie);
  Poco::JSON::Object::Ptr components = new Poco::JSON::Object;
  components->set("securitySchemes", schemes);
  components->set("schemas", openapi_schemas());
  doc->set("components", components);

  Poco::JSON::Object::Ptr paths = new Poco::JSON::Object;
  for (const auto& entry : router.routes()) {
    const auto& route = entry.route;
    Poco::JSON::Object::Ptr item = paths->has(route.path) ? paths->getObject(route.path)
                                                          : Poco::JSON::Object::Ptr(new Poco::JSON::Object);
    Poco::JSON::Object::Ptr op = new Poco::JSON::Object;
    op->set("summary", route.summary);
    op->set("x-access", access_name(route.access));
    op->set("x-owner", entry.owner);
    Poco::JSON::Array::Ptr params = new Poco::JSON::Array;
    for (const auto& segment : entry.segments) {
      if (segment.size() < 3 || segment.front() != '{') continue;
      Poco::JSON::Object::Ptr p = new Poco::JSON::Object;
      p->set("name", segment.substr(1, segment.size() - 2));
      p->set("in", "path");
      p->set("required", true);
      Poco::JSON::Object::Ptr schema = new Poco::JSON::Object;
      schema->set("type", "string");
      p->set("schema", schema);
      params->add(p);
    }
    if (params->size() > 0) op->set("parameters", params);
    Poco::JSON::Array::Ptr security = new Poco::JSON::Array;
    if (route.access != sdk::Access::open) {
      Poco::JSON::Object::Ptr requirement = new Poco::JSON::Object;
      requirement->set("session", Poco::JSON::Array::Ptr(new Poco::JSON::Array));
      security->add(requirement);
    }
    op->set("security", security);
    const auto bodies = route_bodies(route.method, route.path);
    if (bodies.request_schema) {
      Poco::JSON::Object::Ptr request = new Poco::JSON::Object;
      request->set("required", true);
      request->set("content", content(bodies.request_type, bodies.request_schema));
      op->set("requestBody", request);
    }
    Poco::JSON::Object::Ptr responses = new Poco::JSON::Object;
    responses->set(std::to_string(bodies.success_status), response("Success", bodies.response_schema));
    responses->set("400", response("Bad request", "Error"));
    if (route.access != sdk::Access::open) responses->set("401", response("No valid session", "Error"));
    if (route.access == sdk::Access::admin)
      responses->set("403", response("Administrator role required", "Error"));
    op->set("responses", responses);
    item->set(Poco::toLower(route.method), op);
    paths->set(route.path, item);
  }
  doc->set("paths", paths);
  return doc;
}

std::string docs_html(DocsViewer viewer) {
  // The viewers' scripts are files of the front end's build (frontend/docs),
  // served by nginx from this origin; the page has no inline script.
  const std::string head =
      "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" "
      "content=\"width=device-width, initial-scale=1\"><title>Proofreader API</title>";
  if (viewer == DocsViewer::swagger_ui)
    return head +
           "<link rel=\"stylesheet\" href=\"/docs/swagger-ui.css\"></head><body><div "
           "id=\"swagger-ui\"></div>"
           "<script src=\"/docs/swagger-ui-bundle.js\"></script>"
           "<script src=\"/docs/swagger-init.js\"></script></body></html>";
  return head +
         "</head><body><redoc spec-url=\"/api/openapi.json\"></redoc>"
         "<script src=\"/docs/redoc.standalone.js\"></script></body></html>";
}

}  // namespace proofreader::host
