// BlockText: the text of one block as an extractor collects it, normalised as
// it is appended.
//
// Normalisation (the one rule for every format):
//  - runs of ASCII whitespace (space, tab, CR, LF, FF, VT) and U+2028/U+2029
//    collapse to one space; leading and trailing whitespace is dropped. Layout
//    whitespace in the sources (XML indentation, wrapped lines) carries no
//    meaning for proofreading. Plain text is the exception (keep_spaces):
//    there a run of spaces inside a line is what the writer typed, and a
//    double space is a typography error to report, so it is kept; line
//    breaks and the ends of a block still count as layout.
//  - NBSP (U+00A0), thin and other Unicode spaces are kept as they are, even
//    at the ends of a block: the typography checks look at them. A block of
//    nothing but such spaces (an &nbsp; table cell) is layout and dropped.
//  - invisible characters that would split words are removed: control
//    characters, soft hyphen U+00AD, zero-width space U+200B, BOM U+FEFF.
//  - inline code is kept in the text (so the sentence around it stays whole)
//    and marked as a protected code span.
//
// Inline styles (bold, italic, code), for showing the text as written: a
// style is on between open_style and close_style (nesting counts), and its
// spans cover the characters appended meanwhile. A space made between two
// characters of one style joins them into one span; a space before the first
// or after the last styled character stays outside.
// Input must be valid UTF-8 (the extractors repair it first).
//
// Origins (for the DOCX annotator, which must map a remark back to the exact
// source characters): when traced, each code point of text() records which
// appended code point produced it, counting every code point ever appended
// (kept, collapsed or removed); append_break counts as one appended code
// point too, one that no source text holds (a tab, a line or paragraph
// break), so a gap with a break in it can be told from one of spaces alone.
// A space made from collapsed whitespace records the first whitespace
// character (or break) of its run.
// Not thread-safe; one per block being built.
#pragma once

#include <proofreader/sdk/types.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace proofreader::host {

class BlockText {
 public:
  void append(std::string_view utf8);
  // Inline code: kept and marked protected.
  void append_code(std::string_view utf8);
  // A line break or a boundary between inline parts: acts as whitespace.
  void append_break() {
    const int origin = appended_++;
    if (!pending_space_) pending_origin_ = origin;
    pending_space_ = !text_.empty();
    typed_spaces_.clear();
  }
  void open_style(sdk::InlineStyle::Kind kind) { ++open_[static_cast<int>(kind)]; }
  void close_style(sdk::InlineStyle::Kind kind) {
    if (open_[static_cast<int>(kind)] > 0) --open_[static_cast<int>(kind)];
  }
  // Keeps runs of spaces and tabs inside a line as typed (plain text).
  void set_keep_spaces(bool keep) { keep_spaces_ = keep; }

  // True until something other than spaces is appended: a block of NBSPs is
  // layout, not text.
  bool empty() const { return !visible_; }
  const std::string& text() const { return text_; }
  const std::vector<sdk::ProtectedSpan>& code_spans() const { return code_spans_; }

  // Origins: off by default (extraction does not pay for them).
  void trace_origins() { tracing_ = true; }
  // Code points appended so far (input side), the origin counter.
  int appended() const { return appended_; }
  // One entry per code point of text(); empty unless traced.
  std::vector<int> take_origins() { return std::move(origins_); }

  // Moves the text out and leaves this object empty, ready for the next block.
  std::string take_text();
  std::vector<sdk::ProtectedSpan> take_code_spans();
  // The styles' spans, ordered by start.
  std::vector<sdk::InlineStyle> take_styles();
  void clear();

 private:
  std::string text_;
  int length_ = 0;  // code points in text_
  bool pending_space_ = false;
  bool keep_spaces_ = false;
  std::string typed_spaces_;  // keep_spaces: the spaces seen since the last character
  bool visible_ = false;
  std::vector<sdk::ProtectedSpan> code_spans_;
  // Styled characters are marked as they are appended.
  void mark_styles(int gap_start);
  // Per InlineStyle::Kind: how many times opened. Kept by clear(): it is where
  // the extractor stands in the source, not text.
  int open_[3] = {0, 0, 0};
  std::vector<sdk::InlineStyle> styles_;
  bool tracing_ = false;
  int appended_ = 0;
  int pending_origin_ = -1;
  std::vector<int> origins_;
};

}  // namespace proofreader::host
