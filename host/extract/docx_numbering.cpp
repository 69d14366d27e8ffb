#include "extract/docx_numbering.hpp"

#include <string_view>

namespace proofreader::host {

DocxNumbering::DocxNumbering(const pugi::xml_document& numbering) {
  const pugi::xml_node root = numbering.child("w:numbering");
  for (pugi::xml_node abstract : root.children("w:abstractNum"))
    abstract_[abstract.attribute("w:abstractNumId").value()] = abstract;
  for (pugi::xml_node num : root.children("w:num"))
    lists_[num.attribute("w:numId").value()] = num.child("w:abstractNumId").attribute("w:val").value();
}

bool DocxNumbering::ordered(const std::string& num_id, int level) const {
  const auto list = lists_.find(num_id);
  if (list == lists_.end()) return false;
  const auto abstract = abstract_.find(list->second);
  if (abstract == abstract_.end()) return false;
  for (pugi::xml_node lvl : abstract->second.children("w:lvl")) {
    if (lvl.attribute("w:ilvl").as_int(-1) != level) continue;
    const std::string_view format = lvl.child("w:numFmt").attribute("w:val").value();
    return !format.empty() && format != "bullet" && format != "none";
  }
  return false;
}

}  // namespace proofreader::host
