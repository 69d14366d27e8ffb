// bench_extract: extraction throughput per format, in MB/s (median of runs).
//
// Inputs of a few MB are generated here (Russian prose with headings, lists,
// tables, inline code and URLs). Given directories as arguments, it also
// extracts every *.html file under them as one corpus, e.g. Debian's Russian
// manuals:
//   apt-get download debian-faq-ru maint-guide-ru developers-reference-ru
//   for f in *.deb; do dpkg -x $f /tmp/debdocs; done
//   bench_extract /tmp/debdocs
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "extract/extractor.hpp"
#include "zip_fixture.hpp"

namespace {

using proofreader::host::Format;

constexpr int kRuns = 7;
constexpr std::size_t kTargetBytes = 4 << 20;

const char* const kSentences[] = {
    "Сервис проверяет орфографию, пунктуацию и стиль технической документации.",
    "Перед установкой убедитесь, что на сервере есть не менее 2 ГБ оперативной памяти.",
    "Настройки хранятся в файле /etc/proofreader/proofreader.properties и читаются при запуске.",
    "Подробности смотрите на https://example.org/docs/install или пишите на support@example.org.",
    "Команда `systemctl restart proofreader` перезапускает службу без потери очереди.",
};

std::string sentence(std::size_t i) {
  return kSentences[i % std::size(kSentences)];
}

std::string make_txt() {
  std::string out;
  for (std::size_t i = 0; out.size() < kTargetBytes; ++i) {
    out += sentence(i) + " " + sentence(i + 1) + "\n";
    out += i % 4 == 3 ? "- " + sentence(i + 2) + "\n\n" : "\n";
  }
  return out;
}

std::string make_html() {
  std::string out = "<!DOCTYPE html><html><head><title>Руководство</title></head><body>";
  for (std::size_t i = 0; out.size() < kTargetBytes; ++i) {
    if (i % 10 == 0) out += "<h2>Раздел " + std::to_string(i / 10) + "</h2>";
    out += "<p>" + sentence(i) + " <code>make install</code> " + sentence(i + 1) + "</p>";
    if (i % 10 == 5) out += "<ul><li>" + sentence(i) + "</li><li>" + sentence(i + 2) + "</li></ul>";
    if (i % 10 == 7)
      out += "<table><tr><td>порт</td><td>8080</td></tr><tr><td>" + sentence(i) + "</td></tr></table>";
  }
  return out + "</body></html>";
}

std::string make_markdown() {
  std::string out;
  for (std::size_t i = 0; out.size() < kTargetBytes; ++i) {
    if (i % 10 == 0) out += "## Раздел " + std::to_string(i / 10) + "\n\n";
    out += sentence(i) + " " + sentence(i + 1) + "\n\n";
    if (i % 10 == 5) out += "- " + sentence(i) + "\n- " + sentence(i + 2) + "\n\n";
    if (i % 10 == 7) out += "| Параметр | Значение |\n|---|---|\n| порт | " + sentence(i) + " |\n\n";
    if (i % 10 == 9) out += "```\nmake install\n```\n\n";
  }
  return out;
}

// The package and the size of its document.xml (throughput counts the XML).
std::pair<std::string, std::size_t> make_docx() {
  std::string body;
  auto paragraph = [](const std::string& style, const std::string& text) {
    return "<w:p><w:pPr><w:pStyle w:val=\"" + style + "\"/></w:pPr><w:r><w:t>" + text + "</w:t></w:r></w:p>";
  };
  for (std::size_t i = 0; body.size() < kTargetBytes; ++i) {
    if (i % 10 == 0) body += paragraph("Heading2", "Раздел " + std::to_string(i / 10));
    body += paragraph("Normal", sentence(i) + " " + sentence(i + 1));
    if (i % 10 == 7)
      body += "<w:tbl><w:tr><w:tc>" + paragraph("Normal", "порт") + "</w:tc><w:tc>" +
              paragraph("Normal", sentence(i)) + "</w:tc></w:tr></w:tbl>";
  }
  return {proofreader::test::make_docx(body), body.size()};
}

struct Result {
  double median_mb_per_s;
  std::size_t blocks;
};

// Runs `extract_all` kRuns times over `bytes` bytes of input.
Result measure(std::size_t bytes, const std::function<std::size_t()>& extract_all) {
  std::vector<double> rates;
  std::size_t blocks = 0;
  for (int run = 0; run < kRuns; ++run) {
    const auto start = std::chrono::steady_clock::now();
    blocks = extract_all();
    const std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - start;
    rates.push_back(bytes / 1e6 / seconds.count());
  }
  std::sort(rates.begin(), rates.end());
  return {rates[rates.size() / 2], blocks};
}

void report(const char* name, std::size_t bytes, const Result& result) {
  std::printf("%-28s %8.2f MB  %8zu blocks  median %7.1f MB/s\n", name, bytes / 1e6, result.blocks,
              result.median_mb_per_s);
}

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

}  // namespace

int main(int argc, char** argv) {
  std::printf("extraction throughput, median of %d runs\n", kRuns);
  struct Input {
    const char* name;
    Format format;
    std::string bytes;
    std::size_t measured_bytes;
  };
  const auto [docx, docx_xml_bytes] = make_docx();
  const std::string txt = make_txt(), html = make_html(), markdown = make_markdown();
  const Input inputs[] = {
      {"txt (generated)", Format::txt, txt, txt.size()},
      {"html (generated)", Format::html, html, html.size()},
      {"md (generated)", Format::md, markdown, markdown.size()},
      {"docx (generated, MB of XML)", Format::docx, docx, docx_xml_bytes},
  };
  for (const Input& input : inputs) {
    report(input.name, input.measured_bytes, measure(input.measured_bytes, [&] {
             return proofreader::host::extract(input.bytes, input.format).blocks.size();
           }));
  }

  std::vector<std::string> pages;
  std::size_t corpus_bytes = 0;
  for (int i = 1; i < argc; ++i) {
    for (const auto& entry : std::filesystem::recursive_directory_iterator(argv[i])) {
      if (entry.is_regular_file() && entry.path().filename().string().find(".html") != std::string::npos) {
        pages.push_back(read_file(entry.path()));
        corpus_bytes += pages.back().size();
      }
    }
  }
  if (!pages.empty()) {
    const Result result = measure(corpus_bytes, [&] {
      std::size_t blocks = 0;
      for (const std::string& page : pages)
        blocks += proofreader::host::extract(page, Format::html).blocks.size();
      return blocks;
    });
    std::printf("(%zu HTML pages)\n", pages.size());
    report("html (given corpus)", corpus_bytes, result);
  }
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  std::printf("peak RSS of the whole run: %.0f MB\n", usage.ru_maxrss / 1024.0);
  return 0;
}
