// What the styles of a DOCX (word/styles.xml) mean for extraction: a heading
// level from the built-in name ("heading 1", "Title"), a Russian custom name
// ("Заголовок 1") or the outline level; whether the style makes a list
// (numbering, or "List" / "Список" in the name); and whether it marks code
// (a name such as "HTML Code", "Source Code", "Листинг", or a monospace font),
// for paragraph and character styles alike; and whether a run is bold or
// italic (its own w:rPr first, then its character style's).
// Not thread-safe; one per extraction.
#pragma once

#include <pugixml.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

namespace proofreader::host {

class DocxStyles {
 public:
  struct Meaning {
    int heading_level = 0;  // 0: not a heading
    bool list = false;
    bool code = false;
  };

  // `styles` is the parsed styles.xml (may be empty).
  explicit DocxStyles(const pugi::xml_document& styles);

  // Follows w:basedOn until something is known.
  Meaning meaning(const std::string& style_id) const;

  // Whether a font (w:rFonts) is a programmer's monospace font.
  static bool is_code_font(std::string_view font);

  // Whether the run (w:r) turns `toggle` on: "w:b" bold, "w:i" italic.
  bool run_has(pugi::xml_node run, const char* toggle) const;

 private:
  struct Style {
    Meaning own;
    std::string based_on;
    pugi::xml_node run_properties;  // w:rPr, valid while the styles document lives
  };
  std::unordered_map<std::string, Style> styles_;
};

}  // namespace proofreader::host
