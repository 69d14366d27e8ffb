#include "service/OpenApi.hpp"

#include <Poco/JSON/Array.h>
#include <Poco/String.h>

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

std::string html_escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '&':
        out += "&amp;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

Poco::JSON::Object::Ptr response(const std::string& description) {
  Poco::JSON::Object::Ptr r = new Poco::JSON::Object;
  r->set("description", description);
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
    Poco::JSON::Object::Ptr responses = new Poco::JSON::Object;
    responses->set("200", response("Success"));
    responses->set("400", response("Bad request (error body)"));
    if (route.access != sdk::Access::open) responses->set("401", response("No valid session"));
    if (route.access == sdk::Access::admin) responses->set("403", response("Administrator role required"));
    op->set("responses", responses);
    item->set(Poco::toLower(route.method), op);
    paths->set(route.path, item);
  }
  doc->set("paths", paths);
  return doc;
}

std::string routes_html(const Router& router, const std::string& title) {
  std::string html =
      "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + html_escape(title) +
      "</title><style>body{font:14px sans-serif;margin:2em}td,th{padding:4px 8px;border-bottom:1px solid "
      "#ddd;"
      "text-align:left}code{font-size:13px}</style></head><body><h1>" +
      html_escape(title) +
      "</h1><p>Generated from the route table. The machine-readable schema is at "
      "<a href=\"/api/openapi.json\">/api/openapi.json</a>.</p><table><tr><th>Method</th><th>Path</th>"
      "<th>Access</th><th>Summary</th></tr>";
  for (const auto& entry : router.routes())
    html += "<tr><td>" + entry.route.method + "</td><td><code>" + html_escape(entry.route.path) +
            "</code></td><td>" + access_name(entry.route.access) + "</td><td>" +
            html_escape(entry.route.summary) + "</td></tr>";
  html += "</table></body></html>";
  return html;
}

}  // namespace proofreader::host
