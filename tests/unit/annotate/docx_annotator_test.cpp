// annotate_docx on packages the tests write: comments and tracked changes in
// plain runs, across formatting, in hyperlinks, fields, tables, footnotes and
// text boxes; skipped remarks; an existing comments part; and every written
// package checked against the OOXML rules the annotator relies on.
#include <catch2/catch.hpp>

#include <proofreader/kit/utf8.hpp>

#include <string>
#include <vector>

#include "annotate/docx_annotator.hpp"
#include "extract/docx_extractor.hpp"
#include "extract/extract_error.hpp"
#include "ooxml_rules.hpp"
#include "zip_fixture.hpp"

using proofreader::host::annotate_docx;
using proofreader::host::AnnotatedFile;
using proofreader::host::Annotation;
using proofreader::host::DocxRevisionAuthor;
using proofreader::host::extract_docx;
using proofreader::test::make_docx;
using proofreader::test::ooxml_violations;
using proofreader::test::zip_names;
using proofreader::test::zip_part;
using proofreader::test::zip_raw_entry;

namespace {

const std::string kFootnotes =
    R"(<?xml version="1.0"?><w:footnotes xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">)"
    R"(<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>)"
    R"(<w:footnote w:id="1"><w:p><w:r><w:t>Текст сноски с ошибкой.</w:t></w:r></w:p></w:footnote></w:footnotes>)";

std::string run(const std::string& text, const std::string& properties = {}) {
  return "<w:r>" + (properties.empty() ? "" : "<w:rPr>" + properties + "</w:rPr>") +
         "<w:t xml:space=\"preserve\">" + text + "</w:t></w:r>";
}

std::string paragraph(const std::string& content) {
  return "<w:p><w:pPr><w:pStyle w:val=\"Normal\"/></w:pPr>" + content + "</w:p>";
}

// Blocks 0..7 of kBody, in extraction order.
const std::string kBody =
    paragraph(run("Перед установкой проверьте требования.")) +                                  // 0
    paragraph(run("Пере", "<w:b/>") + run("д установкой", "<w:i/>") + run(" сервера.")) +       // 1
    paragraph(run("Смотрите ") + "<w:hyperlink r:id=\"rId9\">" + run("документацию сервиса") +  // 2
              "</w:hyperlink>" + run(" онлайн.")) +
    paragraph(run("Страница ") + "<w:r><w:fldChar w:fldCharType=\"begin\"/></w:r>" +  // 3
              "<w:r><w:instrText xml:space=\"preserve\"> PAGE </w:instrText></w:r>" +
              "<w:r><w:fldChar w:fldCharType=\"separate\"/></w:r>" + run("номер пять") +
              "<w:r><w:fldChar w:fldCharType=\"end\"/></w:r>" + run(" из десяти.")) +
    paragraph(run("Книга ") + "<w:fldSimple w:instr=\" TITLE \">" + run("Название книги") +  // 4
              "</w:fldSimple>" + run(" вышла.")) +
    paragraph(run("Смотрите врезку") +  // 5, box 6
              "<w:r><mc:AlternateContent><mc:Choice Requires=\"wps\"><w:drawing><wps:txbx><w:txbxContent>" +
              paragraph(run("Текст во врезке")) +
              "</w:txbxContent></wps:txbx></w:drawing></mc:Choice><mc:Fallback><w:pict><v:textbox>"
              "<w:txbxContent>" +
              paragraph(run("Текст во врезке")) +
              "</w:txbxContent></v:textbox></w:pict></mc:Fallback></mc:AlternateContent></w:r>") +
    "<w:tbl><w:tr><w:tc>" + paragraph(run("Порт")) + "</w:tc><w:tc>" +  // 7, 8
    paragraph(run("Значение по умолчани")) + "</w:tc></w:tr></w:tbl>" +
    paragraph(run("Табуляция") + "<w:r><w:tab/></w:r>" + run("после.")) +                         // 9
    paragraph(run("Слово") + "<w:r><w:footnoteReference w:id=\"1\"/></w:r>" + run(" дальше.")) +  // 10
    "<w:tbl><w:tr><w:tc>" + paragraph(run("Первая строка")) + paragraph(run("вторая строка")) +   // 11
    "</w:tc></w:tr></w:tbl>";

const std::string kDocx = make_docx(kBody, kFootnotes);

std::vector<std::string> texts(const std::string& docx) {
  std::vector<std::string> out;
  for (const auto& block : extract_docx(docx, {})) out.push_back(block.text);
  return out;
}

// An annotation on the first `fragment` of block `block` of kDocx (or `docx`).
Annotation on(int block, const std::string& fragment, const std::string& comment,
              std::optional<std::string> replacement = std::nullopt, const std::string& docx = kDocx) {
  const std::string text = texts(docx).at(block);
  const std::size_t byte = text.find(fragment);
  REQUIRE(byte != std::string::npos);
  Annotation a;
  a.id = "r" + std::to_string(block) + "-" + fragment;
  a.block = block;
  a.offset = static_cast<int>(proofreader::kit::utf8::code_points_before(text, byte));
  a.length = static_cast<int>(proofreader::kit::utf8::code_points(fragment));
  a.fragment = fragment;
  a.comment = comment;
  a.replacement = std::move(replacement);
  return a;
}

DocxRevisionAuthor author() {
  DocxRevisionAuthor a;
  a.date = "2026-11-26T15:00:00Z";
  return a;
}

AnnotatedFile annotate(const std::vector<Annotation>& annotations, const std::string& docx = kDocx) {
  AnnotatedFile out = annotate_docx(docx, annotations, author(), {});
  CHECK(ooxml_violations(out.bytes) == std::vector<std::string>{});
  return out;
}

std::string document_xml(const AnnotatedFile& file) {
  return *zip_part(file.bytes, "word/document.xml");
}

std::size_t count(const std::string& haystack, const std::string& needle) {
  std::size_t n = 0;
  for (std::size_t at = haystack.find(needle); at != std::string::npos; at = haystack.find(needle, at + 1))
    ++n;
  return n;
}

}  // namespace

TEST_CASE("annotate: a comment on a fragment of one run", "[annotate][docx]") {
  const AnnotatedFile out = annotate({on(0, "проверьте", "Лучше «проверьте заранее».")});
  CHECK(out.skipped.empty());
  const std::string xml = document_xml(out);
  CHECK(
      xml.find(
          R"(<w:t xml:space="preserve">Перед установкой </w:t></w:r><w:commentRangeStart w:id="2"/>)"
          R"(<w:r><w:t xml:space="preserve">проверьте</w:t></w:r><w:commentRangeEnd w:id="2"/>)"
          R"(<w:r><w:commentReference w:id="2"/></w:r><w:r><w:t xml:space="preserve"> требования.</w:t>)") !=
      std::string::npos);
  const std::string comments = *zip_part(out.bytes, "word/comments.xml");
  CHECK(comments.find(
            R"(<w:comment w:id="2" w:author="Корректор" w:date="2026-11-26T15:00:00Z" w:initials="К">)") !=
        std::string::npos);
  CHECK(comments.find("Лучше «проверьте заранее».") != std::string::npos);
  // Comments do not alter the text.
  CHECK(texts(out.bytes) == texts(kDocx));
  // Other parts: same entries in the same order, untouched ones copied byte for byte.
  std::vector<std::string> names = zip_names(kDocx);
  names.push_back("word/comments.xml");
  names.push_back("word/_rels/document.xml.rels");
  CHECK(zip_names(out.bytes) == names);
  CHECK(zip_raw_entry(out.bytes, "word/styles.xml") == zip_raw_entry(kDocx, "word/styles.xml"));
  CHECK(zip_raw_entry(out.bytes, "word/footnotes.xml") == zip_raw_entry(kDocx, "word/footnotes.xml"));
  CHECK(
      zip_part(out.bytes, "[Content_Types].xml")
          ->find(
              R"(<Override PartName="/word/comments.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml"/>)") !=
      std::string::npos);
}

TEST_CASE("annotate: one comment spans runs of different formatting, which stays", "[annotate][docx]") {
  const AnnotatedFile out = annotate({on(1, "ед уст", "Опечатка?")});
  CHECK(out.skipped.empty());
  const std::string xml = document_xml(out);
  CHECK(
      xml.find(
          R"(<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">Пер</w:t></w:r><w:commentRangeStart w:id="2"/>)"
          R"(<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">е</w:t></w:r>)"
          R"(<w:r><w:rPr><w:i/></w:rPr><w:t xml:space="preserve">д уст</w:t></w:r><w:commentRangeEnd w:id="2"/>)"
          R"(<w:r><w:commentReference w:id="2"/></w:r><w:r><w:rPr><w:i/></w:rPr><w:t xml:space="preserve">ановкой</w:t></w:r>)") !=
      std::string::npos);
  CHECK(count(xml, "<w:commentRangeStart") == 1);
  CHECK(texts(out.bytes) == texts(kDocx));
}

TEST_CASE("annotate: inside a hyperlink, marks and the change stay in the hyperlink", "[annotate][docx]") {
  const AnnotatedFile out =
      annotate({on(2, "документацию", "Ссылка ведёт не туда"), on(2, "сервиса", "", std::string("службы"))});
  CHECK(out.skipped.empty());
  const std::string xml = document_xml(out);
  CHECK(
      xml.find(
          R"(<w:hyperlink r:id="rId9"><w:commentRangeStart w:id="2"/><w:r><w:t xml:space="preserve">документацию</w:t></w:r><w:commentRangeEnd w:id="2"/><w:r><w:commentReference w:id="2"/></w:r>)") !=
      std::string::npos);
  CHECK(
      xml.find(
          R"(<w:del w:id="3" w:author="Корректор" w:date="2026-11-26T15:00:00Z"><w:r><w:delText xml:space="preserve">сервиса</w:delText></w:r></w:del><w:ins w:id="4" w:author="Корректор" w:date="2026-11-26T15:00:00Z"><w:r><w:t>службы</w:t></w:r></w:ins></w:hyperlink>)") !=
      std::string::npos);
  CHECK(texts(out.bytes).at(2) == "Смотрите документацию службы онлайн.");
}

TEST_CASE("annotate: field results take comments — a change inside a field is skipped", "[annotate][docx]") {
  const AnnotatedFile out = annotate({on(3, "пять", "Номер страницы"), on(3, "номер", "", std::string("№")),
                                      on(4, "книги", "Название из свойств документа")});
  REQUIRE(out.skipped.size() == 1);
  CHECK(out.skipped[0].id == "r3-номер");
  CHECK(out.skipped[0].reason.find("поля") != std::string::npos);
  const std::string xml = document_xml(out);
  // The complex field's result run is split; the simple field is wrapped whole.
  CHECK(
      xml.find(
          R"(<w:commentRangeStart w:id="2"/><w:r><w:t xml:space="preserve">пять</w:t></w:r><w:commentRangeEnd w:id="2"/>)") !=
      std::string::npos);
  CHECK(xml.find(R"(<w:commentRangeStart w:id="3"/><w:fldSimple w:instr=" TITLE ">)") != std::string::npos);
  CHECK(xml.find(R"(</w:fldSimple><w:commentRangeEnd w:id="3"/><w:r><w:commentReference w:id="3"/></w:r>)") !=
        std::string::npos);
  CHECK(xml.find("<w:del") == std::string::npos);
  CHECK(texts(out.bytes) == texts(kDocx));
}

TEST_CASE("annotate: a text box, a table cell and a footnote", "[annotate][docx]") {
  const auto before = texts(kDocx);
  REQUIRE(before.at(6) == "Текст во врезке");
  REQUIRE(before.at(8) == "Значение по умолчани");
  REQUIRE(before.back() == "Текст сноски с ошибкой.");
  const int footnote = static_cast<int>(before.size()) - 1;
  const AnnotatedFile out =
      annotate({on(6, "врезке", "Врезка?"), on(8, "умолчани", "Опечатка", std::string("умолчанию")),
                on(footnote, "ошибкой", "В сноске", std::string("опечаткой"))});
  CHECK(out.skipped.empty());
  const std::string xml = document_xml(out);
  CHECK(
      xml.find(
          R"(<w:txbxContent><w:p><w:pPr><w:pStyle w:val="Normal"/></w:pPr><w:r><w:t xml:space="preserve">Текст во </w:t></w:r><w:commentRangeStart)") !=
      std::string::npos);
  CHECK(xml.find(R"(<w:del w:id=)") != std::string::npos);
  const std::string notes = *zip_part(out.bytes, "word/footnotes.xml");
  CHECK(notes.find(R"(<w:delText xml:space="preserve">ошибкой</w:delText>)") != std::string::npos);
  CHECK(notes.find("<w:commentRangeStart") != std::string::npos);
  auto expected = before;
  expected.at(8) = "Значение по умолчанию";
  expected.back() = "Текст сноски с опечаткой.";
  CHECK(texts(out.bytes) == expected);
  CHECK(count(*zip_part(out.bytes, "word/comments.xml"), "<w:comment ") == 3);
}

TEST_CASE("annotate: tracked changes, a replacement and a deletion — with a comment it spans the change",
          "[annotate][docx]") {
  const AnnotatedFile out =
      annotate({on(0, "проверьте", "", std::string("уточните")), on(1, " сервера", "", std::string()),
                on(9, "после", "Так короче", std::string("затем"))});
  CHECK(out.skipped.empty());
  const std::string xml = document_xml(out);
  CHECK(count(xml, "<w:del ") == 3);
  CHECK(count(xml, "<w:ins ") == 2);
  // The deletion keeps the run's text and formatting, as w:delText.
  CHECK(
      xml.find(
          R"(<w:del w:id="4" w:author="Корректор" w:date="2026-11-26T15:00:00Z"><w:r><w:delText xml:space="preserve"> сервера</w:delText></w:r></w:del><w:r><w:t xml:space="preserve">.</w:t></w:r>)") !=
      std::string::npos);
  CHECK(xml.find(R"(<w:commentRangeStart w:id="7"/><w:del w:id="5")") != std::string::npos);
  CHECK(
      xml.find(
          R"(<w:t>затем</w:t></w:r></w:ins><w:commentRangeEnd w:id="7"/><w:r><w:commentReference w:id="7"/></w:r>)") !=
      std::string::npos);
  auto expected = texts(kDocx);
  expected.at(0) = "Перед установкой уточните требования.";
  expected.at(1) = "Перед установкой.";
  expected.at(9) = "Табуляция затем.";
  CHECK(texts(out.bytes) == expected);
  // Only a change: no comments part.
  CHECK_FALSE(
      zip_part(annotate({on(0, "проверьте", "", std::string("уточните"))}).bytes, "word/comments.xml"));
}

TEST_CASE("annotate: a fragment that does not match, or ends on a tab, is skipped and nothing written",
          "[annotate][docx]") {
  Annotation stale = on(0, "проверьте", "Комментарий");
  stale.fragment = "проверите";
  Annotation tab = on(9, " после", "Начинается с табуляции");
  Annotation outside = on(0, "требования.", "За пределами");
  outside.length += 5;
  Annotation nowhere = on(0, "Перед", "Нет блока");
  nowhere.block = 99;
  const AnnotatedFile out = annotate({stale, tab, outside, nowhere});
  REQUIRE(out.skipped.size() == 4);
  CHECK(out.skipped[0].reason == "текст в файле не совпадает с проверенным");
  CHECK(out.skipped[1].reason.find("табуляции") != std::string::npos);
  CHECK(out.skipped[2].reason == "место замечания выходит за пределы абзаца");
  CHECK(out.skipped[3].reason == "абзац замечания не найден в файле");
  CHECK(out.bytes == kDocx);
}

TEST_CASE("annotate: overlapping comments are both placed — a change overlapping another remark is skipped",
          "[annotate][docx]") {
  const AnnotatedFile out =
      annotate({on(0, "установкой проверьте", "Первый"), on(0, "проверьте требования", "Второй"),
                on(0, "проверьте", "", std::string("уточните")), on(0, "Перед", "", std::string("До"))});
  REQUIRE(out.skipped.size() == 1);
  CHECK(out.skipped[0].id == "r0-проверьте");
  CHECK(out.skipped[0].reason == "пересекается с другим замечанием, уже внесённым в файл");
  const std::string xml = document_xml(out);
  CHECK(count(xml, "<w:commentRangeStart") == 2);
  CHECK(count(xml, "<w:del ") == 1);
  auto expected = texts(kDocx);
  expected.at(0) = "До установкой проверьте требования.";
  CHECK(texts(out.bytes) == expected);
}

TEST_CASE("annotate: an existing comments part keeps its comments and ids do not collide",
          "[annotate][docx]") {
  const std::string ns = R"(xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main")";
  const std::string docx = proofreader::test::make_zip({
      {"[Content_Types].xml",
       R"(<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">)"
       R"(<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>)"
       R"(<Override PartName="/word/comments.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml"/></Types>)"},
      {"word/_rels/document.xml.rels",
       R"(<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">)"
       R"(<Relationship Id="rId7" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments" Target="comments.xml"/></Relationships>)"},
      {"word/document.xml", "<?xml version=\"1.0\"?><w:document " + ns +
                                "><w:body><w:p><w:commentRangeStart w:id=\"5\"/>" +
                                run("Старый комментарий здесь.") +
                                "<w:commentRangeEnd w:id=\"5\"/><w:r><w:commentReference "
                                "w:id=\"5\"/></w:r></w:p></w:body></w:document>"},
      {"word/comments.xml",
       "<?xml version=\"1.0\"?><w:comments " + ns +
           "><w:comment w:id=\"5\" w:author=\"Автор\" w:date=\"2026-01-01T00:00:00Z\"><w:p>" +
           run("Прежний комментарий") + "</w:p></w:comment></w:comments>"},
  });
  const AnnotatedFile out = annotate({on(0, "здесь", "Новый", std::nullopt, docx)}, docx);
  CHECK(out.skipped.empty());
  const std::string comments = *zip_part(out.bytes, "word/comments.xml");
  CHECK(comments.find("Прежний комментарий") != std::string::npos);
  CHECK(comments.find(R"(<w:comment w:id="6" w:author="Корректор")") != std::string::npos);
  // The package already had the relationship and the content type: unchanged.
  CHECK(zip_raw_entry(out.bytes, "word/_rels/document.xml.rels") ==
        zip_raw_entry(docx, "word/_rels/document.xml.rels"));
  CHECK(zip_raw_entry(out.bytes, "[Content_Types].xml") == zip_raw_entry(docx, "[Content_Types].xml"));
  CHECK(zip_names(out.bytes) == zip_names(docx));
}

TEST_CASE("annotate: a file that is not a readable DOCX throws the extractor's errors", "[annotate][docx]") {
  CHECK_THROWS_AS(annotate_docx("not a zip", {}, author(), {}), proofreader::sdk::ApiError);
  const std::string no_document = proofreader::test::make_zip({{"word/styles.xml", "<w:styles/>"}});
  CHECK_THROWS_AS(annotate_docx(no_document, {}, author(), {}), proofreader::sdk::ApiError);
}

TEST_CASE("annotate: the OOXML rules check finds what it is for", "[annotate][docx]") {
  // A deletion with w:t, a dangling comment mark and rPr out of place must each be caught.
  const std::string bad = make_docx(
      "<w:p><w:del w:id=\"1\"><w:r><w:t>x</w:t></w:r></w:del><w:commentRangeStart w:id=\"9\"/>"
      "<w:r><w:t>y</w:t><w:rPr><w:b/></w:rPr></w:r><w:ins w:id=\"1\" w:author=\"a\"/></w:p>");
  const auto violations = ooxml_violations(bad);
  std::string all;
  for (const auto& v : violations) all += v + "\n";
  CHECK(all.find("w:t inside w:del") != std::string::npos);
  CHECK(all.find("mark 9: no comment") != std::string::npos);
  CHECK(all.find("w:rPr is not the run's first child") != std::string::npos);
  CHECK(all.find("lacks w:id, w:author or w:date") != std::string::npos);
  CHECK(all.find("revision id 1 is not unique") != std::string::npos);
  CHECK(all.find("no Override for /word/comments.xml") != std::string::npos);
}

TEST_CASE(
    "annotate: changes that cannot be revisions are skipped with their reason, comments there are placed",
    "[annotate][docx]") {
  REQUIRE(texts(kDocx).at(10) == "Слово дальше.");
  REQUIRE(texts(kDocx).at(11) == "Первая строка вторая строка");
  const AnnotatedFile out = annotate(
      {on(2, "Смотрите документацию", "", std::string("См.")),
       on(10, "Слово дальше", "", std::string("Далее")), on(11, "строка вторая", "", std::string("и")),
       on(10, "Слово дальше", "Через сноску"), on(11, "строка вторая", "Через абзац")});
  REQUIRE(out.skipped.size() == 3);
  CHECK(out.skipped[0].reason.find("границу ссылки") != std::string::npos);
  CHECK(out.skipped[1].reason.find("сноска") != std::string::npos);
  CHECK(out.skipped[2].reason.find("несколько абзацев") != std::string::npos);
  const std::string xml = document_xml(out);
  CHECK(xml.find("<w:del") == std::string::npos);
  // The comment across two paragraphs of a cell starts in one and ends in the other.
  CHECK(xml.find(R"(<w:t xml:space="preserve">Первая </w:t></w:r><w:commentRangeStart w:id=)") !=
        std::string::npos);
  CHECK(xml.find(R"(<w:t xml:space="preserve">вторая</w:t></w:r><w:commentRangeEnd w:id=)") !=
        std::string::npos);
  CHECK(count(xml, "<w:commentReference") == 2);
  CHECK(texts(out.bytes) == texts(kDocx));
}

TEST_CASE("annotate: extraction's limits hold, a zip bomb, too many entries, nesting too deep",
          "[annotate][docx]") {
  // The code of the ApiError annotate_docx throws under `limits`, "" when none.
  auto refusal = [](const std::string& docx, const proofreader::host::ExtractLimits& limits) -> std::string {
    try {
      annotate_docx(docx, {on(0, "Перед", "Комментарий")}, author(), limits);
    } catch (const proofreader::sdk::ApiError& e) {
      return e.code() + " " + std::to_string(e.status());
    }
    return "";
  };
  proofreader::host::ExtractLimits small;
  small.max_inflated_bytes = 4 << 20;
  small.max_ratio = 1e9;
  const std::string bomb = make_docx(kBody + paragraph(run(std::string(20 << 20, 'a'))));
  CHECK(refusal(bomb, small) == "document_too_large 413");
  CHECK(refusal(bomb, {}) == "document_too_large 413");  // the ratio

  std::vector<std::pair<std::string, std::string>> entries{
      {"word/document.xml", "<w:document><w:body>" + kBody + "</w:body></w:document>"}};
  for (int i = 0; i < 40; ++i) entries.emplace_back("word/media/f" + std::to_string(i), "x");
  proofreader::host::ExtractLimits few;
  few.max_zip_entries = 20;
  CHECK(refusal(proofreader::test::make_zip(entries), few) == "document_too_large 413");

  std::string deep = kBody;
  for (int i = 0; i < 600; ++i) deep = "<w:sdt><w:sdtContent>" + deep + "</w:sdtContent></w:sdt>";
  CHECK(refusal(make_docx(deep), {}) == "document_too_large 413");
  CHECK(refusal(kDocx, {}) == "");
}

TEST_CASE("annotate: content controls, inline and around paragraphs, take comments and changes",
          "[annotate][docx]") {
  const std::string docx =
      make_docx(paragraph(run("Имя: ") + "<w:sdt><w:sdtPr><w:alias w:val=\"Имя\"/></w:sdtPr><w:sdtContent>" +
                          run("Иван Петров") + "</w:sdtContent></w:sdt>" + run(", инженер.")) +
                "<w:sdt><w:sdtPr/><w:sdtContent>" + paragraph(run("Абзац в элементе управления.")) +
                "</w:sdtContent></w:sdt>");
  REQUIRE(texts(docx) ==
          std::vector<std::string>{"Имя: Иван Петров, инженер.", "Абзац в элементе управления."});
  const AnnotatedFile out = annotate({on(0, "Петров", "Фамилия", std::string("Сидоров"), docx),
                                      on(1, "элементе", "Лучше «поле»", std::nullopt, docx)},
                                     docx);
  CHECK(out.skipped.empty());
  const std::string xml = document_xml(out);
  CHECK(xml.find(
            R"(<w:sdtContent><w:r><w:t xml:space="preserve">Иван </w:t></w:r><w:commentRangeStart w:id=)") !=
        std::string::npos);
  CHECK(xml.find(R"(<w:delText xml:space="preserve">Петров</w:delText></w:r></w:del><w:ins )") !=
        std::string::npos);
  CHECK(xml.find(R"(</w:sdtContent></w:sdt><w:r><w:t xml:space="preserve">, инженер.</w:t>)") !=
        std::string::npos);
  CHECK(texts(out.bytes) ==
        std::vector<std::string>{"Имя: Иван Сидоров, инженер.", "Абзац в элементе управления."});
}

TEST_CASE("annotate: a tracked change marks only the word that changed, an added comma alone",
          "[annotate][docx]") {
  const std::string docx = make_docx(paragraph(run("Вышла новый версия сервиса.")) +
                                     paragraph(run("Он сказал", "<w:b/>") + run(" что готово.")));
  const AnnotatedFile out = annotate({on(0, "новый версия", "", std::string("новая версия"), docx),
                                      on(1, "сказал что", "", std::string("сказал, что"), docx)},
                                     docx);
  CHECK(out.skipped.empty());
  const std::string xml = document_xml(out);
  CHECK(
      xml.find(
          R"(<w:del w:id="1" w:author="Корректор" w:date="2026-11-26T15:00:00Z"><w:r><w:delText xml:space="preserve">новый</w:delText></w:r></w:del><w:ins w:id="2" w:author="Корректор" w:date="2026-11-26T15:00:00Z"><w:r><w:t>новая</w:t></w:r></w:ins><w:r><w:t xml:space="preserve"> версия сервиса.</w:t></w:r>)") !=
      std::string::npos);
  // The comma goes in after the bold «сказал», with its formatting; nothing is deleted there.
  CHECK(
      xml.find(
          R"(<w:t xml:space="preserve">Он сказал</w:t></w:r><w:ins w:id="3" w:author="Корректор" w:date="2026-11-26T15:00:00Z"><w:r><w:rPr><w:b/></w:rPr><w:t>,</w:t></w:r></w:ins><w:r><w:t xml:space="preserve"> что готово.</w:t></w:r>)") !=
      std::string::npos);
  CHECK(count(xml, "<w:del ") == 1);
  CHECK(texts(out.bytes) ==
        std::vector<std::string>{"Вышла новая версия сервиса.", "Он сказал, что готово."});
}

TEST_CASE("annotate: applied fixes replace the text, keep the formatting and leave no revision",
          "[annotate][docx]") {
  const std::string docx = make_docx(
      paragraph(run("Перед установкой ") + run("проверте", "<w:b/>") + run(" требования к серверу.")) +
      paragraph(run("Он сказал что готово очень очень скоро.")) +
      paragraph(run("Зпуск сервера идёт быстро.")));
  const AnnotatedFile out = annotate_docx(
      docx,
      {on(0, "проверте", "Опечатка", std::string("проверьте"), docx),
       on(1, "сказал что", "", std::string("сказал, что"), docx),
       on(1, " очень скоро", "", std::string(" скоро"), docx),
       on(0, "требования", "Только комментарий", std::nullopt, docx),
       // A fix at the start of a run and a comment further in it: the
       // run the fix removes is not the one the comment goes in.
       on(2, "Зпуск", "", std::string("Запуск"), docx), on(2, "быстро", "Насколько?", std::nullopt, docx)},
      author(), {}, proofreader::host::FixStyle::applied);
  CHECK(ooxml_violations(out.bytes) == std::vector<std::string>{});
  CHECK(out.skipped.empty());
  const std::string xml = document_xml(out);
  for (const char* revision : {"<w:ins", "<w:del", "w:delText"})
    CHECK(xml.find(revision) == std::string::npos);
  CHECK(xml.find(R"(<w:r><w:rPr><w:b/></w:rPr><w:t>проверьте</w:t></w:r>)") != std::string::npos);
  CHECK(texts(out.bytes) == std::vector<std::string>{"Перед установкой проверьте требования к серверу.",
                                                     "Он сказал, что готово очень скоро.",
                                                     "Запуск сервера идёт быстро."});
  CHECK(count(xml, "<w:commentRangeStart") == 2);
  // The fix's own comment is not written; a remark with no fix still is.
  const std::string comments = *zip_part(out.bytes, "word/comments.xml");
  CHECK(comments.find("Только комментарий") != std::string::npos);
  CHECK(comments.find("Опечатка") == std::string::npos);
}
