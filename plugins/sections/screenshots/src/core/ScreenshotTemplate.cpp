#include "ScreenshotTemplate.hpp"

#include <Poco/JSON/Array.h>

#include <proofreader/sdk/http.hpp>

#include <cmath>
#include <optional>
#include <set>
#include <sstream>

namespace proofreader::screenshots {
namespace {

using Poco::Dynamic::Var;

[[noreturn]] void invalid(const std::string& field, const std::string& en, const std::string& ru) {
  throw sdk::ApiError(400, "invalid_template", "'" + field + "': " + en, "«" + field + "»: " + ru);
}

bool has_control_characters(const std::string& text) {
  for (unsigned char c : text)
    if (c < 0x20 || c == 0x7F) return true;
  return false;
}

std::string text_of(const Var& value, const std::string& field, std::size_t max_length) {
  if (!value.isString()) invalid(field, "must be a string", "должно быть строкой");
  std::string text = value.extract<std::string>();
  if (text.size() > max_length)
    invalid(field, "longer than " + std::to_string(max_length) + " bytes",
            "длиннее " + std::to_string(max_length) + " байт");
  return text;
}

double number_of(const Var& value, const std::string& field, double low, double high) {
  if (!value.isNumeric() || value.type() == typeid(bool))
    invalid(field, "must be a number", "должно быть числом");
  const double number = value.convert<double>();
  if (!std::isfinite(number) || number < low || number > high) {
    std::ostringstream range;
    range << low << ".." << high;
    invalid(field, "must lie in " + range.str(), "должно лежать в пределах " + range.str());
  }
  return number;
}

int integer_of(const Var& value, const std::string& field, int low, int high) {
  const double number = number_of(value, field, low, high);
  if (number != std::floor(number)) invalid(field, "must be a whole number", "должно быть целым числом");
  return static_cast<int>(number);
}

bool flag_of(const Var& value, const std::string& field) {
  if (value.type() != typeid(bool)) invalid(field, "must be true or false", "должно быть true или false");
  return value.extract<bool>();
}

Poco::JSON::Object::Ptr object_of(const Var& value, const std::string& field) {
  if (value.type() != typeid(Poco::JSON::Object::Ptr))
    invalid(field, "must be an object", "должно быть объектом");
  return value.extract<Poco::JSON::Object::Ptr>();
}

Poco::JSON::Array::Ptr array_of(const Var& value, const std::string& field, std::size_t max_items) {
  if (value.type() != typeid(Poco::JSON::Array::Ptr))
    invalid(field, "must be an array", "должно быть массивом");
  Poco::JSON::Array::Ptr array = value.extract<Poco::JSON::Array::Ptr>();
  if (array->size() > max_items)
    invalid(field, "more than " + std::to_string(max_items) + " items",
            "больше " + std::to_string(max_items) + " элементов");
  return array;
}

// A CSS selector is data: bounded, one line, never a script.
std::string selector_of(const Var& value, const std::string& field) {
  std::string selector = text_of(value, field, TemplateLimits::max_selector_length);
  if (has_control_characters(selector) || selector.find_first_of("{}<>") != std::string::npos)
    invalid(field, "is not a CSS selector", "не CSS-селектор");
  return selector;
}

std::vector<std::string> selectors_of(const Var& value, const std::string& field) {
  std::vector<std::string> out;
  const Poco::JSON::Array::Ptr array = array_of(value, field, TemplateLimits::max_selectors);
  for (std::size_t i = 0; i < array->size(); ++i) {
    std::string selector = selector_of(array->get(i), field + "[" + std::to_string(i) + "]");
    if (selector.empty()) invalid(field, "holds an empty selector", "содержит пустой селектор");
    out.push_back(std::move(selector));
  }
  return out;
}

std::string color_of(const Var& value, const std::string& field) {
  const std::string color = text_of(value, field, 7);
  const bool hex = (color.size() == 7 || color.size() == 4) && color[0] == '#' &&
                   color.find_first_not_of("0123456789abcdefABCDEF", 1) == std::string::npos;
  if (!hex) invalid(field, "must be a colour like #1f2328", "должно быть цветом вида #1f2328");
  return color;
}

// The address itself is judged by the host's one rule (HostServices::check_url) where it is saved.
std::string url_of(const Var& value) {
  const std::string url = text_of(value, "url", 2048);
  if (has_control_characters(url)) invalid("url", "must be one line", "должно быть одной строкой");
  return url;
}

double share_of(const Poco::JSON::Object& object, const std::string& key, const std::string& field) {
  if (!object.has(key)) invalid(field + "." + key, "is required", "обязательно");
  return number_of(object.get(key), field + "." + key, 0, 1);
}

void check_known_fields(const Poco::JSON::Object& json, const std::set<std::string>& known,
                        const std::string& where) {
  for (const auto& [key, value] : json)
    if (!known.count(key)) invalid(where + key, "is not a template field", "не поле шаблона");
}

}  // namespace

ScreenshotTemplate parse_template(const Poco::JSON::Object& json) {
  check_known_fields(
      json,
      {"name", "description", "url", "viewport_width", "viewport_height", "device_scale", "wait_ms",
       "wait_selector", "crop_selector", "padding", "hide_selectors", "blur_selectors", "blur_regions",
       "format", "max_width", "frame", "callouts", "caption_pattern", "file_name_pattern"},
      "");
  ScreenshotTemplate t;
  const auto field = [&](const char* key) -> std::optional<Var> {
    if (!json.has(key) || json.get(key).isEmpty()) return std::nullopt;
    return json.get(key);
  };
  if (!field("name")) invalid("name", "is required", "обязательно");
  t.name = text_of(*field("name"), "name", 200);
  if (t.name.empty() || has_control_characters(t.name))
    invalid("name", "must be one non-empty line", "должно быть одной непустой строкой");
  if (auto v = field("description")) t.description = text_of(*v, "description", 4000);
  if (auto v = field("url")) t.url = url_of(*v);
  if (auto v = field("viewport_width"))
    t.viewport_width = integer_of(*v, "viewport_width", 200, TemplateLimits::max_viewport_width);
  if (auto v = field("viewport_height"))
    t.viewport_height = integer_of(*v, "viewport_height", 150, TemplateLimits::max_viewport_height);
  if (auto v = field("device_scale"))
    t.device_scale = number_of(*v, "device_scale", 0.5, TemplateLimits::max_device_scale);
  if (auto v = field("wait_ms")) t.wait_ms = integer_of(*v, "wait_ms", 0, TemplateLimits::max_wait_ms);
  if (auto v = field("wait_selector")) t.wait_selector = selector_of(*v, "wait_selector");
  if (auto v = field("crop_selector")) t.crop_selector = selector_of(*v, "crop_selector");
  if (auto v = field("padding")) t.padding = integer_of(*v, "padding", 0, 500);
  if (auto v = field("hide_selectors")) t.hide_selectors = selectors_of(*v, "hide_selectors");
  if (auto v = field("blur_selectors")) t.blur_selectors = selectors_of(*v, "blur_selectors");
  if (auto v = field("blur_regions")) {
    const Poco::JSON::Array::Ptr regions = array_of(*v, "blur_regions", TemplateLimits::max_selectors);
    for (std::size_t i = 0; i < regions->size(); ++i) {
      const std::string where = "blur_regions[" + std::to_string(i) + "]";
      const Poco::JSON::Object::Ptr r = object_of(regions->get(i), where);
      check_known_fields(*r, {"x", "y", "width", "height"}, where + ".");
      t.blur_regions.push_back({share_of(*r, "x", where), share_of(*r, "y", where),
                                share_of(*r, "width", where), share_of(*r, "height", where)});
    }
  }
  if (auto v = field("format")) {
    t.format = text_of(*v, "format", 8);
    if (t.format != "png" && t.format != "webp")
      invalid("format", "must be png or webp", "должно быть png или webp");
  }
  if (auto v = field("max_width"))
    t.max_width = integer_of(*v, "max_width", 0, 3 * TemplateLimits::max_viewport_width);
  if (auto v = field("frame")) {
    const Poco::JSON::Object::Ptr f = object_of(*v, "frame");
    check_known_fields(*f, {"border_width", "border_color", "shadow", "corner_radius"}, "frame.");
    if (f->has("border_width"))
      t.frame.border_width = integer_of(f->get("border_width"), "frame.border_width", 0, 50);
    if (f->has("border_color")) t.frame.border_color = color_of(f->get("border_color"), "frame.border_color");
    if (f->has("shadow")) t.frame.shadow = flag_of(f->get("shadow"), "frame.shadow");
    if (f->has("corner_radius"))
      t.frame.corner_radius = integer_of(f->get("corner_radius"), "frame.corner_radius", 0, 100);
  }
  if (auto v = field("callouts")) {
    const Poco::JSON::Array::Ptr callouts = array_of(*v, "callouts", TemplateLimits::max_callouts);
    for (std::size_t i = 0; i < callouts->size(); ++i) {
      const std::string where = "callouts[" + std::to_string(i) + "]";
      const Poco::JSON::Object::Ptr c = object_of(callouts->get(i), where);
      check_known_fields(*c, {"x", "y", "text"}, where + ".");
      Callout callout{share_of(*c, "x", where), share_of(*c, "y", where), {}};
      if (c->has("text")) callout.text = text_of(c->get("text"), where + ".text", 500);
      t.callouts.push_back(std::move(callout));
    }
  }
  if (auto v = field("caption_pattern")) t.caption_pattern = text_of(*v, "caption_pattern", 500);
  if (auto v = field("file_name_pattern")) {
    t.file_name_pattern = text_of(*v, "file_name_pattern", 200);
    if (t.file_name_pattern.empty())
      invalid("file_name_pattern", "must not be empty", "не может быть пустым");
  }
  return t;
}

Poco::JSON::Object::Ptr to_json(const ScreenshotTemplate& t) {
  Poco::JSON::Object::Ptr out = new Poco::JSON::Object;
  out->set("name", t.name);
  out->set("description", t.description);
  out->set("url", t.url);
  out->set("viewport_width", t.viewport_width);
  out->set("viewport_height", t.viewport_height);
  out->set("device_scale", t.device_scale);
  out->set("wait_ms", t.wait_ms);
  out->set("wait_selector", t.wait_selector);
  out->set("crop_selector", t.crop_selector);
  out->set("padding", t.padding);
  Poco::JSON::Array::Ptr hide = new Poco::JSON::Array, blur = new Poco::JSON::Array;
  for (const auto& s : t.hide_selectors) hide->add(s);
  for (const auto& s : t.blur_selectors) blur->add(s);
  out->set("hide_selectors", hide);
  out->set("blur_selectors", blur);
  Poco::JSON::Array::Ptr regions = new Poco::JSON::Array;
  for (const Region& r : t.blur_regions) {
    Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
    o->set("x", r.x);
    o->set("y", r.y);
    o->set("width", r.width);
    o->set("height", r.height);
    regions->add(o);
  }
  out->set("blur_regions", regions);
  out->set("format", t.format);
  out->set("max_width", t.max_width);
  Poco::JSON::Object::Ptr frame = new Poco::JSON::Object;
  frame->set("border_width", t.frame.border_width);
  frame->set("border_color", t.frame.border_color);
  frame->set("shadow", t.frame.shadow);
  frame->set("corner_radius", t.frame.corner_radius);
  out->set("frame", frame);
  Poco::JSON::Array::Ptr callouts = new Poco::JSON::Array;
  for (const Callout& c : t.callouts) {
    Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
    o->set("x", c.x);
    o->set("y", c.y);
    o->set("text", c.text);
    callouts->add(o);
  }
  out->set("callouts", callouts);
  out->set("caption_pattern", t.caption_pattern);
  out->set("file_name_pattern", t.file_name_pattern);
  return out;
}

namespace {

std::string replaced(std::string text, const std::string& placeholder, const std::string& value) {
  for (std::size_t at = text.find(placeholder); at != std::string::npos;
       at = text.find(placeholder, at + value.size()))
    text.replace(at, placeholder.size(), value);
  return text;
}

}  // namespace

std::string caption_for(const ScreenshotTemplate& t, int n, const std::string& title) {
  return replaced(replaced(t.caption_pattern, "{n}", std::to_string(n)), "{title}", title);
}

std::string file_name_for(const ScreenshotTemplate& t, int version, const std::string& date) {
  std::string name = replaced(
      replaced(replaced(t.file_name_pattern, "{name}", t.name), "{version}", std::to_string(version)),
      "{date}", date);
  for (char& c : name) {
    const auto u = static_cast<unsigned char>(c);
    if (u < 0x20 || c == '/' || c == '\\' || c == '"' || c == ':' || c == '*' || c == '?' || c == '<' ||
        c == '>' || c == '|' || c == ' ')
      c = '-';
  }
  if (name.empty() || name.front() == '.') name.insert(0, "screenshot");
  return name + "." + t.format;
}

}  // namespace proofreader::screenshots
