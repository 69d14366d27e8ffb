#include <catch2/catch.hpp>

#include "ContentType.hpp"

using proofreader::documents::detect_content_type;

TEST_CASE("content type: judged by content, not by the name", "[documents][content-type]") {
  CHECK(detect_content_type("<!DOCTYPE html><html><script>alert(1)</script>", "notes.txt") ==
        "text/html; charset=utf-8");
  CHECK(detect_content_type("  <script>alert(1)</script>", "a.md") == "text/html; charset=utf-8");
  CHECK(detect_content_type("Просто текст", "a.txt") == "text/plain; charset=utf-8");
  CHECK(detect_content_type("# Заголовок", "readme.md") == "text/markdown; charset=utf-8");
  CHECK(detect_content_type("%PDF-1.7 ...", "x.docx") == "application/pdf");
  CHECK(detect_content_type(std::string("\x00\x01\x02\x03", 4), "x.txt") == "application/octet-stream");
  const std::string docx = std::string("PK\x03\x04", 4) + "...." + "word/document.xml" + "....";
  CHECK(detect_content_type(docx, "x.bin") ==
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document");
  CHECK(detect_content_type(std::string("PK\x03\x04", 4) + "other", "x.docx") == "application/zip");
}
