// The package parts a DOCX needs for comments (ECMA-376 Part 1 §17.13.4 and
// Part 2): word/comments.xml with one w:comment per remark, its Override in
// [Content_Types].xml and its relationship from word/document.xml; an
// existing comments part (found through that relationship) is extended, its
// comments kept. Not thread-safe; one per annotation run.
#pragma once

#include <pugixml.hpp>

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "extract/zip_reader.hpp"

namespace proofreader::host {

inline constexpr const char* kWordNamespace = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";

// Who a comment or tracked change is from, and when (w:author, w:initials, w:date).
struct RevisionMark {
  std::string author;
  std::string initials;
  std::string date;
};

// Parse flags that let a part be written back as it was: whitespace text,
// the declaration, processing instructions and comments are kept; line ends
// and attribute whitespace are not normalised.
inline constexpr unsigned kRoundTripParse = pugi::parse_cdata | pugi::parse_escapes | pugi::parse_ws_pcdata |
                                            pugi::parse_declaration | pugi::parse_pi | pugi::parse_comments;

// Parses a part for rewriting; nullopt when the archive has none.
std::optional<pugi::xml_document> parse_for_rewrite(ZipReader& zip, const std::string& name);

// The part as bytes (UTF-8, no added whitespace).
std::string serialize(const pugi::xml_document& part);

class DocxCommentsPart {
 public:
  // Reads the relationships, content types and any comments part.
  explicit DocxCommentsPart(ZipReader& zip);

  // The largest w:id in the existing comments (-1 when none).
  int max_id() const;

  // Adds a comment; its text is split into paragraphs at line breaks.
  void add(int id, const std::string& text, const RevisionMark& mark);

  bool empty() const { return added_ == 0; }

  // The parts to write: the comments part and, when they changed, the
  // relationships and content types.
  std::vector<std::pair<std::string, std::string>> parts() const;

 private:
  std::string part_name_ = "word/comments.xml";
  pugi::xml_document comments_;
  pugi::xml_document rels_;
  pugi::xml_document types_;
  bool rels_changed_ = false;
  bool types_changed_ = false;
  int added_ = 0;
};

}  // namespace proofreader::host
