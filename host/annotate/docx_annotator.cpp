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
#include "annotate/minimal_change.hpp"
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
constexpr const char* kNoChange = "исправление совпадает с текстом: менять нечего";

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
  // Where the marks go: the fragment, or for a fix the part it changes
  // (minimal_change.hpp); end is one past the last character. An insertion
  // has start == end and deletes nothing.
  Point start, end;
  bool change;
  bool deletes = true;
  std::string inserted;                  // a fix's text in place of start..end
  int changed_from = 0, changed_to = 0;  // a fix's code points [from, to) in the block, as start..end
};

// Whether the part fix `p` changes meets [from, to), edges included.
bool touches(const Placement& p, int from, int to) {
  return p.changed_from <= to && from <= p.changed_to;
}

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

// A run with `properties` (a w:rPr, or none) and the text `text`.
void fill_run(pugi::xml_node run, pugi::xml_node properties, const std::string& text) {
  if (properties) run.append_copy(properties);
  pugi::xml_node t = run.append_child("w:t");
  if (text.front() == ' ' || text.back() == ' ') t.append_attribute("xml:space").set_value("preserve");
  t.text().set(text.c_str());
}

// Writes one fix: the runs from `at_start.after` to `at_end.before` deleted
// (when `deletes`; otherwise the point is `at_start`) and `inserted` put in
// their place, in a run with the first deleted run's properties (for an
// insertion, those of the run just before the point, else just after it).
// Tracked: the deleted runs move into a w:del, their w:t renamed w:delText,
// and the new run goes into a w:ins. Applied: the deleted runs are removed
// and the new run is plain.
// Returns the first and last element written; null when nothing is (an
// applied deletion).
std::pair<pugi::xml_node, pugi::xml_node> write_fix(const RunBoundary& at_start, const RunBoundary& at_end,
                                                    bool deletes, const std::string& inserted, FixStyle style,
                                                    int& next_id, const RevisionMark& who) {
  const pugi::xml_node source = deletes || !at_start.before ? at_start.after : at_start.before;
  pugi::xml_node parent = source.parent();
  // The new text goes right after `anchor`, or first in `parent` when it is null.
  pugi::xml_node anchor = deletes || !at_start.before ? at_start.after.previous_sibling() : at_start.before;
  // An insertion takes the formatting of the text before it, as typing does.
  const pugi::xml_node properties = (!deletes && named(anchor, "w:r") ? anchor : source).child("w:rPr");
  pugi::xml_node written_first, written_last;
  if (deletes && style == FixStyle::tracked) {
    pugi::xml_node del = parent.insert_child_before("w:del", at_start.after);
    mark(del, next_id++, who);
    for (pugi::xml_node n = at_start.after; n;) {
      pugi::xml_node next = n == at_end.before ? pugi::xml_node() : n.next_sibling();
      del.append_move(n);
      n = next;
    }
    for (pugi::xml_node run : del.children("w:r")) {
      for (pugi::xml_node t = run.child("w:t"); t; t = run.child("w:t")) {
        t.set_name("w:delText");
        if (!t.attribute("xml:space")) t.append_attribute("xml:space").set_value("preserve");
      }
    }
    anchor = written_first = written_last = del;
  }
  if (!inserted.empty()) {
    const bool tracked = style == FixStyle::tracked;
    pugi::xml_node node = anchor ? parent.insert_child_after(tracked ? "w:ins" : "w:r", anchor)
                                 : parent.prepend_child(tracked ? "w:ins" : "w:r");
    if (tracked) mark(node, next_id++, who);
    fill_run(tracked ? node.append_child("w:r") : node, properties, inserted);
    if (!written_first) written_first = node;
    written_last = node;
  }
  if (deletes && style == FixStyle::applied) {
    for (pugi::xml_node n = at_start.after; n;) {
      pugi::xml_node next = n == at_end.before ? pugi::xml_node() : n.next_sibling();
      parent.remove_child(n);
      n = next;
    }
  }
  return {written_first, written_last};
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
  Annotator(std::string_view docx, const DocxRevisionAuthor& author, FixStyle style,
            const ExtractLimits& limits)
      : docx_(docx), zip_(docx, limits), style_(style) {
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
      if (!p.annotation->comment.empty() && !(p.change && style_ == FixStyle::applied) && !comments) {
        comments.emplace(zip_);
        next_id = std::max(next_id, comments->max_id() + 1);
      }
    const auto boundaries = split(placements);
    // The parts written, found before an applied fix removes a run whose w:t a later placement starts in.
    for (const Placement& p : placements) changed_.insert(p.start.t.root());
    for (const Placement& p : placements) {
      const RunBoundary& at_start = boundaries.at(p.start.t).at(p.start.k);
      const RunBoundary& at_end = boundaries.at(p.end.t).at(p.end.k);
      pugi::xml_node first = at_start.after, last = at_end.before;
      if (p.change) {
        std::tie(first, last) = write_fix(at_start, at_end, p.deletes, p.inserted, style_, next_id, who_);
      } else {
        first = lift_out_of(first, {"w:fldSimple"});
        last = lift_out_of(last, {"w:fldSimple"});
      }
      // An applied fix leaves no trace to comment on.
      if (!p.annotation->comment.empty() && !(p.change && style_ == FixStyle::applied)) {
        const int id = next_id++;
        write_comment_marks(first, last, id);
        comments->add(id, clean_text(p.annotation->comment, true), who_);
      }
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
    const bool change = a.replacement.has_value();
    Placement placement{&a, a.block, a.offset, a.offset + a.length, {}, {}, change, true, {}, 0, 0};
    int from = a.offset, to = a.offset + a.length;
    if (change) {
      MinimalChange minimal = minimal_change(a.fragment, clean_text(*a.replacement, false));
      if (minimal.length == 0 && minimal.inserted.empty()) return kNoChange;
      from = a.offset + minimal.offset;
      to = from + minimal.length;
      placement.changed_from = from;
      placement.changed_to = to;
      placement.deletes = minimal.length > 0;
      placement.inserted = std::move(minimal.inserted);
    }
    bool container_ok = true;
    if (const char* reason =
            placement.deletes
                ? range_points(trace, text, from, to, change, container_ok, placement.start, placement.end)
                : insertion_point(trace, text, from, container_ok, placement.start))
      return reason;
    if (!placement.deletes) placement.end = placement.start;
    if (!container_ok) return kContainer;
    if (change) {
      if (!fields_) {
        fields_.emplace();
        for (const auto* part : {&document_, &footnotes_, &endnotes_})
          if (*part) fields_->merge(texts_in_fields(**part));
      }
      if (fields_->count(placement.start.t) || fields_->count(placement.end.t)) return kChangeInField;
      if (const char* obstacle = change_obstacle(placement.start, placement.end)) return obstacle;
    }
    for (const Placement& p : placements) {
      const bool overlaps = p.block == a.block && p.from < a.offset + a.length && a.offset < p.to;
      if (overlaps && (change || p.change)) return kOverlap;
      // An insertion goes beside a run: not beside one another fix deletes.
      if (change && p.change && p.block == a.block && (!placement.deletes || !p.deletes) &&
          touches(p, from, to))
        return kOverlap;
    }
    placements.push_back(std::move(placement));
    return nullptr;
  }

  // The points before code point `from` and after code point `to` - 1 of a
  // block; returns why they are not in w:t, or nullptr.
  static const char* range_points(const DocxBlockTrace& trace, const std::string& text, int from, int to,
                                  bool change, bool& container_ok, Point& start_out, Point& end_out) {
    const int last = to - 1;
    const std::optional<Point> start = source_of(trace, trace.origins[from], container_ok);
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
    start_out = *start;
    end_out = *end;
    ++end_out.k;  // one past the last character
    return nullptr;
  }

  // The point an insertion before code point `at` of a block goes: right
  // before that character (before all of a collapsed whitespace), or where
  // that is no character of a w:t (a tab, the block's end) right after the
  // one before it, unless that is collapsed whitespace, whose end is not
  // known there; returns why neither is possible, or nullptr.
  static const char* insertion_point(const DocxBlockTrace& trace, const std::string& text, int at,
                                     bool& container_ok, Point& out) {
    const int size = static_cast<int>(trace.origins.size());
    if (at < size) {
      if (std::optional<Point> next = source_of(trace, trace.origins[at], container_ok)) {
        out = *next;
        return nullptr;
      }
    }
    if (at > 0 && text[utf8_byte(text, at - 1)] != ' ') {
      if (std::optional<Point> before = source_of(trace, trace.origins[at - 1], container_ok)) {
        out = *before;
        ++out.k;
        return nullptr;
      }
    }
    return kEdge;
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
  FixStyle style_;
  std::optional<pugi::xml_document> document_, footnotes_, endnotes_;
  std::vector<sdk::Block> blocks_;
  std::vector<DocxBlockTrace> traces_;
  std::set<pugi::xml_node> changed_;
  mutable std::optional<std::set<pugi::xml_node>> fields_;  // w:t in complex fields, once a change asks
  AnnotatedFile out_;
};

}  // namespace

AnnotatedFile annotate_docx(std::string_view docx, const std::vector<Annotation>& annotations,
                            const DocxRevisionAuthor& author, const ExtractLimits& limits, FixStyle fixes) {
  return Annotator(docx, author, fixes, limits).run(annotations);
}

}  // namespace proofreader::host
