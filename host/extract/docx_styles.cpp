#include "extract/docx_styles.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <optional>
#include <string_view>

namespace proofreader::host {
namespace {

// ASCII lower case (Cyrillic names are compared in both capitalisations).
std::string lowercase(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
  return s;
}

// The level in "heading 2", or in "Заголовок 2" of custom styles in Russian
// templates; 0 when the name has none.
int level_in_name(const std::string& name) {
  for (const std::string_view prefix : {"heading ", "заголовок ", "Заголовок "})
    if (name.starts_with(prefix)) return std::clamp(std::atoi(name.c_str() + prefix.size()), 1, 9);
  return 0;
}

bool is_list_name(const std::string& name) {
  return name.find("list") != std::string::npos || name.find("список") != std::string::npos ||
         name.starts_with("Список");
}

bool is_code_name(const std::string& name) {
  for (const std::string_view word : {"code", "preformatted", "source", "listing", "console", "verbatim",
                                      "код", "Код", "листинг", "Листинг"})
    if (name.find(word) != std::string::npos) return true;
  return false;
}

// What a w:rPr says of a toggle: <w:b/> and w:val="1"/"true"/"on" turn it on,
// "0"/"false"/"off" off; nullopt when it does not name it.
std::optional<bool> toggle_in(pugi::xml_node properties, const char* toggle) {
  const pugi::xml_node element = properties.child(toggle);
  if (!element) return std::nullopt;
  const pugi::xml_attribute value = element.attribute("w:val");
  if (!value) return true;
  const std::string_view v = value.value();
  return !(v == "0" || v == "false" || v == "off");
}

}  // namespace

bool DocxStyles::run_has(pugi::xml_node run, const char* toggle) const {
  const pugi::xml_node properties = run.child("w:rPr");
  if (const auto own = toggle_in(properties, toggle)) return *own;
  std::string id = properties.child("w:rStyle").attribute("w:val").value();
  for (int step = 0; step < 16 && !id.empty(); ++step) {  // bounded, as in meaning()
    const auto it = styles_.find(id);
    if (it == styles_.end()) break;
    if (const auto set = toggle_in(it->second.run_properties, toggle)) return *set;
    id = it->second.based_on;
  }
  return false;
}

bool DocxStyles::is_code_font(std::string_view font) {
  const std::string name = lowercase(std::string(font));
  for (const std::string_view family : {"courier", "consolas", "mono", "menlo", "monaco", "lucida console",
                                        "source code", "fira code", "inconsolata", "cascadia"})
    if (name.find(family) != std::string::npos) return true;
  return false;
}

DocxStyles::DocxStyles(const pugi::xml_document& styles) {
  for (pugi::xml_node style : styles.child("w:styles").children("w:style")) {
    const std::string_view type = style.attribute("w:type").value();
    if (type != "paragraph" && type != "character") continue;
    Style entry;
    const std::string name = lowercase(style.child("w:name").attribute("w:val").value());
    const pugi::xml_node fonts = style.child("w:rPr").child("w:rFonts");
    entry.own.code = is_code_name(name) || is_code_font(fonts.attribute("w:ascii").value()) ||
                     is_code_font(fonts.attribute("w:hAnsi").value());
    if (const int level = level_in_name(name)) {
      entry.own.heading_level = level;
    } else if (name == "title") {
      entry.own.heading_level = 1;
    } else if (pugi::xml_attribute level = style.child("w:pPr").child("w:outlineLvl").attribute("w:val")) {
      if (level.as_int() < 9) entry.own.heading_level = level.as_int() + 1;
    }
    entry.own.list = is_list_name(name) || style.child("w:pPr").child("w:numPr");
    entry.based_on = style.child("w:basedOn").attribute("w:val").value();
    if (type == "character") entry.run_properties = style.child("w:rPr");
    styles_[style.attribute("w:styleId").value()] = std::move(entry);
  }
}

DocxStyles::Meaning DocxStyles::meaning(const std::string& style_id) const {
  std::string id = style_id;
  // A bounded walk: basedOn chains may loop in a damaged file.
  for (int step = 0; step < 16 && !id.empty(); ++step) {
    const auto it = styles_.find(id);
    if (it == styles_.end()) break;
    if (it->second.own.heading_level || it->second.own.list || it->second.own.code) return it->second.own;
    id = it->second.based_on;
  }
  return {};
}

}  // namespace proofreader::host
