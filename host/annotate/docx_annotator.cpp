#include "annotate/docx_annotator.hpp"

#include <pugixml.hpp>

#include <proofreader/kit/utf8.hpp>

#include <algorithm>
#include <ctime>
#include <map>
#include <optional>
#include <set>
#include <string>

#include "annotate/docx_comments_part.hpp"
#include "annotate/run_split.hpp"
#include "annotate/zip_rewrite.hpp"
#include "extract/docx_walk.hpp"
#include "extract/extract_error.hpp"
#include "extract/utf8.hpp"
#include "extract/zip_reader.hpp"

namespace proofreader::host {
namespace {

// Reasons for the writer, one per way a remark can fail to be placed.
constexpr const char* kNoBlock = "абзац замечания не найден в файле";
constexpr const char* kOutside = "место замечания выходит за пределы абзаца";
constexpr const char* kNothingMarked = "у замечания нет фрагмента: отметить в файле нечего";
constexpr const char* kNothingToWrite = "нечего вносить: у замечания нет ни комментария, ни исправления";
constexpr const char* kMismatch = "текст в файле не совпадает с проверенным";
constexpr const char* kEdge =
    "фрагмент начинается или кончается на табуляции, разрыве строки или границе абзаца — точно отметить его "
    "нельзя";
constexpr const char* kContainer =
    "фрагмент внутри формулы или другого элемента, где Word не допускает отметок";
constexpr const char* kOverlap = "пересекается с другим замечанием, уже внесённым в файл";
constexpr const char* kChangeSpan =
    "исправление захватывает несколько абзацев или границу ссылки, поля, элемента управления — внести его "
    "правкой нельзя";
constexpr const char* kChangeInField =
    "исправление внутри поля или прежней правки: Word пересчитает поле или правку, и исправление пропадёт";
constexpr const char* kChangeContent =
    "в исправляемом фрагменте есть рисунок, сноска, поле или знак комментария";

bool named(pugi::xml_node node, std::string_view name) {
  return name == node.name();
}

bool any_of_names(pugi::xml_node node, std::initializer_list<std::string_view> names) {
  return std::find(names.begin(), names.end(), std::string_view(node.name())) != names.end();
}

// Calls `visit` on every element under `root`, in document order, without
// recursion (a deep part must not exhaust the stack).
template <typename Visit>
void each_element(pugi::xml_node root, Visit visit) {
  for (pugi::xml_node node = root.first_child(); node;) {
    if (node.type() == pugi::node_element) visit(node);
    if (node.first_child()) {
      node = node.first_child();
      continue;
    }
    while (node && node != root && !node.next_sibling()) node = node.parent();
    if (!node || node == root) break;
    node = node.next_sibling();
  }
}

// A point in the source: before code point `k` of the w:t `t`.
struct Point {
  pugi::xml_node t;
  int k = 0;
};

struct Placement {
  const Annotation* annotation;
  int block, from, to;  // code points [from, to) of the block
  Point start, end;     // end: one past the fragment's last character
  bool change;
};

// Parents of a run that may also hold range marks and revisions.
bool marks_allowed_in(pugi::xml_node node) {
  return any_of_names(node, {"w:p", "w:hyperlink", "w:sdtContent", "w:smartTag", "w:customXml", "w:fldSimple",
                             "w:ins", "w:moveTo", "w:dir", "w:bdo"});
}

// Where an origin of a block came from, if it is a character of a w:t whose
// run can take marks.
std::optional<Point> source_of(const DocxBlockTrace& trace, int origin, bool& container_ok) {
  if (origin < 0) return std::nullopt;
  auto it = std::upper_bound(trace.runs.begin(), trace.runs.end(), origin,
                             [](int o, const DocxTextRun& run) { return o < run.begin; });
  if (it == trace.runs.begin()) return std::nullopt;
  --it;
  if (origin >= it->end || !it->exact) return std::nullopt;
  const pugi::xml_node run = it->t.parent();
  container_ok = container_ok && named(run, "w:r") && marks_allowed_in(run.parent());
  return Point{it->t, origin - it->begin};
}

std::size_t utf8_byte(const std::string& text, int code_point) {
  return kit::utf8::byte_offset(text, static_cast<std::size_t>(code_point));
}

// Valid XML text for the writer's strings: repaired UTF-8, no control
// characters (XML 1.0 forbids most); line breaks kept only when asked.
std::string clean_text(const std::string& text, bool keep_lines) {
  const std::string valid = is_valid_utf8(text) ? text : repair_utf8(text);
  std::string out;
  for (char c : valid) {
    const auto u = static_cast<unsigned char>(c);
    if (u == '\n' && keep_lines)
      out += c;
    else if (u == '\n' || u == '\t')
      out += ' ';
    else if (u >= 0x20)
      out += c;
  }
  return out;
}

std::string now_iso8601() {
  const std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  char buffer[32];
  std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return buffer;
}

void mark(pugi::xml_node node, int id, const RevisionMark& who) {
  node.append_attribute("w:id").set_value(id);
  node.append_attribute("w:author").set_value(who.author.c_str());
  node.append_attribute("w:date").set_value(who.date.c_str());
}

// The w:t of every run inside a complex field (between w:fldChar begin and
// end, which may sit in other runs and paragraphs): a change there would be
// lost when the field updates.
std::set<pugi::xml_node> texts_in_fields(pugi::xml_node root) {
  std::set<pugi::xml_node> out;
  int depth = 0;
  each_element(root, [&](pugi::xml_node e) {
    if (named(e, "w:fldChar")) {
      const std::string_view type = e.attribute("w:fldCharType").value();
      if (type == "begin") ++depth;
      if (type == "end" && depth > 0) --depth;
    } else if (depth > 0 && named(e, "w:t")) {
      out.insert(e);
    }
  });
  return out;
}

// The outermost ancestor below the paragraph named one of `names`, or `node`.
pugi::xml_node lift_out_of(pugi::xml_node node, std::initializer_list<std::string_view> names) {
  pugi::xml_node out = node;
  for (pugi::xml_node a = node.parent(); a && !named(a, "w:p"); a = a.parent())
    if (any_of_names(a, names)) out = a;
  return out;
}

// Whether a run's child may be in a deletion: text, tabs and breaks only.
bool deletable(pugi::xml_node child) {
  return child.type() != pugi::node_element ||
         any_of_names(child, {"w:rPr", "w:t", "w:tab", "w:br", "w:cr", "w:noBreakHyphen", "w:softHyphen",
                              "w:lastRenderedPageBreak"});
}

// Why a change cannot wrap the runs from `start` to `end` (before splitting:
// the split runs are siblings of these), or nullptr when it can.
const char* change_obstacle(const Point& start, const Point& end) {
  const pugi::xml_node first = start.t.parent(), last = end.t.parent();
  const pugi::xml_node parent = first.parent();
  if (parent != last.parent() ||
      !any_of_names(parent, {"w:p", "w:hyperlink", "w:sdtContent", "w:smartTag", "w:customXml"}))
    return kChangeSpan;
  if (lift_out_of(first, {"w:fldSimple", "w:ins", "w:del", "w:moveTo", "w:moveFrom"}) != first)
    return kChangeInField;
  for (pugi::xml_node n = first;; n = n.next_sibling()) {
    if (!n) return kChangeSpan;  // last is not after first
    if (named(n, "w:r")) {
      // Only the children within the fragment: from start.t in the first
      // run, up to end.t in the last.
      for (pugi::xml_node c = n == first ? start.t : n.first_child(); c; c = c.next_sibling()) {
        if (!deletable(c)) return kChangeContent;
        if (c == end.t) break;
      }
    } else if (n.type() == pugi::node_element &&
               !any_of_names(
                   n, {"w:proofErr", "w:bookmarkStart", "w:bookmarkEnd", "w:permStart", "w:permEnd"})) {
      return any_of_names(n, {"w:commentRangeStart", "w:commentRangeEnd"}) ? kChangeContent : kChangeSpan;
    }
    if (n == last) return nullptr;
  }
}

// Moves first..last into a w:del (their w:t become w:delText) followed by a
// w:ins with the replacement; returns the first and last element written.
std::pair<pugi::xml_node, pugi::xml_node> write_change(pugi::xml_node first, pugi::xml_node last,
                                                       const std::string& replacement, int& next_id,
                                                       const RevisionMark& who) {
  pugi::xml_node parent = first.parent();
  pugi::xml_node del = parent.insert_child_before("w:del", first);
  mark(del, next_id++, who);
  for (pugi::xml_node n = first; n;) {
    pugi::xml_node next = n == last ? pugi::xml_node() : n.next_sibling();
    del.append_move(n);
    n = next;
  }
  pugi::xml_node properties;
  for (pugi::xml_node run : del.children("w:r")) {
    if (!properties) properties = run.child("w:rPr");
    for (pugi::xml_node t = run.child("w:t"); t; t = run.child("w:t")) {
      t.set_name("w:delText");
      if (!t.attribute("xml:space")) t.append_attribute("xml:space").set_value("preserve");
    }
  }
  if (replacement.empty()) return {del, del};
  pugi::xml_node ins = parent.insert_child_after("w:ins", del);
  mark(ins, next_id++, who);
  pugi::xml_node run = ins.append_child("w:r");
  if (properties) run.append_copy(properties);
  pugi::xml_node t = run.append_child("w:t");
  if (replacement.front() == ' ' || replacement.back() == ' ')
    t.append_attribute("xml:space").set_value("preserve");
  t.text().set(replacement.c_str());
  return {del, ins};
}

// Comment marks around first..last and the reference run after the end.
void write_comment_marks(pugi::xml_node first, pugi::xml_node last, int id) {
  pugi::xml_node start = first.parent().insert_child_before("w:commentRangeStart", first);
  start.append_attribute("w:id").set_value(id);
  pugi::xml_node end = last.parent().insert_child_after("w:commentRangeEnd", last);
  end.append_attribute("w:id").set_value(id);
  // The reference is a run of its own: not inside an insertion (it would be
  // part of the inserted text) or a simple field.
  const pugi::xml_node after = lift_out_of(end, {"w:ins", "w:moveTo", "w:fldSimple"});
  after.parent()
      .insert_child_after("w:r", after)
      .append_child("w:commentReference")
      .append_attribute("w:id")
      .set_value(id);
}

class Annotator {
 public:
  Annotator(std::string_view docx, const DocxRevisionAuthor& author, const ExtractLimits& limits)
      : docx_(docx), zip_(docx, limits) {
    who_ = {author.name, author.initials, author.date.empty() ? now_iso8601() : author.date};
    document_ = parse_for_rewrite(zip_, "word/document.xml");
    if (!document_)
      throw bad_document("no word/document.xml in the archive", "в архиве нет word/document.xml");
    footnotes_ = parse_for_rewrite(zip_, "word/footnotes.xml");
    endnotes_ = parse_for_rewrite(zip_, "word/endnotes.xml");
    const std::optional<pugi::xml_document> styles = parse_for_rewrite(zip_, "word/styles.xml");
    blocks_ = walk_docx(
        {document_->child("w:document").child("w:body"),
         footnotes_ ? footnotes_->child("w:footnotes") : pugi::xml_node(),
         endnotes_ ? endnotes_->child("w:endnotes") : pugi::xml_node(), styles ? &*styles : nullptr},
        limits.max_depth, &traces_);
  }

  AnnotatedFile run(const std::vector<Annotation>& annotations) {
    std::vector<Placement> placements;
    for (const Annotation& a : annotations) {
      if (const char* reason = map(a, placements)) out_.skipped.push_back({a.id, reason});
    }
    if (placements.empty()) return {std::string(docx_), std::move(out_.skipped)};

    std::optional<DocxCommentsPart> comments;
    int next_id = largest_id() + 1;
    for (const Placement& p : placements)
      if (!p.annotation->comment.empty() && !comments) {
        comments.emplace(zip_);
        next_id = std::max(next_id, comments->max_id() + 1);
      }
    const auto boundaries = split(placements);
    for (const Placement& p : placements) {
      pugi::xml_node first = boundaries.at(p.start.t).at(p.start.k).after;
      pugi::xml_node last = boundaries.at(p.end.t).at(p.end.k).before;
      if (p.change) {
        std::tie(first, last) =
            write_change(first, last, clean_text(*p.annotation->replacement, false), next_id, who_);
      } else {
        first = lift_out_of(first, {"w:fldSimple"});
        last = lift_out_of(last, {"w:fldSimple"});
      }
      if (!p.annotation->comment.empty()) {
        const int id = next_id++;
        write_comment_marks(first, last, id);
        comments->add(id, clean_text(p.annotation->comment, true), who_);
      }
      changed_.insert(p.start.t.root());
    }

    std::vector<std::pair<std::string, std::string>> parts;
    if (changed_.count(document_->root())) parts.emplace_back("word/document.xml", serialize(*document_));
    if (footnotes_ && changed_.count(footnotes_->root()))
      parts.emplace_back("word/footnotes.xml", serialize(*footnotes_));
    if (endnotes_ && changed_.count(endnotes_->root()))
      parts.emplace_back("word/endnotes.xml", serialize(*endnotes_));
    if (comments)
      for (auto& part : comments->parts()) parts.push_back(std::move(part));
    out_.bytes = parts.empty() ? std::string(docx_) : rewrite_zip(docx_, parts);
    return std::move(out_);
  }

 private:
  // Maps one remark to a placement; returns why it cannot be placed, or nullptr.
  const char* map(const Annotation& a, std::vector<Placement>& placements) const {
    if (a.comment.empty() && !a.replacement) return kNothingToWrite;
    if (a.block < 0 || a.block >= static_cast<int>(blocks_.size())) return kNoBlock;
    if (a.length <= 0) return kNothingMarked;
    const std::string& text = blocks_[a.block].text;
    std::string_view found;
    if (a.offset < 0 || !kit::utf8::slice(text, a.offset, a.length, found)) return kOutside;
    if (found != a.fragment) return kMismatch;
    const DocxBlockTrace& trace = traces_[a.block];
    if (trace.origins.size() != kit::utf8::code_points(text)) return kEdge;
    bool container_ok = true;
    const bool change = a.replacement.has_value();
    const int last = a.offset + a.length - 1;
    const std::optional<Point> start = source_of(trace, trace.origins[a.offset], container_ok);
    std::optional<Point> end = source_of(trace, trace.origins[last], container_ok);
    // A fragment ending in a collapsed space ends where the whitespace does
    // (just before the next character's origin), so a change removes all of
    // it; whitespace with a break in it cannot be removed as text.
    if (end && text[utf8_byte(text, last)] == ' ' && last + 1 < static_cast<int>(trace.origins.size())) {
      const int next = trace.origins[last + 1];
      bool text_only = true;
      for (int o = trace.origins[last] + 1; o < next && text_only; ++o)
        text_only = source_of(trace, o, container_ok).has_value();
      if (text_only)
        end = source_of(trace, next - 1, container_ok);
      else if (change)
        return kEdge;
    }
    if (!start || !end) return kEdge;
    if (!container_ok) return kContainer;
    ++end->k;  // one past the last character
    if (change) {
      if (!fields_) {
        fields_.emplace();
        for (const auto* part : {&document_, &footnotes_, &endnotes_})
          if (*part) fields_->merge(texts_in_fields(**part));
      }
      if (fields_->count(start->t) || fields_->count(end->t)) return kChangeInField;
      if (const char* obstacle = change_obstacle(*start, *end)) return obstacle;
    }
    for (const Placement& p : placements) {
      const bool overlaps = p.block == a.block && p.from < a.offset + a.length && a.offset < p.to;
      if (overlaps && (change || p.change)) return kOverlap;
    }
    placements.push_back({&a, a.block, a.offset, a.offset + a.length, *start, *end, change});
    return nullptr;
  }

  // Splits the runs at every placement's edges, each w:t once, in document
  // order; returns the runs on either side of each point.
  std::map<pugi::xml_node, std::map<int, RunBoundary>> split(const std::vector<Placement>& placements) const {
    std::map<pugi::xml_node, std::set<int>> points;
    std::set<int> blocks;
    for (const Placement& p : placements) {
      points[p.start.t].insert(p.start.k);
      points[p.end.t].insert(p.end.k);
      blocks.insert(p.block);
    }
    std::map<pugi::xml_node, std::map<int, RunBoundary>> out;
    for (int block : blocks)
      for (const DocxTextRun& run : traces_[block].runs)
        if (auto it = points.find(run.t); it != points.end()) out[run.t] = split_run(run.t, it->second);
    return out;
  }

  // The largest numeric w:id in the parts remarks go to: new comment and
  // revision ids start above it, so none collides.
  int largest_id() const {
    int largest = 0;
    for (const auto* part : {&document_, &footnotes_, &endnotes_}) {
      if (!*part) continue;
      each_element(**part, [&](pugi::xml_node e) {
        if (pugi::xml_attribute id = e.attribute("w:id")) largest = std::max(largest, id.as_int(0));
      });
    }
    return largest;
  }

  std::string_view docx_;
  ZipReader zip_;
  RevisionMark who_;
  std::optional<pugi::xml_document> document_, footnotes_, endnotes_;
  std::vector<sdk::Block> blocks_;
  std::vector<DocxBlockTrace> traces_;
  std::set<pugi::xml_node> changed_;
  mutable std::optional<std::set<pugi::xml_node>> fields_;  // w:t in complex fields, once a change asks
  AnnotatedFile out_;
};

}  // namespace

AnnotatedFile annotate_docx(std::string_view docx, const std::vector<Annotation>& annotations,
                            const DocxRevisionAuthor& author, const ExtractLimits& limits) {
  return Annotator(docx, author, limits).run(annotations);
}

}  // namespace proofreader::host
