// Bad input: a clear ApiError or an empty document, never a crash or a hang.
#include <catch2/catch.hpp>

#include "thrown_by.hpp"

#include <proofreader/sdk/http.hpp>

#include <chrono>
#include <string>

#include "extract/extractor.hpp"
#include "zip_fixture.hpp"

using proofreader::host::extract;
using proofreader::host::extract_detected;
using proofreader::host::ExtractLimits;
using proofreader::host::Format;
using proofreader::sdk::ApiError;

using proofreader::test::thrown_by;

TEST_CASE("extract: Broken DOCX gives 400 bad_document", "[extract][bad]") {
  const std::string docx = proofreader::test::make_docx("<w:p><w:r><w:t>Текст</w:t></w:r></w:p>");
  SECTION("truncated archive") {
    const ApiError e = thrown_by([&] { extract(docx.substr(0, docx.size() / 2), Format::docx); });
    CHECK(e.status() == 400);
    CHECK(e.code() == "bad_document");
    CHECK(e.message_ru().find("документ") != std::string::npos);
  }
  SECTION("not a zip") {
    CHECK(thrown_by([] { extract("PK\x03\x04garbage", Format::docx); }).code() == "bad_document");
  }
  SECTION("zip without word/document.xml") {
    const std::string zip = proofreader::test::make_zip({{"word/other.xml", "<x/>"}});
    CHECK(thrown_by([&] { extract(zip, Format::docx); }).code() == "bad_document");
  }
  SECTION("malformed XML") {
    const std::string zip = proofreader::test::make_zip({{"word/document.xml", "<w:document><w:body><w:p>"}});
    CHECK(thrown_by([&] { extract(zip, Format::docx); }).code() == "bad_document");
  }
}

TEST_CASE("extract: Zip bombs are stopped while inflating", "[extract][bad]") {
  // 20 MB of one character compresses to a few kilobytes.
  const std::string body = "<w:p><w:r><w:t>" + std::string(20 << 20, 'a') + "</w:t></w:r></w:p>";
  const std::string bomb = proofreader::test::make_docx(body);
  REQUIRE(bomb.size() < 200 * 1024);

  SECTION("inflated size") {
    ExtractLimits limits;
    limits.max_inflated_bytes = 4 << 20;
    limits.max_ratio = 1e9;
    const ApiError e = thrown_by([&] { extract(bomb, Format::docx, limits); });
    CHECK(e.status() == 413);
    CHECK(e.code() == "document_too_large");
  }
  SECTION("ratio, with the default limits") {
    const ApiError e = thrown_by([&] { extract(bomb, Format::docx); });
    CHECK(e.status() == 413);
    CHECK(std::string(e.message_en()).find("times") != std::string::npos);
  }
  SECTION("entry count") {
    std::vector<std::pair<std::string, std::string>> entries{
        {"word/document.xml", "<w:document><w:body/></w:document>"}};
    for (int i = 0; i < 40; ++i) entries.emplace_back("word/media/f" + std::to_string(i), "x");
    ExtractLimits limits;
    limits.max_zip_entries = 20;
    const ApiError e =
        thrown_by([&] { extract(proofreader::test::make_zip(entries), Format::docx, limits); });
    CHECK(e.code() == "document_too_large");
    CHECK_NOTHROW(extract(proofreader::test::make_zip(entries), Format::docx));
  }
}

TEST_CASE("extract: HTML nested 100 000 deep is refused quickly", "[extract][bad]") {
  std::string html;
  for (int i = 0; i < 100000; ++i) html += "<div>";
  html += "глубоко";
  const auto start = std::chrono::steady_clock::now();
  const ApiError e = thrown_by([&] { extract(html, Format::html); });
  CHECK(e.code() == "document_too_large");
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(2));

  // Unclosed paragraphs and list items do not nest, so they are fine.
  std::string flat;
  for (int i = 0; i < 5000; ++i) flat += "<p>абзац<li>пункт";
  CHECK(extract(flat, Format::html).blocks.size() == 10000);
}

TEST_CASE("extract: DOCX nested deeper than the limit is refused", "[extract][bad]") {
  std::string body;
  for (int i = 0; i < 600; ++i) body += "<w:sdt><w:sdtContent>";
  body += "<w:p><w:r><w:t>глубоко</w:t></w:r></w:p>";
  for (int i = 0; i < 600; ++i) body += "</w:sdtContent></w:sdt>";
  CHECK(thrown_by([&] { extract(proofreader::test::make_docx(body), Format::docx); }).code() ==
        "document_too_large");
}

TEST_CASE("extract: 50 MB on one line", "[extract][bad]") {
  std::string line;
  line.reserve(50 << 20);
  while (line.size() < (50u << 20)) line += "слово ";
  SECTION("TXT") {
    const auto blocks = extract(line, Format::txt).blocks;
    REQUIRE(blocks.size() == 1);
    CHECK(blocks[0].text.size() == line.size() - 1);  // the trailing space trimmed
  }
  SECTION("HTML") {
    const auto blocks = extract("<p>" + line + "</p>", Format::html).blocks;
    REQUIRE(blocks.size() == 1);
  }
}

TEST_CASE("extract: Wrong and mixed encodings give text with replacement marks", "[extract][bad]") {
  // UTF-8 and Windows-1251 in one file, and a lone invalid byte.
  const std::string mixed =
      "Строка в UTF-8.\n\n\xD1\xF2\xF0\xEE\xEA\xE0 \xE2 cp1251.\n\nБитый байт \xFF здесь.\n";
  const auto blocks = extract(mixed, Format::txt).blocks;
  REQUIRE(blocks.size() == 3);
  for (const auto& block : blocks) CHECK_FALSE(block.text.empty());

  const auto odd_utf16 = extract(std::string("\xFF\xFE"
                                             "A\0B",
                                             5),
                                 Format::txt)
                             .blocks;
  REQUIRE(odd_utf16.size() == 1);
  CHECK(odd_utf16[0].text == "A\uFFFD");  // the odd last byte is half a code unit
}

TEST_CASE("extract: Empty input gives an empty document in every format", "[extract][bad]") {
  CHECK(extract("", Format::txt).blocks.empty());
  CHECK(extract("", Format::html).blocks.empty());
  CHECK(extract("", Format::md).blocks.empty());
  CHECK(extract("<html><body>   </body></html>", Format::html).blocks.empty());
  CHECK(thrown_by([] { extract("", Format::docx); }).code() == "bad_document");
}

TEST_CASE("extract: Unknown formats give 415", "[extract][bad]") {
  const ApiError e = thrown_by([] { extract_detected(std::string("\x00\x01\x02\x03", 4), "a.bin"); });
  CHECK(e.status() == 415);
  CHECK(e.code() == "unsupported_format");
}
