#include "ScreenshotRoutes.hpp"

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Stringifier.h>

#include <proofreader/kit/multipart.hpp>
#include <proofreader/kit/numbers.hpp>
#include <sstream>

#include "ImageResponse.hpp"
#include "Images.hpp"

namespace proofreader::screenshots {

using sdk::Access;
using sdk::ApiError;
using sdk::RequestContext;
using Object = Poco::JSON::Object;

namespace {

constexpr const char* kPrefix = "/api/screenshot-templates";

Object::Ptr body_object(RequestContext& ctx) {
  const Poco::Dynamic::Var body = ctx.json();
  if (body.type() != typeid(Object::Ptr))
    throw ApiError::bad_request("expected a JSON object", "ожидался JSON-объект");
  return body.extract<Object::Ptr>();
}

std::string stringify(const Poco::Dynamic::Var& value) {
  std::ostringstream out;
  Poco::JSON::Stringifier::stringify(value, out);
  return out.str();
}

}  // namespace

ScreenshotRoutes::ScreenshotRoutes(sdk::HostServices& host, ScreenshotStore& store, CaptureFiles& files,
                                   CaptureJob& captures, const ScreenshotsSettings& settings)
    : host_(host), store_(store), files_(files), captures_(captures), settings_(settings) {}

void ScreenshotRoutes::register_routes(sdk::RouteRegistrar& routes) {
  const auto add = [&](const char* method, const std::string& path, const char* summary, auto handler) {
    routes.add({method, kPrefix + path, Access::user, summary,
                [this, handler](RequestContext& ctx) { handler(*this, ctx); }});
  };
  add("GET", "", "Screenshot templates, each with its last capture",
      std::mem_fn(&ScreenshotRoutes::list_templates));
  add("POST", "", "Creates a screenshot template (every field validated)",
      std::mem_fn(&ScreenshotRoutes::create_template));
  add("GET", "/{id}", "A screenshot template", std::mem_fn(&ScreenshotRoutes::get_template));
  add("PUT", "/{id}", "Replaces a screenshot template (its owner or an administrator)",
      std::mem_fn(&ScreenshotRoutes::replace_template));
  add("DELETE", "/{id}", "Deletes a screenshot template and its captures (its owner or an administrator)",
      std::mem_fn(&ScreenshotRoutes::delete_template));
  add("POST", "/{id}/capture", "Captures the template's page with headless Chromium as a job; returns job_id",
      std::mem_fn(&ScreenshotRoutes::start_capture));
  add("GET", "/{id}/captures", "The template's captures, newest first, with the changed share of each",
      std::mem_fn(&ScreenshotRoutes::list_captures));
  add("GET", "/{id}/captures/{version}/image",
      "A capture finished after the template (?download=1: attachment)",
      [](ScreenshotRoutes& r, RequestContext& ctx) { r.capture_image(ctx, CaptureImage::finished); });
  add("GET", "/{id}/captures/{version}/raw", "A capture as the browser took it (PNG)",
      [](ScreenshotRoutes& r, RequestContext& ctx) { r.capture_image(ctx, CaptureImage::raw); });
  add("GET", "/{id}/captures/{version}/diff", "Changed regions against the previous capture, outlined (PNG)",
      [](ScreenshotRoutes& r, RequestContext& ctx) { r.capture_image(ctx, CaptureImage::diff); });
  add("GET", "/{id}/preview", "The last capture finished after the template as it is now",
      std::mem_fn(&ScreenshotRoutes::preview));
  add("POST", "/{id}/render",
      "Applies the template (resize, blur regions, callouts, frame) to an uploaded PNG or JPEG (multipart: "
      "file)",
      std::mem_fn(&ScreenshotRoutes::render));
  add("POST", "/{id}/check-caption", "Proofreads the caption for {title, n} as a check job; returns job_id",
      std::mem_fn(&ScreenshotRoutes::check_caption));
}

StoredTemplate ScreenshotRoutes::existing(RequestContext& ctx) {
  auto found = store_.find(kit::id_param(ctx, "id"));
  if (!found) throw ApiError::not_found("No such screenshot template", "Нет такого шаблона скриншота");
  return *found;
}

StoredTemplate ScreenshotRoutes::permitted(RequestContext& ctx, sdk::Action action) {
  StoredTemplate t = existing(ctx);
  host_.require(ctx.user(), t.owner_id, action);
  return t;
}

ScreenshotTemplate ScreenshotRoutes::parsed_body(RequestContext& ctx) {
  ScreenshotTemplate t = parse_template(*body_object(ctx));
  if (!t.url.empty()) host_.check_url(t.url);
  return t;
}

void ScreenshotRoutes::list_templates(RequestContext& ctx) {
  Poco::JSON::Array::Ptr list = new Poco::JSON::Array;
  for (const StoredTemplate& t : store_.templates()) {
    Object::Ptr o = template_json(t);
    const auto last = store_.latest_capture(t.id);
    o->set("last_capture", last ? Poco::Dynamic::Var(capture_json(*last)) : Poco::Dynamic::Var());
    list->add(o);
  }
  Object::Ptr body = new Object;
  body->set("templates", list);
  body->set("browser_installed", captures_.browser_installed());
  ctx.send_json(body);
}

void ScreenshotRoutes::create_template(RequestContext& ctx) {
  const ScreenshotTemplate t = parsed_body(ctx);
  const auto id = store_.insert(t, ctx.user());
  ctx.send_json(template_json(*store_.find(id)), 201);
}

void ScreenshotRoutes::get_template(RequestContext& ctx) {
  ctx.send_json(template_json(existing(ctx)));
}

void ScreenshotRoutes::replace_template(RequestContext& ctx) {
  const StoredTemplate t = permitted(ctx, sdk::Action::change);
  store_.update(t.id, parsed_body(ctx));
  ctx.send_json(template_json(*store_.find(t.id)));
}

void ScreenshotRoutes::delete_template(RequestContext& ctx) {
  const StoredTemplate t = permitted(ctx, sdk::Action::remove);
  store_.remove(t.id);
  files_.remove_template(t.id);
  ctx.response().setStatusAndReason(Poco::Net::HTTPResponse::HTTP_NO_CONTENT);
  ctx.response().setContentLength(0);
  ctx.response().send();
}

void ScreenshotRoutes::start_capture(RequestContext& ctx) {
  const std::string job_id = captures_.start(existing(ctx), ctx.user());
  Object::Ptr body = new Object;
  body->set("job_id", job_id);
  ctx.send_json(body, 202);
}

void ScreenshotRoutes::list_captures(RequestContext& ctx) {
  const StoredTemplate t = existing(ctx);
  Poco::JSON::Array::Ptr list = new Poco::JSON::Array;
  for (const CaptureRecord& c : store_.captures(t.id)) list->add(capture_json(c));
  Object::Ptr body = new Object;
  body->set("captures", list);
  ctx.send_json(body);
}

void ScreenshotRoutes::capture_image(RequestContext& ctx, CaptureImage image) {
  const StoredTemplate t = existing(ctx);
  const auto version = kit::id_param(ctx, "version");
  const auto capture = version <= INT32_MAX ? store_.capture(t.id, static_cast<int>(version)) : std::nullopt;
  if (!capture) throw ApiError::not_found("No such capture", "Нет такого снимка");
  const auto bytes = files_.read(t.id, capture->version, image, capture->format);
  if (!bytes)
    throw ApiError::not_found(
        image == CaptureImage::diff ? "The first capture has no diff" : "No such capture",
        image == CaptureImage::diff ? "У первого снимка нет сравнения" : "Нет такого снимка");
  const bool finished = image == CaptureImage::finished;
  const std::string stem = capture->file_name.substr(0, capture->file_name.rfind('.'));
  send_image(ctx, *bytes, finished ? capture->format : "png",
             finished ? capture->file_name : stem + (image == CaptureImage::raw ? "-raw.png" : "-diff.png"),
             ctx.query("download") == "1");
}

void ScreenshotRoutes::preview(RequestContext& ctx) {
  const StoredTemplate t = existing(ctx);
  const auto last = store_.latest_capture(t.id);
  const auto raw = last ? files_.read(t.id, last->version, CaptureImage::raw, last->format) : std::nullopt;
  if (!raw) throw ApiError(404, "no_capture", "The template has no capture yet", "У шаблона ещё нет снимков");
  send_image(ctx, finish_image(*raw, t.definition), t.definition.format,
             file_name_for(t.definition, last->version, "preview"), false);
}

void ScreenshotRoutes::render(RequestContext& ctx) {
  const StoredTemplate t = existing(ctx);
  std::string upload;
  kit::read_multipart(ctx, upload, settings_.upload.max_bytes);
  checked_upload(upload, settings_.upload);
  send_image(ctx, finish_image(upload, t.definition), t.definition.format,
             file_name_for(t.definition, 0, "render"), ctx.query("download") == "1");
}

void ScreenshotRoutes::check_caption(RequestContext& ctx) {
  const StoredTemplate t = existing(ctx);
  const Object::Ptr body = body_object(ctx);
  const Poco::Dynamic::Var title = body->get("title"), n = body->get("n");
  if (!title.isString() || title.extract<std::string>().size() > 500)
    throw ApiError::bad_request("'title' must be a string of at most 500 bytes",
                                "«title» должно быть строкой не длиннее 500 байт");
  int number = 1;
  if (!n.isEmpty()) {
    if (!n.isInteger() || n.convert<long long>() < 1 || n.convert<long long>() > 100000)
      throw ApiError::bad_request("'n' must be a whole number from 1 to 100000",
                                  "«n» должно быть целым числом от 1 до 100000");
    number = n.convert<int>();
  }
  const std::string caption = caption_for(t.definition, number, title.extract<std::string>());
  if (caption.find_first_not_of(" \t") == std::string::npos)
    throw ApiError::bad_request("the caption is empty", "подпись пуста");

  sdk::CheckSubmission check;
  check.user = ctx.user();
  check.document.source.kind = "text";
  check.document.source.name = t.definition.name;
  check.document.source.format = "text";
  sdk::Block block;
  block.kind = "caption";
  block.text = caption;
  check.document.blocks.push_back(std::move(block));
  Object origin;
  origin.set("section", "screenshots");
  origin.set("template_id", t.id);
  check.origin_json = stringify(origin);
  const std::string job_id = host_.submit_check(std::move(check));
  Object::Ptr answer = new Object;
  answer->set("caption", caption);
  answer->set("job_id", job_id);
  ctx.send_json(answer, 202);
}

}  // namespace proofreader::screenshots
