// The plain value types that cross the plugin boundary: the document, the
// remarks, the user, a check's options and guide, where a job stands. The
// standard library only. Changing any is a new ABI major version (abi.hpp).
// All text is UTF-8; all offsets and lengths count code points of Block::text.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace proofreader::sdk {

// ---- The document: every source becomes an ordered list of Blocks ---------

// A part of a block that engines must not check.
struct ProtectedSpan {
  enum class Kind { code, url, email, path };
  Kind kind = Kind::code;
  int offset = 0;
  int length = 0;
};

// Where a block stands, for people: the heading path, the paragraph number,
// a table cell's row and column (1-based; 0 outside tables).
struct BlockLocation {
  std::vector<std::string> heading_path;
  int paragraph = 0;
  int table_row = 0;
  int table_column = 0;
};

// Formatting of a part of a block's text, for screens; engines may ignore it.
struct InlineStyle {
  enum class Kind { bold, italic, code };
  Kind kind = Kind::bold;
  int offset = 0;
  int length = 0;
};

// One unit of text. `kind`: "heading", "paragraph", "list_item",
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

// ---- Remarks: one problem an engine found in one block (замечание) --------

enum class Severity { error, warning, suggestion };

inline std::string_view to_string(Severity s) {
  constexpr std::string_view names[] = {"error", "warning", "suggestion"};
  return names[static_cast<int>(s)];
}

// An engine's remark the host merged into another engine's card.
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
  // Other engines' remarks merged into this one (the host fills it).
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

// The parts of a check a user can switch off, declared once: a part's
// request field is "check_" + to_string(part) and its engines' stage is
// to_string(part). `always` is no switch.
enum class CheckPart : std::uint32_t { always = 0, language = 1, styleguide = 2, consistency = 3 };

inline constexpr CheckPart kSwitchableParts[] = {CheckPart::language, CheckPart::styleguide,
                                                 CheckPart::consistency};

inline std::string_view to_string(CheckPart part) {
  constexpr std::string_view names[] = {"always", "language", "styleguide", "consistency"};
  return names[static_cast<int>(part)];
}

// What the user asked for with a check. An absent request field means on.
// The host reads them from requests (HostServices::read_check_options);
// kit/check_parts.hpp maps a part to its switch.
struct CheckOptions {
  bool check_language = true;
  bool check_styleguide = true;
  bool check_consistency = true;
  std::string prompt;  // optional free instruction for a language model
  std::string locale = "ru";
};

// What a user does to an object a section keeps (HostServices::allowed).
enum class Action : std::uint32_t {
  read,             // see it, list it, run a check or capture of it
  change,           // edit it, add to it (a version, a page, a translation)
  archive,          // move it where it can be restored (the repository's trash)
  remove,           // delete it where the section keeps no archive
  delete_for_good,  // empty an archive: cannot be undone
};

// The style guide of a check as JSON (GET /api/styleguides/{id}). `version`
// changes with every edit: an engine may cache by (id, version).
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
