// Template validation: defaults, bounds on every size, selectors as data,
// the URL read as one line (the host's check_url judges it), unknown fields
// refused; caption and file names.
#include <catch2/catch.hpp>

#include <Poco/JSON/Parser.h>

#include <proofreader/sdk/http.hpp>

#include "ScreenshotTemplate.hpp"

using namespace proofreader;
using screenshots::parse_template;

namespace {

screenshots::ScreenshotTemplate parsed(const std::string& json) {
  Poco::JSON::Parser parser;
  return parse_template(*parser.parse(json).extract<Poco::JSON::Object::Ptr>());
}

std::string refusal(const std::string& json) {
  try {
    parsed(json);
  } catch (const sdk::ApiError& e) {
    CHECK(e.status() == 400);
    CHECK(e.code() == "invalid_template");
    return e.what();
  }
  FAIL("accepted: " << json);
  return "";
}

}  // namespace

TEST_CASE("template: a full template is read back as written") {
  const auto t = parsed(R"({"name":"Окно входа","url":"https://docs.example/login","viewport_width":1440,
    "viewport_height":900,"device_scale":2,"wait_selector":"#ready","crop_selector":"form.login","padding":12,
    "hide_selectors":[".banner"],"blur_selectors":[".email"],"format":"webp","max_width":800,
    "frame":{"border_width":2,"border_color":"#1f2328","shadow":true,"corner_radius":8},
    "callouts":[{"x":0.25,"y":0.5,"text":"Кнопка входа"}],"caption_pattern":"Рисунок {n} — {title}"})");
  CHECK(t.viewport_width == 1440);
  CHECK(t.device_scale == 2);
  CHECK(t.hide_selectors == std::vector<std::string>{".banner"});
  CHECK(t.frame.corner_radius == 8);
  REQUIRE(t.callouts.size() == 1);
  CHECK(t.callouts[0].text == "Кнопка входа");
  CHECK(screenshots::caption_for(t, 3, "Вход в систему") == "Рисунок 3 — Вход в систему");
  CHECK(screenshots::file_name_for(t, 2, "2026-11-23") == "Окно-входа-2.webp");
  const auto again = parse_template(*screenshots::to_json(t));
  CHECK(again.crop_selector == "form.login");
  CHECK(again.frame.border_color == "#1f2328");
}

TEST_CASE("template: every bound is enforced and names its field") {
  CHECK(refusal(R"({"url":"https://x.example"})").find("'name'") != std::string::npos);
  CHECK(refusal(R"({"name":"a","viewport_width":3841})").find("viewport_width") != std::string::npos);
  CHECK(refusal(R"({"name":"a","viewport_height":2161})").find("viewport_height") != std::string::npos);
  CHECK(refusal(R"({"name":"a","device_scale":3.5})").find("device_scale") != std::string::npos);
  CHECK(refusal(R"({"name":"a","wait_ms":600000})").find("wait_ms") != std::string::npos);
  CHECK(refusal(R"({"name":"a","crop_selector":")" + std::string(300, 'a') + R"("})").find("crop_selector") !=
        std::string::npos);
  CHECK(refusal(R"({"name":"a","hide_selectors":["x{color:red}"]})").find("hide_selectors") !=
        std::string::npos);
  CHECK(refusal(R"({"name":"a","format":"gif"})").find("format") != std::string::npos);
  CHECK(refusal(R"({"name":"a","frame":{"border_color":"red"}})").find("border_color") != std::string::npos);
  CHECK(refusal(R"({"name":"a","callouts":[{"x":1.5,"y":0}]})").find("callouts[0].x") != std::string::npos);
  CHECK(refusal(R"x({"name":"a","script":"alert(1)"})x").find("script") != std::string::npos);
  CHECK(refusal(R"({"name":"a","viewport_width":"wide"})").find("viewport_width") != std::string::npos);
}

TEST_CASE("template: the URL is one line, judged by the host's rule where it is saved") {
  CHECK(refusal("{\"name\":\"a\",\"url\":\"http://a.example/\\nHost: b\"}").find("url") != std::string::npos);
  CHECK(parsed(R"({"name":"a","url":"http://10.0.0.5/docs"})").url == "http://10.0.0.5/docs");
  CHECK(parsed(R"({"name":"a"})").url.empty());
}
