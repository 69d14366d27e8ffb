// Fuzz target of annotate_docx (host/annotate): the input is a DOCX (or XML
// packed as word/document.xml, docx_input.hpp); remarks are put on words of
// every block it extracts to, some with a fix, some overlapping. Bad input
// may only end in ApiError 400/413; what comes out must break none of the
// OOXML rules the annotator relies on (tests/unit/annotate/ooxml_rules.cpp)
// that the input kept, extract to
// the same blocks where only comments were placed, and account for every
// remark (placed or skipped with a reason).
#include <proofreader/kit/utf8.hpp>
#include <proofreader/sdk/http.hpp>

#include <set>

#include "annotate/docx_annotator.hpp"
#include "docx_input.hpp"
#include "extract/docx_extractor.hpp"
#include "fuzz_input.hpp"
#include "ooxml_rules.hpp"

using proofreader::fuzz::require;
using proofreader::host::Annotation;

namespace {

std::vector<std::string> texts(const std::vector<proofreader::sdk::Block>& blocks) {
  std::vector<std::string> out;
  for (const auto& block : blocks) out.push_back(block.text);
  return out;
}

// Remarks on the words of every block: a change on every third, and one on
// each block's first two words together (overlapping), so skips happen too.
std::vector<Annotation> remarks(const std::vector<proofreader::sdk::Block>& blocks, bool changes) {
  std::vector<Annotation> out;
  auto add = [&](const proofreader::sdk::Block& block, std::size_t from, std::size_t to, bool change) {
    const std::string fragment = block.text.substr(from, to - from);
    Annotation a{std::to_string(out.size()),
                 block.index,
                 static_cast<int>(proofreader::kit::utf8::code_points_before(block.text, from)),
                 static_cast<int>(proofreader::kit::utf8::code_points(fragment)),
                 fragment,
                 "Замечание",
                 {}};
    if (change) a.replacement = out.size() % 2 ? std::string() : "правка";
    out.push_back(std::move(a));
  };
  for (const auto& block : blocks) {
    std::size_t byte = 0;
    for (int word = 0; byte < block.text.size() && word < 50; ++word) {
      std::size_t end = block.text.find(' ', byte);
      if (end == std::string::npos) end = block.text.size();
      if (end > byte) add(block, byte, end, changes && word % 3 == 0);
      if (const std::size_t second = block.text.find(' ', end + 1); word == 0 && second != std::string::npos)
        add(block, byte, second, false);
      byte = end + 1;
    }
  }
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string docx =
      proofreader::fuzz::docx_of(std::string_view(reinterpret_cast<const char*>(data), size));
  std::vector<proofreader::sdk::Block> blocks;
  try {
    blocks = proofreader::host::extract_docx(docx, {});
  } catch (const proofreader::sdk::ApiError&) {
    return 0;  // the extraction target judges these
  }
  std::set<std::string> before;
  try {
    for (const std::string& v : proofreader::test::ooxml_violations(docx)) before.insert(v);
  } catch (const std::exception&) {
    return 0;  // parts the checker cannot read: nothing to compare with
  }
  for (bool changes : {false, true}) {
    const auto annotations = remarks(blocks, changes);
    proofreader::host::AnnotatedFile out;
    try {
      out = proofreader::host::annotate_docx(docx, annotations, {}, {});
    } catch (const proofreader::sdk::ApiError& e) {
      // What extraction read, annotation reads too; only a part it alone
      // reads (content types, relationships, comments) may be refused.
      require(e.status() == 400 || e.status() == 413,
              "annotation failed with status " + std::to_string(e.status()));
      continue;
    }
    std::set<std::string> skipped;
    for (const auto& s : out.skipped) {
      require(!s.reason.empty(), "remark " + s.id + " skipped without a reason");
      skipped.insert(s.id);
    }
    require(skipped.size() == out.skipped.size(), "a remark skipped twice");
    // Rules the input already broke are its own; the annotator adds none.
    for (const std::string& v : proofreader::test::ooxml_violations(out.bytes))
      require(before.count(v), "OOXML rule broken: " + v);
    const auto after = texts(proofreader::host::extract_docx(out.bytes, {}));
    if (!changes) require(after == texts(blocks), "comments changed the extracted text");
  }
  return 0;
}
