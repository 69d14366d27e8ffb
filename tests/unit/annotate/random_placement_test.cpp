// Never misplaced: remarks at random places of generated paragraphs (runs
// split mid-word with different formatting, hyperlinks, tabs, soft hyphens,
// no-break and doubled spaces, several w:t in one run) are either placed
// exactly or skipped with a reason. Checked for each seed: the OOXML rules;
// the text inside every comment's range, normalised as the extractor does,
// is the remark's fragment; with the changes accepted, extract_docx gives the
// original text with each placed replacement applied.
#include <catch2/catch.hpp>

#include <pugixml.hpp>

#include <proofreader/kit/utf8.hpp>

#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "annotate/docx_annotator.hpp"
#include "extract/docx_extractor.hpp"
#include "ooxml_rules.hpp"
#include "zip_fixture.hpp"

using proofreader::host::Annotation;
namespace utf8 = proofreader::kit::utf8;

namespace {

const char* const kWords[] = {"сервис",       "проверяет", "орфографию", "и",  "стиль",
                              "документации", "файл",      "настройка",  "ГБ", "2",
                              "ошибка",       "«кавычки»", "т. е.",      "—"};
const char* const kProperties[] = {"", "<w:b/>", "<w:i/>", "<w:u w:val=\"single\"/>", "<w:b/><w:i/>"};

std::string t(const std::string& text) {
  return "<w:t xml:space=\"preserve\">" + text + "</w:t>";
}

// A paragraph of runs cut at random points of its text.
std::string random_paragraph(std::mt19937& rng) {
  auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
  std::string text;
  const int words = 4 + pick(10);
  for (int w = 0; w < words; ++w) {
    std::string word = kWords[pick(static_cast<int>(std::size(kWords)))];
    if (word.size() > 6 && pick(5) == 0) word.insert(4, "\u00AD");  // soft hyphen inside a word
    text += word;
    const int gap = pick(10);
    text += gap == 0 ? "  " : gap == 1 ? "\u00A0" : " ";
  }
  // Cut into runs at code point boundaries.
  std::vector<std::string> pieces;
  std::string piece;
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n = static_cast<std::size_t>(utf8::decode(text, i).bytes);
    piece += text.substr(i, n);
    i += n;
    if (pick(6) == 0) pieces.push_back(std::move(piece)), piece.clear();
  }
  if (!piece.empty()) pieces.push_back(piece);
  std::string xml = "<w:p><w:pPr><w:pStyle w:val=\"Normal\"/></w:pPr>";
  bool in_link = false;
  for (const std::string& p : pieces) {
    if (!in_link && pick(8) == 0) xml += "<w:hyperlink r:id=\"rId5\">", in_link = true;
    const std::string properties = kProperties[pick(static_cast<int>(std::size(kProperties)))];
    xml += "<w:r>" + (properties.empty() ? "" : "<w:rPr>" + properties + "</w:rPr>");
    const int shape = pick(10);
    if (shape == 0) {
      xml += t(p) + "<w:tab/>";  // a tab after the text
    } else if (shape == 1 && utf8::code_points(p) > 1) {
      const std::size_t half = utf8::byte_offset(p, 1);
      xml += t(p.substr(0, half)) + t(p.substr(half));  // two w:t in one run
    } else {
      xml += t(p);
    }
    xml += "</w:r>";
    if (in_link && pick(3) == 0) xml += "</w:hyperlink>", in_link = false;
  }
  if (in_link) xml += "</w:hyperlink>";
  return xml + "</w:p>";
}

// BlockText's rules on a range's source text: whitespace runs become one
// space (not trimmed: a fragment may start or end with one), invisible
// characters go.
std::string normalise(const std::string& text) {
  std::string out;
  bool space = false;
  for (std::size_t i = 0; i < text.size();) {
    const auto d = utf8::decode(text, i);
    const auto length = static_cast<std::size_t>(d.bytes);
    const std::string ch = text.substr(i, length);
    i += length;
    if (ch == " " || ch == "\t" || ch == "\n") {
      space = true;
      continue;
    }
    if (ch == "\u00AD") continue;
    if (space) out += ' ', space = false;
    out += ch;
  }
  if (space) out += ' ';
  return out;
}

// The text inside each comment's range, by comment id (tabs as spaces).
std::map<std::string, std::string> comment_ranges(const std::string& document_xml) {
  pugi::xml_document doc;
  doc.load_string(document_xml.c_str(), pugi::parse_default | pugi::parse_ws_pcdata_single);
  std::map<std::string, std::string> out;
  std::set<std::string> open;
  // Document order, by hand (pugixml's walker would do; this keeps it plain).
  struct Walk {
    std::map<std::string, std::string>& out;
    std::set<std::string>& open;
    void operator()(pugi::xml_node n) {
      for (pugi::xml_node c : n.children()) {
        const std::string name = c.name();
        if (name == "w:commentRangeStart")
          open.insert(c.attribute("w:id").value());
        else if (name == "w:commentRangeEnd")
          open.erase(c.attribute("w:id").value());
        else if (name == "w:t" || name == "w:delText")
          for (const auto& id : open) out[id] += c.text().get();
        else if (name == "w:tab")
          for (const auto& id : open) out[id] += " ";
        else
          (*this)(c);
      }
    }
  };
  Walk{out, open}(doc.document_element());
  return out;
}

// A fix close to its fragment, as the engines make them: one character
// replaced, a comma put in, or one character taken out.
std::string near_fix(const std::string& fragment, std::mt19937& rng) {
  std::u32string text;
  for (std::size_t at = 0; at < fragment.size();) {
    const auto decoded = utf8::decode(fragment, at);
    text += decoded.cp;
    at += static_cast<std::size_t>(decoded.bytes);
  }
  const std::size_t at = rng() % text.size();
  switch (rng() % 3) {
    case 0:
      text[at] = U'ё';
      break;
    case 1:
      text.insert(at, 1, U',');
      break;
    default:
      text.erase(at, 1);
  }
  std::string out;
  for (char32_t cp : text) utf8::append(out, cp);
  return out;
}

struct RandomRun {
  int placed_comments = 0, placed_changes = 0, skipped = 0;
};

// Random remarks on random paragraphs, written in `style`; every placed one
// checked where it landed, the text with the fixes accepted (or applied)
// checked whole. `near`: fixes close to their fragments (near_fix), else
// unrelated words.
RandomRun place_at_random(proofreader::host::FixStyle style, bool near) {
  const bool applied = style == proofreader::host::FixStyle::applied;
  int placed_comments = 0, placed_changes = 0, skipped = 0;
  for (unsigned seed = 1; seed <= 40; ++seed) {
    std::mt19937 rng(seed);
    std::string body;
    for (int p = 0; p < 12; ++p) body += random_paragraph(rng);
    const std::string docx = proofreader::test::make_docx(body);
    const auto blocks = proofreader::host::extract_docx(docx, {});
    std::vector<Annotation> annotations;
    for (const auto& block : blocks) {
      const int length = static_cast<int>(utf8::code_points(block.text));
      for (int k = 0; k < 3; ++k) {
        Annotation a;
        a.id = std::to_string(annotations.size());
        a.block = block.index;
        a.offset = static_cast<int>(rng() % static_cast<unsigned>(length));
        a.length = 1 + static_cast<int>(rng() % static_cast<unsigned>(std::min(12, length - a.offset)));
        std::string_view fragment;
        REQUIRE(utf8::slice(block.text, a.offset, a.length, fragment));
        a.fragment = std::string(fragment);
        const int kind = static_cast<int>(rng() % 3);
        if (kind != 1) a.comment = "Замечание " + a.id;
        if (kind != 0)
          a.replacement = near ? near_fix(a.fragment, rng) : rng() % 4 == 0 ? std::string() : "правка" + a.id;
        annotations.push_back(a);
      }
    }
    const auto out = proofreader::host::annotate_docx(docx, annotations, {}, {}, style);
    INFO("seed " << seed);
    CHECK(proofreader::test::ooxml_violations(out.bytes) == std::vector<std::string>{});
    const std::string document = *proofreader::test::zip_part(out.bytes, "word/document.xml");
    if (applied) CHECK(document.find("<w:ins") == std::string::npos);
    if (applied) CHECK(document.find("<w:del") == std::string::npos);
    std::set<std::string> skipped_ids;
    for (const auto& s : out.skipped) skipped_ids.insert(s.id);
    skipped += static_cast<int>(skipped_ids.size());

    // Comments sit exactly on their fragments.
    const auto ranges = comment_ranges(document);
    const std::string comments = proofreader::test::zip_part(out.bytes, "word/comments.xml").value_or("");
    std::map<std::string, std::string> comment_id;  // annotation id -> w:id
    {
      pugi::xml_document doc;
      doc.load_string(comments.c_str());
      for (pugi::xml_node c : doc.child("w:comments").children("w:comment"))
        comment_id[std::string(c.child("w:p").last_child().child("w:t").text().get())
                       .substr(std::string("Замечание ").size())] = c.attribute("w:id").value();
    }
    // Changes accepted: each placed replacement applied, from the end of each block back.
    std::vector<std::string> expected;
    for (const auto& block : blocks) expected.push_back(block.text);
    std::map<int, std::map<int, const Annotation*>> changes;  // block -> offset -> annotation
    for (const Annotation& a : annotations) {
      if (skipped_ids.count(a.id)) continue;
      if (!a.comment.empty() && !(applied && a.replacement)) {  // an applied fix has no comment
        INFO("remark " << a.id << " «" << a.fragment << "»");
        REQUIRE(comment_id.count(a.id));
        if (!a.replacement) {
          CHECK(normalise(ranges.at(comment_id[a.id])) == a.fragment);
          ++placed_comments;
        }
      }
      if (a.replacement) changes[a.block][a.offset] = &a, ++placed_changes;
    }
    for (const auto& [block, at] : changes) {
      std::string& text = expected[static_cast<std::size_t>(block)];
      for (auto it = at.rbegin(); it != at.rend(); ++it) {
        const Annotation& a = *it->second;
        const std::size_t from = utf8::byte_offset(text, static_cast<std::size_t>(a.offset));
        const std::size_t to = utf8::byte_offset(text, static_cast<std::size_t>(a.offset + a.length));
        text = text.substr(0, from) + *a.replacement + text.substr(to);
      }
      // The extractor's normalisation of the result: collapsed and trimmed spaces.
      text = normalise(text);
      if (!text.empty() && text.front() == ' ') text.erase(0, 1);
      if (!text.empty() && text.back() == ' ') text.pop_back();
    }
    std::vector<std::string> got;
    for (const auto& block : proofreader::host::extract_docx(out.bytes, {})) got.push_back(block.text);
    std::erase(expected, std::string());
    REQUIRE(got.size() == expected.size());
    for (std::size_t i = 0; i < got.size(); ++i) {
      INFO("block " << i);
      CHECK(got[i] == expected[i]);
    }
  }
  return {placed_comments, placed_changes, skipped};
}

}  // namespace

TEST_CASE("annotate: remarks at random places are placed exactly or skipped, never misplaced",
          "[annotate][docx][random]") {
  using proofreader::host::FixStyle;
  for (const auto& [style, near] :
       {std::pair{FixStyle::tracked, false}, std::pair{FixStyle::tracked, true},
        std::pair{FixStyle::applied, false}, std::pair{FixStyle::applied, true}}) {
    INFO((style == FixStyle::applied ? "applied" : "tracked")
         << (near ? ", near fixes" : ", unrelated fixes"));
    const RandomRun run = place_at_random(style, near);
    // The generator must exercise both outcomes.
    CHECK(run.placed_comments > 200);
    CHECK(run.placed_changes > 200);
    CHECK(run.skipped > 50);
    WARN("placed " << run.placed_comments << " comments, " << run.placed_changes << " changes; skipped "
                   << run.skipped);
  }
}
