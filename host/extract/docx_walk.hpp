// The one walk over a parsed DOCX that makes its blocks, shared by
// extract_docx and the DOCX annotator (host/annotate), so that a remark's
// block index and offsets always mean the same text in both.
//
// With a trace, the walk also records where each block's text came from: for
// every w:t appended to the block, the node and the range of code points it
// was given as (BlockText's origin counter), and for every code point of the
// block's normalised text the appended code point that produced it
// (BlockText::take_origins). Text that is not a w:t (w:noBreakHyphen, breaks)
// has origins that fall in no run: the annotator treats it as unmappable at a
// fragment's edge. The trace holds node handles into the caller's documents,
// valid while those documents live.
#pragma once

#include <pugixml.hpp>

#include <proofreader/sdk/types.hpp>

#include <cstddef>
#include <vector>

namespace proofreader::host {

struct DocxTextRun {
  pugi::xml_node t;   // the w:t element
  int begin = 0;      // its first code point, on BlockText's origin counter
  int end = 0;        // one past its last
  bool exact = true;  // false: its bytes were repaired (invalid UTF-8), positions do not hold
};

struct DocxBlockTrace {
  std::vector<int> origins;       // per code point of the block's text
  std::vector<DocxTextRun> runs;  // in document order
};

// The parts of one package, parsed by the caller (any may be empty but body).
struct DocxParts {
  pugi::xml_node body;       // w:document/w:body
  pugi::xml_node footnotes;  // w:footnotes
  pugi::xml_node endnotes;   // w:endnotes
  const pugi::xml_document* styles = nullptr;
  const pugi::xml_document* numbering = nullptr;  // whether a list is numbered; bulleted without
};

// The blocks of the package; with `trace`, one DocxBlockTrace per block.
std::vector<sdk::Block> walk_docx(const DocxParts& parts, std::size_t max_depth,
                                  std::vector<DocxBlockTrace>* trace = nullptr);

}  // namespace proofreader::host
