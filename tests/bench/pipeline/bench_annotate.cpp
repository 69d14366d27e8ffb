// bench_annotate: time to write remarks back into a DOCX (annotate_docx) on
// the generated 100-page book of bench_pipeline, with one remark per body
// paragraph (5 a page, 500 in all; style and punctuation remarks of the kinds
// the engines make there), in two modes: comments only, and tracked changes
// with a comment each; then "dense", a change with a comment on every
// occurrence of those phrases (about 17 a page). Prints the median of runs and the peak RSS (VmHWM) of
// the process against its RSS before the first run.
//   bench_annotate [DIR]   also writes the annotated files into DIR
#include <unistd.h>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include <proofreader/kit/utf8.hpp>

#include "BenchFigures.hpp"
#include "annotate/docx_annotator.hpp"
#include "book.hpp"
#include "extract/docx_extractor.hpp"

namespace {

using proofreader::host::Annotation;

constexpr int kRuns = 7;

// (fragment, replacement, comment): what the engines say about these sentences.
const struct {
  const char* fragment;
  const char* replacement;
  const char* comment;
} kRemarks[] = {
    {"Для того чтобы", "Чтобы", "Громоздкий оборот: достаточно «чтобы»."},
    {"Данная функция", "Эта функция", "Канцелярит: «данная»."},
    {"недоступен то", "недоступен, то", "Нужна запятая между частями сложного предложения."},
    {"большого количества", "многих", "Многословно."},
};

// One remark per body paragraph, or (`every`) one on every occurrence.
std::vector<Annotation> remarks(const std::string& docx, bool changes, bool every = false) {
  std::vector<Annotation> out;
  const auto blocks = proofreader::host::extract_docx(docx, {});
  for (const auto& block : blocks) {
    if (block.kind != "paragraph") continue;
    bool found = false;
    for (const auto& r : kRemarks) {
      for (std::size_t byte = block.text.find(r.fragment); byte != std::string::npos && !(found && !every);
           byte = block.text.find(r.fragment, byte + 1)) {
        Annotation a;
        a.id = std::to_string(out.size());
        a.block = block.index;
        a.offset = static_cast<int>(proofreader::kit::utf8::code_points_before(block.text, byte));
        a.length = static_cast<int>(proofreader::kit::utf8::code_points(r.fragment));
        a.fragment = r.fragment;
        a.comment = r.comment;
        if (changes) a.replacement = r.replacement;
        out.push_back(std::move(a));
        found = true;
      }
    }
  }
  return out;
}

void bench(const char* mode, const std::string& docx, const std::vector<Annotation>& annotations,
           const char* dir) {
  proofreader::host::DocxRevisionAuthor author;
  author.date = "2026-11-26T15:00:00Z";
  std::vector<double> seconds;
  proofreader::host::AnnotatedFile last;
  for (int run = 0; run < kRuns; ++run) {
    const auto start = std::chrono::steady_clock::now();
    last = proofreader::host::annotate_docx(docx, annotations, author, {});
    seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  }
  std::printf("%-9s %4zu remarks, %3zu skipped  median %6.1f ms  (min %.1f, max %.1f)  out %zu KB\n", mode,
              annotations.size(), last.skipped.size(), proofreader::test::median(seconds) * 1000,
              *std::min_element(seconds.begin(), seconds.end()) * 1000,
              *std::max_element(seconds.begin(), seconds.end()) * 1000, last.bytes.size() / 1024);
  if (dir) std::ofstream(std::string(dir) + "/book-" + mode + ".docx", std::ios::binary) << last.bytes;
}

}  // namespace

int main(int argc, char** argv) {
  const char* dir = argc > 1 ? argv[1] : nullptr;
  const auto [docx, words] = proofreader::test::make_book();
  const auto comments = remarks(docx, false), changes = remarks(docx, true);
  if (dir) std::ofstream(std::string(dir) + "/book.docx", std::ios::binary) << docx;
  std::printf("annotate_docx on the generated 100-page DOCX (%d words, %zu KB), median of %d runs\n", words,
              docx.size() / 1024, kRuns);
  const long rss_before = proofreader::test::proc_status(getpid(), "VmRSS");
  bench("comments", docx, comments, dir);
  bench("changes", docx, changes, dir);
  // Denser than the engines are on it: every occurrence, changes with comments.
  bench("dense", docx, remarks(docx, true, true), dir);
  const long peak = proofreader::test::proc_status(getpid(), "VmHWM");
  std::printf("RSS before the runs %.1f MB; peak RSS (VmHWM) %.1f MB, +%.1f MB\n", rss_before / 1024.0,
              peak / 1024.0, (peak - rss_before) / 1024.0);
  return 0;
}
