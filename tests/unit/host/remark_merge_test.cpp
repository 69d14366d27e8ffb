#include <catch2/catch.hpp>

#include "jobs/RemarkMerge.hpp"

using proofreader::host::merge_remarks;
using proofreader::sdk::Remark;

namespace {

Remark remark(std::string engine, int offset, std::string fragment, std::vector<std::string> suggestions) {
  Remark r;
  r.engine = std::move(engine);
  r.category = "typography";
  r.offset = offset;
  r.length = static_cast<int>(fragment.size());  // ASCII fragments below
  r.fragment = std::move(fragment);
  r.suggestions = std::move(suggestions);
  return r;
}

}  // namespace

TEST_CASE("a wider remark's suggestion joins a narrower one as the replacement of the narrower fragment") {
  // "файл , затем": the style engine marks the space, the grammar server the space and the comma.
  auto merged = merge_remarks({remark("grammar-client", 4, " ,", {","}), remark("style", 4, " ", {""})});
  REQUIRE(merged.size() == 1);
  CHECK(merged[0].engine == "style");
  CHECK(merged[0].suggestions == std::vector<std::string>{""});
}

TEST_CASE("a narrower remark's suggestion joins a wider one with the wider fragment's remaining text") {
  auto merged =
      merge_remarks({remark("style", 3, "xabc", {"xABC"}), remark("grammar-client", 4, "ab", {"AB"})});
  REQUIRE(merged.size() == 1);
  CHECK(merged[0].engine == "style");
  CHECK(merged[0].suggestions == std::vector<std::string>{"xABC", "xABc"});
}

TEST_CASE("a suggestion that does not keep the text outside the narrower span is dropped") {
  // The wider remark rewrites the comma too: no replacement of the space alone says the same.
  auto merged = merge_remarks({remark("grammar-client", 4, " ,", {";"}), remark("style", 4, " ", {""})});
  REQUIRE(merged.size() == 1);
  CHECK(merged[0].suggestions == std::vector<std::string>{""});
}

TEST_CASE("partly overlapping remarks merge without borrowing suggestions") {
  auto merged = merge_remarks({remark("style", 4, "ab", {"AB"}), remark("grammar-client", 5, "bc", {"BC"})});
  REQUIRE(merged.size() == 1);
  CHECK(merged[0].suggestions == std::vector<std::string>{"AB"});
}
