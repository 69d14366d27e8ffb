#include "annotate/docx_comments_part.hpp"

#include <algorithm>
#include <cstdlib>
#include <sstream>
#include <string_view>

#include "extract/extract_error.hpp"

namespace proofreader::host {
namespace {

constexpr const char* kRelsPart = "word/_rels/document.xml.rels";
constexpr const char* kTypesPart = "[Content_Types].xml";
constexpr const char* kCommentsType =
    "http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments";
constexpr const char* kCommentsContentType =
    "application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml";

// A relationship target is relative to word/ unless it starts with '/'.
std::string part_of_target(std::string_view target) {
  if (!target.empty() && target.front() == '/') return std::string(target.substr(1));
  std::string path = "word/";
  while (target.rfind("../", 0) == 0) {
    target.remove_prefix(3);
    path.clear();  // word/.. is the package root
  }
  return path + std::string(target);
}

pugi::xml_document fresh(const char* xml) {
  pugi::xml_document doc;
  doc.load_string(xml, kRoundTripParse);
  return doc;
}

}  // namespace

std::optional<pugi::xml_document> parse_for_rewrite(ZipReader& zip, const std::string& name) {
  return zip.parse(name, kRoundTripParse);
}

std::string serialize(const pugi::xml_document& part) {
  std::ostringstream out;
  part.save(out, "", pugi::format_raw | pugi::format_no_declaration, pugi::encoding_utf8);
  return out.str();
}

DocxCommentsPart::DocxCommentsPart(ZipReader& zip) {
  if (auto rels = parse_for_rewrite(zip, kRelsPart)) {
    rels_ = std::move(*rels);
  } else {
    rels_ = fresh(R"(<?xml version="1.0" encoding="UTF-8" standalone="yes"?>)"
                  R"(<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>)");
    rels_changed_ = true;
  }
  pugi::xml_node relationships = rels_.child("Relationships");
  bool related = false;
  for (pugi::xml_node r : relationships.children("Relationship")) {
    if (std::string_view(r.attribute("Type").value()) == kCommentsType &&
        std::string_view(r.attribute("TargetMode").value()) != "External") {
      part_name_ = part_of_target(r.attribute("Target").value());
      related = true;
      break;
    }
  }
  if (!related) {
    // A new id: rId plus one more than any numeric rId there.
    int largest = 0;
    for (pugi::xml_node r : relationships.children("Relationship")) {
      const std::string_view id = r.attribute("Id").value();
      if (id.rfind("rId", 0) == 0) largest = std::max(largest, std::atoi(std::string(id.substr(3)).c_str()));
    }
    pugi::xml_node r = relationships.append_child("Relationship");
    r.append_attribute("Id").set_value(("rId" + std::to_string(largest + 1)).c_str());
    r.append_attribute("Type").set_value(kCommentsType);
    r.append_attribute("Target").set_value("comments.xml");
    rels_changed_ = true;
  }

  if (auto types = parse_for_rewrite(zip, kTypesPart))
    types_ = std::move(*types);
  else
    throw bad_document("no [Content_Types].xml in the archive", "в архиве нет [Content_Types].xml");
  pugi::xml_node root = types_.child("Types");
  bool typed = false;
  for (pugi::xml_node o : root.children("Override"))
    typed = typed || std::string_view(o.attribute("PartName").value()) == "/" + part_name_;
  if (!typed) {
    pugi::xml_node o = root.append_child("Override");
    o.append_attribute("PartName").set_value(("/" + part_name_).c_str());
    o.append_attribute("ContentType").set_value(kCommentsContentType);
    types_changed_ = true;
  }

  if (auto comments = parse_for_rewrite(zip, part_name_)) {
    comments_ = std::move(*comments);
  } else {
    comments_ =
        fresh(R"(<?xml version="1.0" encoding="UTF-8" standalone="yes"?>)"
              R"(<w:comments xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>)");
  }
  if (!comments_.child("w:comments"))
    throw bad_document(part_name_ + " has no w:comments", "в " + part_name_ + " нет w:comments");
}

int DocxCommentsPart::max_id() const {
  int largest = -1;
  for (pugi::xml_node c : comments_.child("w:comments").children("w:comment"))
    largest = std::max(largest, c.attribute("w:id").as_int(-1));
  return largest;
}

void DocxCommentsPart::add(int id, const std::string& text, const RevisionMark& mark) {
  pugi::xml_node comment = comments_.child("w:comments").append_child("w:comment");
  comment.append_attribute("w:id").set_value(id);
  comment.append_attribute("w:author").set_value(mark.author.c_str());
  comment.append_attribute("w:date").set_value(mark.date.c_str());
  comment.append_attribute("w:initials").set_value(mark.initials.c_str());
  std::istringstream lines(text);
  bool first = true;
  for (std::string line; std::getline(lines, line) || first;) {
    pugi::xml_node p = comment.append_child("w:p");
    // Word starts a comment with its mark (w:annotationRef) in the first paragraph.
    if (first) p.append_child("w:r").append_child("w:annotationRef");
    first = false;
    if (line.empty()) continue;
    pugi::xml_node t = p.append_child("w:r").append_child("w:t");
    t.append_attribute("xml:space").set_value("preserve");
    t.text().set(line.c_str());
  }
  ++added_;
}

std::vector<std::pair<std::string, std::string>> DocxCommentsPart::parts() const {
  std::vector<std::pair<std::string, std::string>> out;
  if (empty()) return out;
  out.emplace_back(part_name_, serialize(comments_));
  if (rels_changed_) out.emplace_back(kRelsPart, serialize(rels_));
  if (types_changed_) out.emplace_back(kTypesPart, serialize(types_));
  return out;
}

}  // namespace proofreader::host
