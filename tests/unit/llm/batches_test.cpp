// Batches: the document's text cut into model calls under a size budget.
#include <catch2/catch.hpp>

#include <string>

#include "batches.hpp"

using namespace proofreader;

namespace {

std::size_t bytes_of(const llm::Batch& batch) {
  std::size_t n = 0;
  for (const auto& piece : batch) n += piece.text().size();
  return n;
}

}  // namespace

TEST_CASE("blocks are batched in order under the size budget — empty blocks are left out") {
  sdk::Document d;
  for (int i = 0; i < 5; ++i) d.blocks.push_back({i, "paragraph", std::string(40, 'a'), {}, {}, 0, false, {}});
  d.blocks[2].text = "  ";
  auto batches = llm::make_batches(d, 100);
  REQUIRE(batches.size() == 2);
  CHECK(batches[0].size() == 2);
  CHECK(batches[1].size() == 2);
  CHECK(batches[1][0].block->index == 3);
  CHECK(batches[1][0].text() == d.blocks[3].text);
}

TEST_CASE("a 1 MB paragraph is cut at sentence ends into pieces under the budget that cover it exactly") {
  const std::string sentence = "Настройте параметры сервера перед первым запуском службы. ";
  sdk::Document d;
  d.blocks.push_back({0, "paragraph", {}, {}, {}, 0, false, {}});
  while (d.blocks[0].text.size() < (1u << 20)) d.blocks[0].text += sentence;
  const auto batches = llm::make_batches(d, 6000);
  CHECK(batches.size() >= (1u << 20) / 6000);
  std::string joined;
  int offset = 0;
  for (const auto& batch : batches) {
    CHECK(bytes_of(batch) <= 6000);
    for (const auto& piece : batch) {
      CHECK(piece.text().substr(piece.text().size() - 2) == ". ");  // ends after a sentence
      CHECK(piece.offset == offset);
      offset += piece.length;
      joined += piece.text();
    }
  }
  CHECK(joined == d.blocks[0].text);
}

TEST_CASE("a sentence longer than the budget is cut at spaces, a word longer than it at a character") {
  sdk::Document d;
  std::string words;
  for (int i = 0; i < 100; ++i) words += "слово ";
  d.blocks.push_back({0, "paragraph", words, {}, {}, 0, false, {}});
  d.blocks.push_back({1, "paragraph", std::string(51, 'x') + "ёёёёёёёёёё", {}, {}, 0, false, {}});
  const auto batches = llm::make_batches(d, 64);
  std::string first, second;
  for (const auto& batch : batches) {
    CHECK(bytes_of(batch) <= 64);
    for (const auto& piece : batch) {
      (piece.block->index == 0 ? first : second) += piece.text();
      if (piece.block->index == 0) CHECK(piece.text().back() == ' ');
      CHECK((static_cast<unsigned char>(piece.text().front()) & 0xC0) != 0x80);
    }
  }
  CHECK(first == d.blocks[0].text);
  CHECK(second == d.blocks[1].text);  // no ё split in half
}
