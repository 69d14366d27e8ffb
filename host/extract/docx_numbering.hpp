// What the numbering of a DOCX (word/numbering.xml) says about a list
// paragraph: whether its level is numbered (1., а), i.) or bulleted. A
// paragraph names a list (w:numId) and a level in it (w:ilvl); the list
// points at an abstract definition whose level gives the format (w:numFmt).
// Not thread-safe; one per extraction.
#pragma once

#include <pugixml.hpp>

#include <string>
#include <unordered_map>

namespace proofreader::host {

class DocxNumbering {
 public:
  // `numbering` is the parsed numbering.xml (may be empty).
  explicit DocxNumbering(const pugi::xml_document& numbering);

  // False for a bullet, no format or a list the part does not define.
  bool ordered(const std::string& num_id, int level) const;

 private:
  std::unordered_map<std::string, pugi::xml_node> abstract_;  // w:abstractNumId → w:abstractNum
  std::unordered_map<std::string, std::string> lists_;        // w:numId → w:abstractNumId
};

}  // namespace proofreader::host
