// DOCX annotation: writes remarks back into the writer's own file, as Word
// comments and, for a remark with a fix, tracked changes (ECMA-376 Part 1,
// WordprocessingML). The package comes back whole: every part but the ones
// listed here keeps its bytes (its zip entry is copied raw, see
// zip_rewrite.hpp); word/document.xml, word/footnotes.xml and
// word/endnotes.xml are rewritten only when a remark lands in them, and
// word/comments.xml, [Content_Types].xml and word/_rels/document.xml.rels only
// when a comment is added.
//
// Mapping: a remark's block and code-point range are those of extract_docx on
// the same bytes. The parts are walked by the extractor's own walk
// (extract/docx_walk.hpp) with a trace, which gives for every code point of a
// block the w:t and character it came from; the range maps to a start and an
// end point inside w:t elements, exactly. Before anything is written the
// range's text must equal the remark's fragment; a remark that does not match,
// or whose edge is no character of a w:t (a tab, a break, a paragraph end, a
// w:noBreakHyphen, a run with repaired bytes), is skipped with a reason, never
// placed elsewhere. A space in a block is collapsed whitespace: a fragment
// starting with one starts at its first source character, one ending with
// one ends after its last (so a change removes all of it; a change cannot
// when a tab or break is in it).
//
// Placement (one pass; remarks in the order given, the first that claims a
// place wins):
//  - comment: w:commentRangeStart before the fragment's first run,
//    w:commentRangeEnd after its last, then a run holding w:commentReference;
//    the w:comment in the comments part. Runs are split at the fragment's
//    edges (run_split.hpp) so the range is exact; it may cross runs of
//    different formatting, hyperlinks, content controls, complex field results
//    and paragraphs of one block (a table cell, a footnote). Inside a simple
//    field (w:fldSimple) the range goes around the whole field: its result is
//    regenerated when the field updates, so marks inside would be lost.
//    Comments may overlap each other.
//  - tracked change (replacement set): only the words the fix changes are
//    marked (minimal_change.hpp: «новый версия» → «новая версия» changes
//    «новый»; an added comma is an insertion of the comma alone). Their runs
//    are moved into one w:del, their w:t renamed w:delText, then a w:ins with
//    one run carrying the first deleted run's w:rPr (for an insertion, the
//    w:rPr of the run before it) and the new text (none for a deletion). A
//    comment on the same remark spans the w:del and w:ins. A change needs its
//    runs side by side under one parent (a paragraph, hyperlink, content
//    control, smart tag) holding only text, tabs and breaks; one inside a
//    field, an earlier revision or a simple field, across paragraphs or
//    containers, or over a drawing, note reference, field character or comment
//    mark is skipped, as is a change overlapping any other placed remark (and
//    a comment overlapping a change). A remark whose change is skipped is
//    skipped whole, its comment too: the report still has it.
//  - applied fix (FixStyle::applied, the corrected file): the same runs are
//    removed and the new text put in their place as a plain run with the
//    same w:rPr: no w:ins or w:del, nothing left to accept. A fix's own
//    comment is not written (there is no change left to comment on).
//  - text boxes: the paragraphs in mc:Choice are the ones extracted and
//    marked; the VML copy in mc:Fallback (for readers without DrawingML) keeps
//    the old text.
//
// OOXML rules relied on, so Word opens the file without repair:
//  - CT_R: w:rPr, when present, is a run's first child; split runs copy it first.
//  - w:commentRangeStart/End, w:ins, w:del are run-level content
//    (EG_RunLevelElements): children of w:p, w:hyperlink, w:sdtContent,
//    w:smartTag, w:customXml, w:fldSimple, w:ins, w:moveTo, w:dir, w:bdo;
//    they are only ever inserted as siblings of a run (or of a w:fldSimple,
//    w:del, w:ins made here) whose parent is one of these, so never before a
//    paragraph's w:pPr, which stays first. A w:del or w:ins made here holds
//    runs only (and bookmarks, proofing marks that were among them).
//  - w:commentReference sits in a run of its own after the range end, outside
//    any w:ins or w:moveTo (it would read as inserted text) and w:fldSimple;
//    its id, the range's and the w:comment's are one id; each comment has a
//    range and a reference.
//  - a deleted run has no w:t (w:delText instead), and w:delText appears only
//    in a w:del; w:ins and w:del carry w:id, w:author and w:date.
//  - w:id of comments and revisions is unique: new ids start above every
//    w:id in document, notes and comments parts.
//  - the comments part has the content type
//    application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml
//    (an Override) and a relationship of type .../relationships/comments.
//  - w:t keeps edge spaces only with xml:space="preserve"; split and new text
//    carry it.
// Limits: the archive is read through ZipReader under ExtractLimits (entry
// count, inflated bytes, ratio) and parsed under max_depth, as in extraction;
// only the parts named above are inflated. Throws bad_document (400) and
// document_too_large (413) like extract_docx. Safe from any thread (no shared
// state).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "annotate/Annotation.hpp"
#include "extract/extractor.hpp"

namespace proofreader::host {

struct DocxRevisionAuthor {
  std::string name = "Корректор";
  std::string initials = "К";
  std::string date;  // ISO 8601 UTC, e.g. 2026-11-26T15:00:00Z; empty: now
};

// How fixes go into the file: as tracked changes to accept or reject, or
// applied, the text simply replaced (the corrected file).
enum class FixStyle { tracked, applied };

AnnotatedFile annotate_docx(std::string_view docx, const std::vector<Annotation>& annotations,
                            const DocxRevisionAuthor& author, const ExtractLimits& limits,
                            FixStyle fixes = FixStyle::tracked);

}  // namespace proofreader::host
