#include "extract/docx_extractor.hpp"

#include <pugixml.hpp>

#include <algorithm>
#include <optional>
#include <string>

#include "extract/block_builder.hpp"
#include "extract/docx_numbering.hpp"
#include "extract/docx_styles.hpp"
#include "extract/docx_walk.hpp"
#include "extract/extract_error.hpp"
#include "extract/utf8.hpp"
#include "extract/zip_reader.hpp"

namespace proofreader::host {
namespace {

bool named(pugi::xml_node node, std::string_view name) {
  return name == node.name();
}

// Parses a part of the package; an absent optional part gives an empty document.
pugi::xml_document parse_part(ZipReader& zip, const std::string& name, bool required) {
  // Whitespace-only runs (<w:t xml:space="preserve"> </w:t>) separate words.
  std::optional<pugi::xml_document> xml = zip.parse(name, pugi::parse_default | pugi::parse_ws_pcdata_single);
  if (xml) return std::move(*xml);
  if (required) throw bad_document("no " + name + " in the archive", "в архиве нет " + name);
  return {};
}

class DocxWalker {
 public:
  DocxWalker(const DocxStyles& styles, const DocxNumbering& numbering, std::size_t max_depth,
             std::vector<DocxBlockTrace>* trace)
      : styles_(styles), numbering_(numbering), max_depth_(max_depth), trace_(trace) {}

  // Block-level content: paragraphs, tables, content controls.
  void blocks(pugi::xml_node parent, std::size_t depth) {
    check_depth(depth);
    for (pugi::xml_node child : parent.children()) {
      if (named(child, "w:p")) {
        paragraph(child, depth + 1);
      } else if (named(child, "w:tbl")) {
        table(child, depth + 1);
      } else if (named(child, "w:sdt") || named(child, "w:sdtContent") || named(child, "w:customXml") ||
                 named(child, "w:ins")) {
        blocks(child, depth + 1);
      }
    }
  }

  // Footnotes or endnotes: one "footnote" block per note.
  void notes(pugi::xml_node root, const char* note_name) {
    for (pugi::xml_node note : root.children(note_name)) {
      const std::string_view type = note.attribute("w:type").value();
      if (!type.empty() && type != "normal") continue;  // separators
      BlockText text = new_text();
      std::vector<pugi::xml_node> boxes;
      for (pugi::xml_node p : note.children()) {
        inline_content(p, text, boxes, 1);
        text.append_break();
      }
      traced(text, [&] { builder_.add("footnote", text); });
    }
  }

  std::vector<sdk::Block> take_blocks() { return builder_.take_blocks(); }

 private:
  void check_depth(std::size_t depth) const {
    if (depth > max_depth_)
      throw document_too_large("elements nested deeper than " + std::to_string(max_depth_),
                               "элементы вложены глубже " + std::to_string(max_depth_) + " уровней");
  }

  void paragraph(pugi::xml_node p, std::size_t depth) {
    const pugi::xml_node properties = p.child("w:pPr");
    DocxStyles::Meaning meaning = styles_.meaning(properties.child("w:pStyle").attribute("w:val").value());
    if (pugi::xml_attribute level = properties.child("w:outlineLvl").attribute("w:val");
        level && level.as_int() < 9)
      meaning.heading_level = level.as_int() + 1;
    const pugi::xml_node numbering = properties.child("w:numPr");
    if (pugi::xml_attribute num = numbering.child("w:numId").attribute("w:val"))
      meaning.list = std::string_view(num.value()) != "0";
    const int list_level = std::clamp(numbering.child("w:ilvl").attribute("w:val").as_int(0), 0, 8);

    BlockText text = new_text();
    std::vector<pugi::xml_node> boxes;
    // A code paragraph (a listing) is not prose: skipped like <pre> and fenced code.
    if (meaning.code) return;
    inline_content(p, text, boxes, depth);
    traced(text, [&] {
      if (meaning.heading_level) {
        builder_.add_heading(meaning.heading_level, text);
      } else if (meaning.list) {
        const std::string num_id = numbering.child("w:numId").attribute("w:val").value();
        builder_.add_list_item(list_level + 1, numbering_.ordered(num_id, list_level), text);
      } else {
        builder_.add("paragraph", text);
      }
    });
    text_boxes(boxes, depth);
  }

  void table(pugi::xml_node tbl, std::size_t depth) {
    check_depth(depth);
    builder_.begin_table();
    std::vector<pugi::xml_node> nested;
    std::vector<pugi::xml_node> boxes;
    int row = 0;
    for (pugi::xml_node tr : tbl.children("w:tr")) {
      ++row;
      int column = 0;
      for (pugi::xml_node tc : tr.children("w:tc")) {
        ++column;
        BlockText text = new_text();
        cell_content(tc, text, nested, boxes, depth + 1);
        traced(text, [&] { builder_.add_cell(row, column, text); });
        const int span = tc.child("w:tcPr").child("w:gridSpan").attribute("w:val").as_int(1);
        column += std::clamp(span, 1, 1000) - 1;
      }
    }
    for (pugi::xml_node inner : nested) table(inner, depth + 1);
    text_boxes(boxes, depth);
  }

  // A cell's paragraphs form one block; nested tables come after the table.
  void cell_content(pugi::xml_node parent, BlockText& text, std::vector<pugi::xml_node>& nested,
                    std::vector<pugi::xml_node>& boxes, std::size_t depth) {
    check_depth(depth);
    for (pugi::xml_node child : parent.children()) {
      if (named(child, "w:p")) {
        inline_content(child, text, boxes, depth + 1);
        text.append_break();
      } else if (named(child, "w:tbl")) {
        nested.push_back(child);
      } else if (named(child, "w:sdt") || named(child, "w:sdtContent") || named(child, "w:customXml")) {
        cell_content(child, text, nested, boxes, depth + 1);
      }
    }
  }

  // A run in a code character style or a monospace font is inline code.
  bool code_run(pugi::xml_node run) const {
    const pugi::xml_node properties = run.child("w:rPr");
    const pugi::xml_node fonts = properties.child("w:rFonts");
    return styles_.meaning(properties.child("w:rStyle").attribute("w:val").value()).code ||
           DocxStyles::is_code_font(fonts.attribute("w:ascii").value()) ||
           DocxStyles::is_code_font(fonts.attribute("w:hAnsi").value());
  }

  void inline_content(pugi::xml_node node, BlockText& text, std::vector<pugi::xml_node>& boxes,
                      std::size_t depth, bool code = false) {
    check_depth(depth);
    for (pugi::xml_node child : node.children()) {
      const std::string_view name = child.name();
      if (name == "w:t") {
        append_run(text, child, code);
      } else if (name == "w:tab" || name == "w:br" || name == "w:cr") {
        text.append_break();
      } else if (name == "w:noBreakHyphen") {
        text.append("\u2011");
      } else if (name == "w:txbxContent") {
        boxes.push_back(child);
      } else if (name == "mc:AlternateContent") {
        // Choice and Fallback hold the same content twice.
        pugi::xml_node choice = child.child("mc:Choice");
        inline_content(choice ? choice : child.child("mc:Fallback"), text, boxes, depth + 1, code);
      } else if (name == "w:del" || name == "w:moveFrom" || name == "w:delText" || name == "w:instrText" ||
                 name == "w:pPr" || name == "w:rPr") {
        continue;  // deleted text, field codes, formatting
      } else if (name == "w:r") {
        run(child, text, boxes, depth, code);
      } else if (child.type() == pugi::node_element) {
        inline_content(child, text, boxes, depth + 1, code);
      }
    }
  }

  // A run's text, bold and italic as its formatting says.
  void run(pugi::xml_node r, BlockText& text, std::vector<pugi::xml_node>& boxes, std::size_t depth,
           bool code) {
    using Kind = sdk::InlineStyle::Kind;
    const bool bold = styles_.run_has(r, "w:b");
    const bool italic = styles_.run_has(r, "w:i");
    if (bold) text.open_style(Kind::bold);
    if (italic) text.open_style(Kind::italic);
    inline_content(r, text, boxes, depth + 1, code || code_run(r));
    if (bold) text.close_style(Kind::bold);
    if (italic) text.close_style(Kind::italic);
  }

  void text_boxes(const std::vector<pugi::xml_node>& boxes, std::size_t depth) {
    for (pugi::xml_node box : boxes) blocks(box, depth + 1);
  }

  BlockText new_text() const {
    BlockText text;
    if (trace_) text.trace_origins();
    return text;
  }

  // Appends a text run. pugixml hands a UTF-8 part's bytes through unchecked,
  // so a damaged part could put invalid UTF-8 into a block (the engines count
  // code points): damaged bytes become U+FFFD, as in TXT. A valid run, the
  // usual case, is appended without a copy.
  void append_run(BlockText& text, pugi::xml_node t, bool code) {
    const std::string_view bytes = t.text().get();
    const std::string repaired = is_valid_utf8(bytes) ? std::string() : repair_utf8(bytes);
    const std::string_view run = repaired.empty() ? bytes : std::string_view(repaired);
    const int begin = text.appended();
    if (code) {
      text.append_code(run);
    } else {
      text.append(run);
    }
    if (trace_) runs_.push_back({t, begin, text.appended(), repaired.empty()});
  }

  // Emits a block through `emit` (a BlockBuilder call, which may drop an
  // empty block) and, traced, keeps the block's trace when one was emitted.
  // Blocks are built one at a time, so one list of runs serves.
  template <typename Emit>
  void traced(BlockText& text, Emit emit) {
    std::vector<int> origins = text.take_origins();
    const std::size_t before = builder_.count();
    emit();
    if (trace_ && builder_.count() > before) trace_->push_back({std::move(origins), std::move(runs_)});
    runs_.clear();
  }

  const DocxStyles& styles_;
  const DocxNumbering& numbering_;
  std::size_t max_depth_;
  std::vector<DocxBlockTrace>* trace_;
  std::vector<DocxTextRun> runs_;  // traced: the w:t runs of the block being built
  BlockBuilder builder_;
};

}  // namespace

std::vector<sdk::Block> walk_docx(const DocxParts& parts, std::size_t max_depth,
                                  std::vector<DocxBlockTrace>* trace) {
  if (!parts.body) throw bad_document("word/document.xml has no w:body", "в word/document.xml нет w:body");
  const pugi::xml_document none;
  const DocxStyles styles(parts.styles ? *parts.styles : none);
  const DocxNumbering numbering(parts.numbering ? *parts.numbering : none);
  DocxWalker walker(styles, numbering, max_depth, trace);
  walker.blocks(parts.body, 0);
  walker.notes(parts.footnotes, "w:footnote");
  walker.notes(parts.endnotes, "w:endnote");
  return walker.take_blocks();
}

std::vector<sdk::Block> extract_docx(std::string_view bytes, const ExtractLimits& limits) {
  ZipReader zip(bytes, limits);
  const pugi::xml_document document = parse_part(zip, "word/document.xml", true);
  const pugi::xml_document styles = parse_part(zip, "word/styles.xml", false);
  const pugi::xml_document footnotes = parse_part(zip, "word/footnotes.xml", false);
  const pugi::xml_document endnotes = parse_part(zip, "word/endnotes.xml", false);
  const pugi::xml_document numbering = parse_part(zip, "word/numbering.xml", false);
  return walk_docx({document.child("w:document").child("w:body"), footnotes.child("w:footnotes"),
                    endnotes.child("w:endnotes"), &styles, &numbering},
                   limits.max_depth);
}

}  // namespace proofreader::host
