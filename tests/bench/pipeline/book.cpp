#include "book.hpp"

#include "zip_fixture.hpp"

namespace proofreader::test {
namespace {

std::string xml_escape(const std::string& s) {
  std::string out;
  for (char c : s) out += c == '<' ? "&lt;" : c == '>' ? "&gt;" : c == '&' ? "&amp;" : std::string(1, c);
  return out;
}

}  // namespace

std::pair<std::string, int> make_book(int pages) {
  std::string body;
  int words = 0, n = 0;
  auto paragraph = [&](const std::string& style, const std::string& text) {
    body += "<w:p><w:pPr><w:pStyle w:val=\"" + style + "\"/></w:pPr><w:r><w:t>" + xml_escape(text) +
            "</w:t></w:r></w:p>";
  };
  for (int page = 1; page <= pages; ++page) {
    paragraph("Heading1", "Раздел " + std::to_string(page) + ". Настройка сервиса");
    words += 4;
    for (int p = 0; p < 5; ++p) {
      std::string text;
      for (int s = 0; s < 6; ++s) text += std::string(kSentences[n++ % std::size(kSentences)]) + " ";
      for (char c : text) words += c == ' ';
      paragraph("Normal", text);
    }
  }
  return {make_docx(body), words};
}

}  // namespace proofreader::test
