// The screenshot templates section through the real host: templates validated
// field by field with their permissions, captures by the real Chromium as jobs
// against a local site reached through the allowlist (the host name
// "localhost" only) — image sizes, hidden elements by pixel colour, versions
// with change detection and the diff image, the SSRF cases, a page that never
// finishes, kill -9 mid-capture — rendering of uploads checked by pixels and
// bounded (a decompression bomb, not an image, too many bytes), the caption
// check, the host without Chromium (503, the rest works) and the feature flag.
#include <catch2/catch.hpp>

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Parser.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "BrowserProcess.hpp"
#include "HostProcess.hpp"
#include "HttpClient.hpp"
#include "Images.hpp"
#include "ServiceQueries.hpp"
#include "SseReader.hpp"
#include "TestSite.hpp"
#include "image_fixtures.hpp"

using namespace proofreader;
using namespace proofreader::test;
using screenshots::pixel_at;
using Object = Poco::JSON::Object;

namespace {

constexpr const char* kPrefix = "/api/screenshot-templates";

constexpr const char* kBoxes = R"(<!doctype html><html><body style="margin:0;background:#ffffff">
<div id="box" style="position:absolute;left:100px;top:50px;width:200px;height:100px;background:#0000ff"></div>
<div id="secret" style="position:absolute;left:10px;top:200px;width:60px;height:40px;background:#ff0000"></div>
</body></html>)";

Env screenshots_env(Env extra = {}) {
  Env env{{"PROOFREADER_SECTIONS", "screenshots"},
          {"FEATURE_SCREENSHOTS", "true"},
          {"PROOFREADER_ENGINES", "example-engine"},
          {"PROOFREADER_FETCH_ALLOWLIST", "localhost"},
          {"SCREENSHOTS_CAPTURE_TIMEOUT_MS", "45000"}};
  for (auto& [k, v] : extra) env[k] = v;
  return env;
}

HttpClient logged_in(const HostProcess& host, const std::string& login = "admin",
                     const std::string& password = HostProcess::kAdminPassword) {
  HttpClient c(host.base_url());
  REQUIRE(c.login(login, password).status == 200);
  return c;
}

std::string path_of(std::int64_t id, const std::string& rest = "") {
  return std::string(kPrefix) + "/" + std::to_string(id) + rest;
}

std::int64_t create_template(HttpClient& c, const std::string& json) {
  auto r = c.post_json(kPrefix, json);
  INFO(r.body);
  REQUIRE(r.status == 201);
  return r.json()->getValue<std::int64_t>("id");
}

// Starts a capture and waits for its job; returns the job's last status.
Object::Ptr capture(HttpClient& c, std::int64_t id) {
  auto started = c.request("POST", path_of(id, "/capture"));
  INFO(started.body);
  REQUIRE(started.status == 202);
  return wait_finished(c, started.json()->getValue<std::string>("job_id"), 120);
}

// The newest capture in the list, after a capture that must have succeeded.
Object::Ptr captured(HttpClient& c, std::int64_t id) {
  const auto job = capture(c, id);
  std::ostringstream shown;
  job->stringify(shown);
  INFO(shown.str());
  REQUIRE(job->getValue<std::string>("status") == "done");
  auto captures = c.get(path_of(id, "/captures")).json()->getArray("captures");
  REQUIRE(captures->size() > 0);
  return captures->getObject(0);
}

HttpResult image(HttpClient& c, const Object::Ptr& capture, const std::string& key) {
  auto r = c.get(capture->getValue<std::string>(key));
  REQUIRE(r.status == 200);
  return r;
}

// The stages a finished job went through, from its stream (replayed from the start).
std::vector<std::string> stages_of(const HostProcess& host, const HttpClient& c, const std::string& job_id) {
  SseReader stream("127.0.0.1", host.port(), "/api/jobs/" + job_id + "/stream", c.session());
  std::vector<std::string> stages;
  while (auto event = stream.next()) {
    if (event->name == "stage")
      stages.push_back(
          Poco::JSON::Parser().parse(event->data).extract<Object::Ptr>()->getValue<std::string>("stage"));
    if (event->name == "done" || event->name == "error") break;
  }
  return stages;
}

bool is_red(const screenshots::Pixel& p) {
  return p.r > 200 && p.g < 60 && p.b < 60;
}
bool is_blue(const screenshots::Pixel& p) {
  return p.b > 200 && p.r < 60 && p.g < 60;
}
bool is_white(const screenshots::Pixel& p) {
  return p.r > 240 && p.g > 240 && p.b > 240;
}

HttpResult render(HttpClient& c, std::int64_t id, const std::string& bytes,
                  const std::string& name = "shot.png") {
  auto [body, type] = multipart({{"file", name, bytes}});
  return c.request("POST", path_of(id, "/render"), body, type);
}

bool menu_lists(HttpClient& c, const std::string& id) {
  auto menu = c.get("/api/config").json()->getArray("menu");
  for (std::size_t i = 0; i < menu->size(); ++i)
    if (menu->getObject(static_cast<unsigned>(i))->getValue<std::string>("id") == id) return true;
  return false;
}

// Processes whose command line names `text` (a browser using the data directory's scratch folder).
int processes_naming(const std::string& text) {
  int found = 0;
  for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
    std::ifstream in(entry.path() / "cmdline", std::ios::binary);
    const std::string line((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (line.find(text) != std::string::npos) ++found;
  }
  return found;
}

}  // namespace

TEST_CASE("screenshots: templates are validated field by field, kept, replaced and deleted by their owner") {
  HostProcess host(screenshots_env());
  host.start();
  auto admin = logged_in(host);
  CHECK(HttpClient(host.base_url()).get(kPrefix).status == 401);

  const auto id =
      create_template(admin, R"({"name":"Главная","description":"вход","url":"https://docs.example.org/",
    "viewport_width":1024,"viewport_height":768,"device_scale":2,"wait_selector":"#ready","crop_selector":"main",
    "padding":8,"hide_selectors":[".avatar"],"blur_selectors":[".email"],"format":"webp","max_width":800,
    "frame":{"border_width":2,"border_color":"#1f2328","shadow":true,"corner_radius":6},
    "callouts":[{"x":0.2,"y":0.3,"text":"Меню"}],"caption_pattern":"Рисунок {n} — {title}",
    "file_name_pattern":"{name}-{version}"})");
  auto stored = admin.get(path_of(id)).json();
  CHECK(stored->getValue<std::string>("name") == "Главная");
  CHECK(stored->getValue<double>("device_scale") == 2);
  CHECK(stored->getArray("hide_selectors")->getElement<std::string>(0) == ".avatar");
  CHECK(stored->getObject("frame")->getValue<int>("corner_radius") == 6);
  CHECK(stored->getArray("callouts")->getObject(0)->getValue<std::string>("text") == "Меню");
  CHECK(stored->getValue<std::string>("owner") == "admin");

  // Every field is checked; the error names it.
  const std::vector<std::pair<std::string, std::string>> refused = {
      {R"({"description":"no name"})", "'name'"},
      {R"({"name":"x","viewport_width":3841})", "'viewport_width'"},
      {R"({"name":"x","viewport_height":2161})", "'viewport_height'"},
      {R"({"name":"x","device_scale":3.5})", "'device_scale'"},
      {R"({"name":"x","wait_ms":"soon"})", "'wait_ms'"},
      {R"({"name":"x","crop_selector":"main{color:red}"})", "'crop_selector'"},
      {R"({"name":"x","hide_selectors":[")" + std::string(300, 'a') + R"("]})", "'hide_selectors[0]'"},
      {R"({"name":"x","format":"gif"})", "'format'"},
      {R"({"name":"x","frame":{"border_color":"red"}})", "'frame.border_color'"},
      {R"({"name":"x","callouts":[{"x":2,"y":0}]})", "'callouts[0].x'"},
      {R"({"name":"x","script":"document.cookie"})", "'script'"},
  };
  for (const auto& [json, field] : refused) {
    INFO(json);
    auto r = admin.post_json(kPrefix, json, {{"Accept-Language", "en"}});
    CHECK(r.status == 400);
    CHECK(r.error_code() == "invalid_template");
    CHECK(r.body.find(field) != std::string::npos);
  }
  CHECK(admin.post_json(kPrefix, "[1]").status == 400);
  CHECK(admin.post_json(kPrefix, "{not json").status == 400);
  CHECK(admin.get(kPrefix).json()->getArray("templates")->size() == 1);  // nothing half-written

  // Another user reads and uses a template but does not change it.
  REQUIRE(admin.post_json("/api/users", R"({"login":"writer","password":"writer-password-1","role":"user"})")
              .status == 201);
  auto writer = logged_in(host, "writer", "writer-password-1");
  CHECK(writer.get(path_of(id)).status == 200);
  CHECK(writer.request("PUT", path_of(id), R"({"name":"чужой"})", "application/json").status == 403);
  CHECK(writer.request("DELETE", path_of(id)).status == 403);
  const auto own = create_template(writer, R"({"name":"Мой"})");
  auto replaced = writer.request("PUT", path_of(own), R"({"name":"Мой, новый","viewport_width":640})",
                                 "application/json");
  REQUIRE(replaced.status == 200);
  CHECK(replaced.json()->getValue<int>("viewport_width") == 640);
  CHECK(replaced.json()->getValue<std::string>("owner") == "writer");
  CHECK(writer.request("PUT", path_of(own), R"({"name":"x","padding":-1})", "application/json").status ==
        400);
  CHECK(writer.get(path_of(own)).json()->getValue<std::string>("name") == "Мой, новый");
  // A template without a page is for uploads only.
  CHECK(writer.request("POST", path_of(own, "/capture")).error_code() == "no_url");

  CHECK(admin.request("DELETE", path_of(own)).status == 204);  // an administrator may
  CHECK(admin.get(path_of(own)).status == 404);
  CHECK(admin.get(std::string(kPrefix) + "/abc").status == 404);
  CHECK(admin.get(path_of(999, "/captures")).status == 404);
}

TEST_CASE("screenshots: captures by the real Chromium — sizes, hidden parts, versions and what changed") {
  TestSite site;
  site.set("/boxes", TestSite::html(kBoxes));
  HostProcess host(screenshots_env({{"SCREENSHOTS_CAPTURES_KEPT", "2"}}));
  host.start();
  auto c = logged_in(host);
  const auto id = create_template(c, R"({"name":"Коробки","url":")" + site.url("/boxes") +
                                         R"(","viewport_width":400,"viewport_height":300,"device_scale":2,
                                         "hide_selectors":["#secret"]})");

  auto first = captured(c, id);
  CHECK(first->getValue<int>("version") == 1);
  const std::vector<std::string> stages = stages_of(host, c, first->getValue<std::string>("job_id"));
  CHECK(stages == std::vector<std::string>{"queued", "starting_browser", "loading_page", "waiting",
                                           "capturing", "captured", "finishing", "done"});
  auto job = c.get("/api/jobs/" + first->getValue<std::string>("job_id")).json();
  CHECK(job->getValue<std::string>("kind") == "screenshot_capture");
  CHECK(first->getValue<int>("width") == 800);  // the viewport times the scale
  CHECK(first->getValue<int>("height") == 600);
  CHECK(first->isNull("changed_share"));
  CHECK(first->isNull("diff_url"));
  auto raw = image(c, first, "raw_url");
  CHECK(raw.header("content-type") == "image/png");
  CHECK(raw.header("x-content-type-options") == "nosniff");
  CHECK(raw.header("content-disposition").rfind("inline", 0) == 0);
  CHECK(screenshots::image_info(raw.body).width == 800);
  CHECK(is_blue(pixel_at(raw.body, 2 * 150, 2 * 80)));
  CHECK(is_white(pixel_at(raw.body, 2 * 30, 2 * 210)));  // #secret is hidden: the page shows through
  auto download = c.get(first->getValue<std::string>("image_url") + "?download=1");
  CHECK(download.header("content-disposition").rfind("attachment; filename=\"", 0) == 0);
  CHECK(download.header("content-type") == "image/png");

  auto second = captured(c, id);  // the page did not change
  CHECK(second->getValue<int>("version") == 2);
  CHECK(second->getValue<double>("changed_share") == 0);
  CHECK(second->getValue<int>("changed_regions") == 0);

  std::string moved = kBoxes;
  moved.replace(moved.find("left:100px"), 10, "left:140px");
  site.set("/boxes", TestSite::html(moved));
  auto third = captured(c, id);
  CHECK(third->getValue<double>("changed_share") > 0.01);
  CHECK(third->getValue<double>("changed_share") < 0.5);
  CHECK(third->getValue<int>("changed_regions") > 0);
  auto diff = image(c, third, "diff_url");
  CHECK(diff.header("content-type") == "image/png");
  CHECK(screenshots::image_info(diff.body).width == 800);
  bool outlined = false;  // a red outline along the moved box's edge
  for (int x = 2 * 90; x < 2 * 150 && !outlined; x += 2) outlined = is_red(pixel_at(diff.body, x, 2 * 80));
  CHECK(outlined);
  // SCREENSHOTS_CAPTURES_KEPT=2: the first version is gone, rows and files.
  auto kept = c.get(path_of(id, "/captures")).json()->getArray("captures");
  REQUIRE(kept->size() == 2);
  CHECK(kept->getObject(1)->getValue<int>("version") == 2);
  CHECK(c.get(path_of(id, "/captures/1/raw")).status == 404);
  CHECK_FALSE(std::filesystem::exists(host.data_dir() + "/plugins/screenshots/captures/" +
                                      std::to_string(id) + "/1.raw.png"));
  CHECK(std::filesystem::exists(host.data_dir() + "/plugins/screenshots/captures/" + std::to_string(id) +
                                "/3.diff.png"));
  CHECK(c.get(path_of(id, "/captures/9/image")).status == 404);

  // The preview applies the template as it is now to the last capture.
  REQUIRE(c.request("PUT", path_of(id),
                    R"({"name":"Коробки","url":")" + site.url("/boxes") +
                        R"(","viewport_width":400,"viewport_height":300,"device_scale":2,
                        "frame":{"border_width":5,"border_color":"#00ff00"}})",
                    "application/json")
              .status == 200);
  auto preview = c.get(path_of(id, "/preview"));
  REQUIRE(preview.status == 200);
  CHECK(screenshots::image_info(preview.body).width == 810);
  const auto border = pixel_at(preview.body, 2, 300);
  CHECK((border.g > 200 && border.r < 60 && border.b < 60));

  // Cropped: the element's box plus the padding, times the scale.
  const auto crop = create_template(c, R"({"name":"Коробка","url":")" + site.url("/boxes") +
                                           R"(","viewport_width":400,"viewport_height":300,"device_scale":2,
                                           "crop_selector":"#box","padding":10})");
  auto cropped = captured(c, crop);
  CHECK(cropped->getValue<int>("width") == 2 * (200 + 2 * 10));
  CHECK(cropped->getValue<int>("height") == 2 * (100 + 2 * 10));
  auto cropped_raw = image(c, cropped, "raw_url");
  CHECK(is_blue(pixel_at(cropped_raw.body, 220, 120)));
  CHECK(is_white(pixel_at(cropped_raw.body, 4, 4)));  // the padding: the page's white

  auto health = c.get("/api/health/full").json()->getObject("sections")->getObject("screenshots");
  CHECK(health->getValue<std::string>("status") == "ok");
  CHECK(health->getValue<int>("captures") == 3);
  CHECK(host.stop() == 0);  // a clean stop with libvips and the plugin loaded
}

TEST_CASE("screenshots: the page's requests to forbidden addresses get nothing") {
  TestSite site;
  TestSite secret;  // stands for an internal service on the loopback
  secret.set("/secret", TestSite::typed("<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml"));
  secret.set("/by-redirect", TestSite::typed("<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml"));
  site.set("/to-secret", TestSite::redirect(secret.loopback_url("/by-redirect")));
  site.set("/ssrf", TestSite::html("<!doctype html><body><img src='" + secret.loopback_url("/secret") +
                                   "'><img src='http://169.254.169.254/latest/meta-data/'><img src='" +
                                   site.url("/to-secret") + "'></body>"));
  HostProcess host(screenshots_env());
  host.start();
  auto c = logged_in(host);
  const auto id = create_template(c, R"({"name":"SSRF","url":")" + site.url("/ssrf") +
                                         R"(","viewport_width":400,"viewport_height":300})");
  auto shot = captured(c, id);
  CHECK(site.hits("/ssrf") == 1);
  CHECK(site.hits("/to-secret") == 1);  // the redirect itself was served …
  CHECK(secret.total_hits() == 0);      // … but nothing reached the loopback service
  std::string refused;
  auto list = shot->getArray("refused");
  for (std::size_t i = 0; i < list->size(); ++i) refused += list->getElement<std::string>(i) + "\n";
  CHECK(refused.find("127.0.0.1:" + std::to_string(secret.port())) != std::string::npos);
  CHECK(refused.find("169.254.169.254:80") != std::string::npos);

  // The page's own address under the rules: a name that resolves to the loopback is refused at capture.
  const auto hidden = create_template(c, R"({"name":"loopback by name","url":"http://ip6-localhost:)" +
                                             std::to_string(secret.port()) + R"(/secret"})");
  auto job = capture(c, hidden);
  CHECK(job->getValue<std::string>("status") == "error");
  CHECK(secret.total_hits() == 0);
}

TEST_CASE("screenshots: a page that never finishes times out and leaves no browser") {
  TestSite site;
  site.set("/slow", TestSite::never_finishing("<!doctype html><body>loading"));
  HostProcess host(screenshots_env({{"SCREENSHOTS_CAPTURE_TIMEOUT_MS", "4000"}}));
  host.start();
  auto c = logged_in(host);
  const auto id = create_template(c, R"({"name":"Медленно","url":")" + site.url("/slow") + R"("})");
  const auto started = std::chrono::steady_clock::now();
  auto job = capture(c, id);
  CHECK(job->getValue<std::string>("status") == "error");
  CHECK(job->getValue<std::string>("error").find("4 с") != std::string::npos);
  CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(30));
  CHECK(screenshots::BrowserProcess::descendants(host.pid()).empty());
  CHECK(c.get(path_of(id, "/captures")).json()->getArray("captures")->size() == 0);
}

TEST_CASE(
    "screenshots: kill -9 during a capture, then restart: the job ends in error, no capture is half-kept") {
  TestSite site;
  site.set("/slow", TestSite::never_finishing("<!doctype html><body>loading"));
  TempDir data;
  std::string job_id;
  std::int64_t id = 0;
  {
    HostProcess host(screenshots_env(), data.path());
    host.start();
    auto c = logged_in(host);
    id = create_template(c, R"({"name":"Медленно","url":")" + site.url("/slow") + R"("})");
    auto started = c.request("POST", path_of(id, "/capture"));
    REQUIRE(started.status == 202);
    job_id = started.json()->getValue<std::string>("job_id");
    for (int i = 0; i < 400 && site.hits("/slow") == 0; ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    REQUIRE(site.hits("/slow") == 1);  // the browser is loading the page
    host.kill();
  }
  for (int i = 0; i < 100 && processes_naming(data.path()) > 0; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  CHECK(processes_naming(data.path()) == 0);  // the browser died with the backend
  HostProcess again(screenshots_env(), data.path());
  again.start();
  auto c = logged_in(again);
  auto job = c.get("/api/jobs/" + job_id).json();
  CHECK(job->getValue<std::string>("status") == "error");
  CHECK(job->getValue<std::string>("error") == "Прервано рестартом сервера");
  CHECK(c.get(path_of(id, "/captures")).json()->getArray("captures")->size() == 0);
  CHECK(c.get(path_of(id)).status == 200);
}

TEST_CASE("screenshots: rendering an upload applies the template, and bad uploads get a clear 4xx") {
  HostProcess host(screenshots_env({{"SCREENSHOTS_UPLOAD_MAX_BYTES", "400000"}}));
  host.start();
  auto c = logged_in(host);
  const auto id = create_template(c, R"({"name":"Загрузка","max_width":200,
    "frame":{"border_width":4,"border_color":"#00ff00"},"blur_regions":[{"x":0.25,"y":0,"width":0.5,"height":0.5}],
    "callouts":[{"x":0.5,"y":0.75,"text":"Граница"}]})");
  auto out = render(c, id, two_halves_png(400, 200));
  INFO(out.body.substr(0, 300));
  REQUIRE(out.status == 200);
  CHECK(out.header("content-type") == "image/png");
  CHECK(out.header("x-content-type-options") == "nosniff");
  const auto info = screenshots::image_info(out.body);
  CHECK(info.width == 200 + 8);  // resized to max_width, then framed
  CHECK(info.height == 100 + 8);
  const auto border = pixel_at(out.body, 1, 50);
  CHECK((border.r == 0 && border.g == 255 && border.b == 0));
  CHECK(pixel_at(out.body, 4 + 10, 4 + 80).r == 0);         // the black half, outside blur and callout
  CHECK(pixel_at(out.body, 4 + 190, 4 + 80).r == 255);      // the white half
  const auto blurred = pixel_at(out.body, 4 + 99, 4 + 25);  // the edge inside the blur region
  CHECK(blurred.r > 20);
  CHECK(blurred.r < 235);
  const auto callout = pixel_at(out.body, 4 + 100 + 4, 4 + 75 + 4);  // the red disc
  CHECK((callout.r > 180 && callout.g < 80 && callout.b < 80));

  auto bomb = render(c, id, bomb_png(10000, 10000));  // a few kilobytes that decode to 400 MB
  CHECK(bomb.status == 422);
  CHECK(bomb.error_code() == "image_too_large");
  CHECK(render(c, id, png_claiming(two_halves_png(64, 32), 60000, 60000)).status == 422);
  auto not_image = render(c, id, "%PDF-1.4 not an image", "doc.pdf");
  CHECK(not_image.status == 415);
  CHECK(not_image.error_code() == "unsupported_image");
  auto too_many_bytes = render(c, id, std::string(500000, 'x'));
  CHECK(too_many_bytes.status == 413);
  CHECK(too_many_bytes.error_code() == "file_too_large");  // the kit's one upload error
  CHECK(c.request("POST", path_of(id, "/render"), "plain", "text/plain").status == 400);
  auto [no_file, type] = multipart({{"comment", "", "no image"}});
  CHECK(c.request("POST", path_of(id, "/render"), no_file, type).status == 400);
  CHECK(c.get("/api/health").status == 200);  // still up after the bombs
}

TEST_CASE("screenshots: the caption is proofread as a check job with the usual remarks") {
  HostProcess host(screenshots_env());
  host.start();
  auto c = logged_in(host);
  const auto id = create_template(c, R"({"name":"Подписи","caption_pattern":"Рисунок {n} — {title}"})");
  auto r = c.post_json(path_of(id, "/check-caption"), R"({"title":"Окно входа FIXME","n":3})");
  INFO(r.body);
  REQUIRE(r.status == 202);
  CHECK(r.json()->getValue<std::string>("caption") == "Рисунок 3 — Окно входа FIXME");
  const auto job_id = r.json()->getValue<std::string>("job_id");
  REQUIRE(wait_finished(c, job_id)->getValue<std::string>("status") == "done");
  auto report = c.get("/api/jobs/" + job_id + "/report");
  REQUIRE(report.status == 200);
  auto remarks = report.json()->getArray("remarks");
  REQUIRE(remarks->size() == 1);
  CHECK(remarks->getObject(0)->getValue<std::string>("fragment") == "FIXME");
  CHECK(report.body.find("\"section\":\"screenshots\"") != std::string::npos);

  CHECK(c.post_json(path_of(id, "/check-caption"), R"({"title":"x","n":"three"})").status == 400);
  CHECK(c.post_json(path_of(id, "/check-caption"), R"({"n":1})").status == 400);
  CHECK(c.post_json(path_of(999, "/check-caption"), R"({"title":"x"})").status == 404);
}

TEST_CASE("screenshots: without Chromium a capture answers 503, templates and rendering still work") {
  TestSite site;
  site.set("/boxes", TestSite::html(kBoxes));
  HostProcess host(screenshots_env({{"SCREENSHOTS_CHROMIUM", "/nonexistent/chromium"}}));
  host.start();
  auto c = logged_in(host);
  const auto id = create_template(c, R"({"name":"Без браузера","url":")" + site.url("/boxes") + R"("})");
  auto r = c.request("POST", path_of(id, "/capture"));
  CHECK(r.status == 503);
  CHECK(r.error_code() == "browser_unavailable");
  CHECK(r.body.find("Chromium") != std::string::npos);
  CHECK(site.total_hits() == 0);
  CHECK_FALSE(c.get(kPrefix).json()->getValue<bool>("browser_installed"));
  CHECK(render(c, id, two_halves_png(100, 50)).status == 200);
  auto health = c.get("/api/health/full").json()->getObject("sections")->getObject("screenshots");
  CHECK(health->getValue<std::string>("status") == "degraded");
  CHECK(health->getValue<std::string>("browser") == "missing");
}

TEST_CASE("screenshots: with FEATURE_SCREENSHOTS=false the menu item and the prefix are gone") {
  HostProcess off(screenshots_env({{"FEATURE_SCREENSHOTS", "false"}}));
  off.start();
  auto c = logged_in(off);
  CHECK_FALSE(menu_lists(c, "screenshots"));
  CHECK(c.get(kPrefix).status == 404);
  CHECK(c.post_json(kPrefix, R"({"name":"x"})").status == 404);
  CHECK_FALSE(off.has_mapped("libscreenshots.so"));

  HostProcess on(screenshots_env());
  on.start();
  auto o = logged_in(on);
  CHECK(menu_lists(o, "screenshots"));
  CHECK(o.get(kPrefix).status == 200);
}
