// The model's answer becomes trusted remarks: fragments found in their
// block, offsets in code points computed by us, categories ours or "llm".
#include <catch2/catch.hpp>

#include "answer.hpp"

using namespace proofreader;

namespace {

sdk::Document two_blocks() {
  sdk::Document d;
  d.blocks.push_back({0, "paragraph", "Нажмите кнопку «Сохранить» для сохранения.", {}, {}, 0, false, {}});
  d.blocks.push_back({1, "paragraph", "Запустите команду make install в каталоге.", {}, {}, 0, false, {}});
  d.blocks[1].protected_spans.push_back({sdk::ProtectedSpan::Kind::code, 18, 12});  // "make install"
  return d;
}

// The categories the host gives (HostServices::categories), as far as these cases need.
const std::vector<std::string> kCategories{"spelling", "grammar", "style", "llm"};

llm::Batch batch_of(const sdk::Document& d) {
  return llm::make_batches(d, 1 << 20).front();
}

}  // namespace

TEST_CASE("a remark gets offsets in code points from its fragment") {
  const auto d = two_blocks();
  auto remarks = llm::parse_answer(
      R"({"remarks":[{"block":0,"fragment":"для сохранения","message":"Плеоназм.","suggestion":"","category":"style"}]})",
      batch_of(d), kCategories);
  REQUIRE(remarks.size() == 1);
  CHECK(remarks[0].block == 0);
  CHECK(remarks[0].offset == 27);  // "Нажмите кнопку «Сохранить» " is 27 code points
  CHECK(remarks[0].length == 14);
  CHECK(remarks[0].category == "style");
  CHECK(remarks[0].suggestions.empty());
}

TEST_CASE("a fragment that is not in the text is dropped — a wrong block number is corrected") {
  const auto d = two_blocks();
  auto remarks = llm::parse_answer(R"({"remarks":[
      {"block":0,"fragment":"выдуманный фрагмент","message":"Нет такого."},
      {"block":0,"fragment":"в каталоге","message":"Уточните каталог.","suggestion":"в каталоге /opt","category":"made-up"}]})",
                                   batch_of(d), kCategories);
  REQUIRE(remarks.size() == 1);
  CHECK(remarks[0].block == 1);
  CHECK(remarks[0].category == "llm");
  REQUIRE(remarks[0].suggestions.size() == 1);
  CHECK(remarks[0].suggestions[0] == "в каталоге /opt");
}

TEST_CASE("a fragment on a protected span (code) is not reported") {
  const auto d = two_blocks();
  auto remarks = llm::parse_answer(R"({"remarks":[{"fragment":"make install","message":"Переведите."}]})",
                                   batch_of(d), kCategories);
  CHECK(remarks.empty());
}

TEST_CASE("an answer that is not the remarks object is an error, not a crash") {
  const auto d = two_blocks();
  CHECK_THROWS(llm::parse_answer("не JSON", batch_of(d), kCategories));
  CHECK_THROWS(llm::parse_answer("[1,2]", batch_of(d), kCategories));
  CHECK_THROWS(llm::parse_answer(R"({"items":[]})", batch_of(d), kCategories));
  // Items of the wrong shape are skipped.
  CHECK(llm::parse_answer(R"({"remarks":[1,"x",{"fragment":5,"message":"m"},{}]})", batch_of(d), kCategories)
            .empty());
}

TEST_CASE("a fragment in a later piece of a split block gets offsets from the block's start") {
  sdk::Document d;
  d.blocks.push_back({3, "paragraph", "Первое предложение. Второе предложение с ошибкой.", {}, {}, 0, false, {}});
  const auto batches = llm::make_batches(d, 60);
  REQUIRE(batches.size() == 2);
  auto remarks = llm::parse_answer(R"({"remarks":[{"block":3,"fragment":"предложение","message":"m"}]})",
                                   batches[1], kCategories);
  REQUIRE(remarks.size() == 1);
  CHECK(remarks[0].block == 3);
  CHECK(remarks[0].offset == 27);  // "Первое предложение. Второе " is 27 code points
  CHECK(remarks[0].length == 11);
}
