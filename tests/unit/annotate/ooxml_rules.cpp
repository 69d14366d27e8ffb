#include "ooxml_rules.hpp"

#include <Poco/Zip/ZipArchive.h>
#include <pugixml.hpp>

#include <algorithm>
#include <map>
#include <set>
#include <sstream>

#include "extract/zip_reader.hpp"

namespace proofreader::test {
namespace {

bool named(pugi::xml_node n, const char* name) {
  return std::string_view(n.name()) == name;
}

bool has_ancestor(pugi::xml_node n, const char* name) {
  for (pugi::xml_node a = n.parent(); a; a = a.parent())
    if (named(a, name)) return true;
  return false;
}

template <typename Visit>
void each(pugi::xml_node root, Visit visit) {
  for (pugi::xml_node child : root.children()) {
    if (child.type() != pugi::node_element) continue;
    visit(child);
    each(child, visit);
  }
}

const std::set<std::string> kRunLevelParents = {"w:p",         "w:hyperlink", "w:sdtContent", "w:smartTag",
                                                "w:customXml", "w:fldSimple", "w:ins",        "w:del",
                                                "w:moveTo",    "w:moveFrom",  "w:dir",        "w:bdo"};

}  // namespace

std::optional<std::string> zip_part(const std::string& zip, const std::string& name) {
  host::ZipReader reader(zip, {});
  return reader.read(name);
}

std::vector<std::string> zip_names(const std::string& zip) {
  std::istringstream in(zip);
  Poco::Zip::ZipArchive archive(in);
  std::vector<std::pair<std::streamoff, std::string>> entries;
  for (auto it = archive.headerBegin(); it != archive.headerEnd(); ++it)
    entries.emplace_back(it->second.getStartPos(), it->first);
  std::sort(entries.begin(), entries.end());
  std::vector<std::string> names;
  for (auto& e : entries) names.push_back(e.second);
  return names;
}

std::string zip_raw_entry(const std::string& zip, const std::string& name) {
  std::istringstream in(zip);
  Poco::Zip::ZipArchive archive(in);
  const auto it = archive.findHeader(name);
  if (it == archive.headerEnd()) return {};
  return zip.substr(it->second.getStartPos(), it->second.getEndPos() - it->second.getStartPos());
}

std::vector<std::string> ooxml_violations(const std::string& docx) {
  std::vector<std::string> out;
  std::map<std::string, pugi::xml_document> parts;
  for (const std::string& name : zip_names(docx)) {
    if (name.size() < 4 ||
        (name.substr(name.size() - 4) != ".xml" && name.substr(name.size() - 5) != ".rels"))
      continue;
    const std::string bytes = *zip_part(docx, name);
    if (!parts[name].load_buffer(bytes.data(), bytes.size())) out.push_back(name + ": not well-formed");
  }
  // Comment ids: ranges and references in the text parts, comments in comments.xml.
  std::map<std::string, int> starts, ends, references;
  std::vector<std::string> revision_ids;
  for (const char* name : {"word/document.xml", "word/footnotes.xml", "word/endnotes.xml"}) {
    if (!parts.count(name)) continue;
    each(parts[name], [&](pugi::xml_node e) {
      const std::string id = e.attribute("w:id").value();
      const std::string where = std::string(name) + ": " + e.name() + " " + id;
      if (named(e, "w:commentRangeStart")) ++starts[id];
      if (named(e, "w:commentRangeEnd")) ++ends[id];
      if (named(e, "w:commentReference")) {
        ++references[id];
        if (!named(e.parent(), "w:r")) out.push_back(where + ": a reference outside a run");
      }
      if (named(e, "w:commentRangeStart") || named(e, "w:commentRangeEnd") || named(e, "w:ins") ||
          named(e, "w:del")) {
        if (!kRunLevelParents.count(e.parent().name()))
          out.push_back(where + ": inside " + e.parent().name() + ", not run-level content");
      }
      if (named(e, "w:ins") || named(e, "w:del")) {
        if (id.empty() || !e.attribute("w:author") || !e.attribute("w:date"))
          out.push_back(where + ": lacks w:id, w:author or w:date");
        revision_ids.push_back(id);
      }
      if (named(e, "w:t") && has_ancestor(e, "w:del")) out.push_back(where + ": w:t inside w:del");
      if (named(e, "w:delText") && !has_ancestor(e, "w:del"))
        out.push_back(where + ": w:delText outside w:del");
      if (named(e, "w:r")) {
        pugi::xml_node first = e.first_child();
        while (first && first.type() != pugi::node_element) first = first.next_sibling();
        for (pugi::xml_node c = first.next_sibling(); c; c = c.next_sibling())
          if (named(c, "w:rPr")) out.push_back(where + ": w:rPr is not the run's first child");
      }
      if (named(e, "w:pPr") && e.previous_sibling() && e.previous_sibling().type() == pugi::node_element)
        out.push_back(where + ": w:pPr is not the paragraph's first child");
    });
  }
  std::set<std::string> comment_ids;
  bool any_comment = !starts.empty() || !references.empty();
  if (parts.count("word/comments.xml")) {
    for (pugi::xml_node c : parts["word/comments.xml"].child("w:comments").children("w:comment")) {
      const std::string id = c.attribute("w:id").value();
      if (!comment_ids.insert(id).second) out.push_back("comments.xml: duplicate comment id " + id);
      if (!c.attribute("w:author") || !c.attribute("w:date"))
        out.push_back("comment " + id + ": no author or date");
      if (!starts.count(id) || !ends.count(id) || !references.count(id))
        out.push_back("comment " + id + ": no range start, end or reference in the text");
    }
    any_comment = true;
  }
  for (const auto* marks : {&starts, &ends, &references})
    for (const auto& [id, count] : *marks) {
      if (!comment_ids.count(id)) out.push_back("mark " + id + ": no comment in comments.xml");
      if (count != 1) out.push_back("mark " + id + ": appears " + std::to_string(count) + " times");
    }
  for (const std::string& id : revision_ids)
    if (comment_ids.count(id) || std::count(revision_ids.begin(), revision_ids.end(), id) > 1)
      out.push_back("revision id " + id + " is not unique");
  if (any_comment) {
    bool typed = false, related = false;
    for (pugi::xml_node o : parts["[Content_Types].xml"].child("Types").children("Override"))
      typed = typed || (std::string_view(o.attribute("PartName").value()) == "/word/comments.xml" &&
                        std::string_view(o.attribute("ContentType").value()) ==
                            "application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml");
    for (pugi::xml_node r :
         parts["word/_rels/document.xml.rels"].child("Relationships").children("Relationship"))
      related =
          related || (std::string_view(r.attribute("Type").value()) ==
                          "http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments" &&
                      std::string_view(r.attribute("Target").value()) == "comments.xml");
    if (!typed) out.push_back("[Content_Types].xml: no Override for /word/comments.xml");
    if (!related) out.push_back("document.xml.rels: no comments relationship to comments.xml");
  }
  return out;
}

}  // namespace proofreader::test
