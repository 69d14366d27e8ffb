// The plain value types that cross the plugin boundary: the document engines
// read, the remarks they report, the user a request or job runs as, the
// options and style guide of a check, and where a job stands.
//
// Dependency-free on purpose (the standard library only), so a plugin that
// only checks text pulls in nothing else. Changing any of these types is a
// change of the ABI's major version (abi.hpp).
//
// All text is UTF-8. All offsets and lengths count Unicode code points of
// Block::text.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace proofreader::sdk {

// ---- The document ----------------------------------------------------------
//
// The host turns every source (DOCX, TXT, HTML, Markdown, a fetched page,
// pasted text) into a Document: an ordered list of Blocks. Engines read it
// and never modify it.

// A part of a block that engines must not check: code, a URL, an e-mail
// address or a file path. Offsets and lengths in code points.
struct ProtectedSpan {
  enum class Kind { code, url, email, path };
  Kind kind = Kind::code;
  int offset = 0;
  int length = 0;
};

// Where a block stands in the source, for people: the heading path
// ("Установка › Требования"), the paragraph number, and for table cells the
// row and column (1-based; 0 when not in a table).
struct BlockLocation {
  std::vector<std::string> heading_path;
  int paragraph = 0;
  int table_row = 0;
  int table_column = 0;
};

// Bold, italic or inline code over a part of a block's text, as the source
// formatted it, so a screen can show the text as it was written. Engines may
// ignore it. Offsets and lengths in code points.
struct InlineStyle {
  enum class Kind { bold, italic, code };
  Kind kind = Kind::bold;
  int offset = 0;
  int length = 0;
};

// One unit of text: a heading, a paragraph, a list item, a table cell, a
// caption. `kind` is one of "heading", "paragraph", "list_item",
// "table_cell", "caption", "footnote", "text". The cells of one table share
// location.paragraph and follow each other.
struct Block {
  int index = 0;  // the block's position in Document::blocks (0, 1, 2, …)
  std::string kind = "paragraph";
  std::string text;  // UTF-8
  BlockLocation location;
  std::vector<ProtectedSpan> protected_spans;
  // A heading's level (1 = top) or a list item's nesting depth (1 = outermost); 0 otherwise.
  int level = 0;
  bool ordered = false;  // a list item of a numbered list (1., 2., …) rather than a bulleted one
  // Formatting of the text, by start; spans of one kind do not overlap.
  std::vector<InlineStyle> styles;
};

inline std::string_view to_string(InlineStyle::Kind k) {
  constexpr std::string_view names[] = {"bold", "italic", "code"};
  return names[static_cast<int>(k)];
}

// Where the document came from. `kind` is "file", "text" or "url".
struct SourceInfo {
  std::string kind = "text";
  std::string name;
  std::string url;
  std::string format;  // "docx", "txt", "html", "md", "text"
};

struct Document {
  SourceInfo source;
  std::vector<Block> blocks;
};

// ---- Remarks ---------------------------------------------------------------
//
// A remark (замечание): one problem an engine found in one block. The same
// shape is used everywhere in the API: job cards, reports, history,
// /api/check-text and xlsx exports.

enum class Severity { error, warning, suggestion };

inline std::string_view to_string(Severity s) {
  constexpr std::string_view names[] = {"error", "warning", "suggestion"};
  return names[static_cast<int>(s)];
}

// An engine's remark that the host merged into another engine's card about
// the same problem: which engine said it and under which rule.
struct RemarkOrigin {
  std::string engine;
  std::string rule_id;
};

struct Remark {
  std::string id;        // assigned by the host; engines leave it empty
  std::string engine;    // filled by the host with the engine's name
  std::string category;  // one of HostServices::categories()
  std::string rule_id;   // stable id of the rule within the engine
  Severity severity = Severity::warning;
  std::string message;   // for the writer, in Russian
  int block = 0;         // Block::index, which is the block's position in Document::blocks
  int offset = 0;        // code points from the start of the block's text
  int length = 0;        // code points
  std::string fragment;  // exactly the block's text at [offset, offset+length); the host fills it
  std::vector<std::string> suggestions;
  std::string explanation;  // longer text: why, and a reference to the guide
  // Other engines' remarks about the same problem, merged into this one by
  // the host (engines leave it empty).
  std::vector<RemarkOrigin> merged_from;
};

// ---- Who and how -----------------------------------------------------------

// A logged-in user: the caller of a request, or the owner of a job.
struct User {
  std::int64_t id = 0;  // 0 for nobody (an open route without a session)
  std::string login;
  std::string role;  // "admin" or "user"
  bool is_admin() const { return role == "admin"; }
};

// The parts of a check a user can switch off, declared once: the request
// field of a part is "check_" + to_string(part), and an engine that belongs
// to a part (EngineInfo::part) reports its stage as to_string(part). `always`
// is no switch: an engine of it runs in every check.
enum class CheckPart : std::uint32_t { always = 0, language = 1, styleguide = 2, consistency = 3 };

inline constexpr CheckPart kSwitchableParts[] = {CheckPart::language, CheckPart::styleguide,
                                                 CheckPart::consistency};

inline std::string_view to_string(CheckPart part) {
  constexpr std::string_view names[] = {"always", "language", "styleguide", "consistency"};
  return names[static_cast<int>(part)];
}

// The request field that switches `part`: "check_language" and so on.
inline std::string request_field(CheckPart part) {
  return "check_" + std::string(to_string(part));
}

// What the user asked for with a check. An absent request field means on.
// The host reads them from requests (HostServices::read_check_options).
struct CheckOptions {
  bool check_language = true;
  bool check_styleguide = true;
  bool check_consistency = true;
  std::string prompt;  // optional free instruction for a language model
  std::string locale = "ru";

  bool on(CheckPart part) const {
    return part == CheckPart::language      ? check_language
           : part == CheckPart::styleguide  ? check_styleguide
           : part == CheckPart::consistency ? check_consistency
                                            : true;
  }
};

// What a user does to an object a section keeps (HostServices::allowed).
enum class Action : std::uint32_t {
  read,             // see it, list it, run a check or capture of it
  change,           // edit it, add to it (a version, a page, a translation)
  archive,          // move it where it can be restored (the repository's trash)
  remove,           // delete it where the section keeps no archive
  delete_for_good,  // empty an archive: cannot be undone
};

// The style guide chosen for a check, serialised as JSON (the same document
// GET /api/styleguides/{id} returns). `version` changes with every edit, so an
// engine may cache what it compiles from (id, version).
struct StyleGuideView {
  std::string id;
  int version = 0;
  std::string name;
  std::string json;
};

// Where a job stands, or how it ended.
struct JobInfo {
  std::string id;
  std::string kind;    // "check" or the TaskSubmission::kind
  std::string status;  // "queued", "running", "done", "error", "cancelled"
  std::string stage;
  double progress = 0;
  std::string error;  // Russian message when status is "error"
};

}  // namespace proofreader::sdk
