// Offline evaluation of the morphology engine on an annotated corpus in the
// format of shared/eval/dev.jsonl, matching remarks as score.py --only does:
// an expectation is found when a remark of an accepted category overlaps its
// fragment; a remark overlapping no kept expectation is a false positive.
//
//   morphology_eval <dictionary dir> <corpus.jsonl> [--verbose]
#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>
#include <Poco/JSON/Parser.h>

#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <string>

#include "in_memory_check_context.hpp"
#include "morphology_engine.hpp"

namespace {

// Which remark categories find an expectation of each kind (score.py's ACCEPTED, our four kinds).
const std::map<std::string, std::set<std::string>> kAccepted = {
    {"passive_voice", {"passive_voice", "style"}},
    {"polite_vy", {"polite_vy", "style"}},
    {"sentence_length", {"sentence_length", "style"}},
    {"agreement", {"agreement", "grammar"}},
};

// Character span of `fragment` in `text`, in code points; {-1,-1} when absent.
std::pair<int, int> span_of(const std::string& text, const std::string& fragment) {
  const auto pos = text.find(fragment);
  if (pos == std::string::npos) return {-1, -1};
  const int begin = proofreader::russian::code_points(text.substr(0, pos));
  return {begin, begin + proofreader::russian::code_points(fragment)};
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::cerr << "usage: morphology_eval <dictionary dir> <corpus.jsonl> [--verbose]\n";
    return 2;
  }
  const bool verbose = argc > 3 && std::string(argv[3]) == "--verbose";
  proofreader::morphology_engine::MorphologyEngine engine(proofreader::russian::Morphology::open(argv[1]));
  std::ifstream corpus(argv[2]);
  if (!corpus) {
    std::cerr << "cannot open " << argv[2] << "\n";
    return 2;
  }
  std::map<std::string, std::pair<int, int>> found;  // kind → (found, expected)
  int false_positives = 0, clean_texts = 0, clean_with_remarks = 0;
  std::string line;
  while (std::getline(corpus, line)) {
    if (line.empty()) continue;
    Poco::JSON::Parser parser;
    const auto item = parser.parse(line).extract<Poco::JSON::Object::Ptr>();
    const std::string id = item->getValue<std::string>("id");
    const std::string text = item->getValue<std::string>("text");
    proofreader::testing::InMemoryCheckContext ctx({text});
    engine.check(ctx);
    std::vector<std::pair<std::string, std::pair<int, int>>> expected;
    const auto expect = item->getArray("expect");
    for (std::size_t i = 0; i < expect->size(); ++i) {
      const auto e = expect->getObject(static_cast<unsigned>(i));
      const std::string kind = e->getValue<std::string>("cat");
      if (kAccepted.count(kind)) expected.emplace_back(kind, span_of(text, e->getValue<std::string>("frag")));
    }
    if (expect->size() == 0) ++clean_texts;
    bool clean_hit = false;
    for (const auto& [kind, span] : expected) {
      ++found[kind].second;
      bool hit = false;
      for (const auto& r : ctx.remarks())
        if (kAccepted.at(kind).count(r.category) && r.offset < span.second &&
            span.first < r.offset + r.length)
          hit = true;
      if (hit) ++found[kind].first;
      if (!hit || verbose)
        std::cout << (hit ? "found  " : "MISSED ") << id << " " << kind << ": " << text << "\n";
    }
    for (const auto& r : ctx.remarks()) {
      bool overlaps = false;
      for (const auto& [kind, span] : expected)
        if (r.offset < span.second && span.first < r.offset + r.length) overlaps = true;
      if (overlaps) {
        if (verbose)
          std::cout << "   remark " << r.rule_id << " «" << r.fragment << "» → "
                    << (r.suggestions.empty() ? "" : r.suggestions[0]) << "\n";
        continue;
      }
      ++false_positives;
      clean_hit = clean_hit || expect->size() == 0;
      std::cout << "FALSE+ " << id << " " << r.rule_id << " «" << r.fragment << "»: " << r.message << "\n";
    }
    if (clean_hit) ++clean_with_remarks;
  }
  int total_found = 0, total_expected = 0;
  for (const auto& [kind, counts] : found) {
    std::cout << kind << ": " << counts.first << "/" << counts.second << "\n";
    total_found += counts.first;
    total_expected += counts.second;
  }
  std::cout << "recall " << total_found << "/" << total_expected << ", false positives " << false_positives
            << " (clean texts with remarks: " << clean_with_remarks << "/" << clean_texts << ")\n";
  return total_found == total_expected && false_positives == 0 ? 0 : 1;
}
