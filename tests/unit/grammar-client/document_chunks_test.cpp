// Splitting documents into chunks for /v2/check and mapping offsets back.
#include <catch2/catch.hpp>

#include "document_chunks.hpp"

using namespace proofreader;
using grammar_client::split_document;

namespace {
sdk::Document document_of(const std::vector<std::string>& texts) {
  sdk::Document d;
  for (std::size_t i = 0; i < texts.size(); ++i) {
    sdk::Block b;
    b.index = static_cast<int>(i);
    b.text = texts[i];
    d.blocks.push_back(b);
  }
  return d;
}
}  // namespace

TEST_CASE("grammar-client: short blocks share one chunk, joined by blank lines", "[grammar-client]") {
  const auto chunks = split_document(document_of({"Первый абзац.", "Второй абзац."}), 1000);
  REQUIRE(chunks.size() == 1);
  CHECK(chunks[0].text == "Первый абзац.\n\nВторой абзац.");
  REQUIRE(chunks[0].pieces.size() == 2);
  CHECK(chunks[0].pieces[1].chunk_offset == 15);
  CHECK(chunks[0].pieces[1].block == 1);
  const auto* piece = chunks[0].piece_for(15, 6);
  REQUIRE(piece != nullptr);
  CHECK(piece->block == 1);
  CHECK(chunks[0].piece_for(10, 8) == nullptr);  // spans the separator
}

TEST_CASE("grammar-client: a long block is cut at sentence boundaries below the limit", "[grammar-client]") {
  std::string text;
  for (int i = 0; i < 20; ++i) text += "Сервер сохраняет настройки в файле. ";
  const auto chunks = split_document(document_of({text}), 100);
  REQUIRE(chunks.size() > 1);
  int covered = 0;
  for (const auto& c : chunks) {
    CHECK(static_cast<int>(c.utf16_to_cp.size()) - 1 <= 100);
    for (const auto& p : c.pieces) {
      CHECK(p.block_offset == covered);  // pieces follow each other without gaps
      covered += p.length;
    }
    CHECK(c.text.rfind("Сервер", 0) == 0);  // every chunk starts at a sentence
  }
  CHECK(covered == 20 * 36);
}

TEST_CASE("grammar-client: the first chunk is bounded by its own, shorter limit", "[grammar-client]") {
  const std::vector<std::string> blocks(10, "Сервер сохраняет настройки в файле.");  // 35 code points each
  const auto chunks = split_document(document_of(blocks), 200, 80);
  REQUIRE(chunks.size() == 3);
  CHECK(chunks[0].pieces.size() == 2);  // 35 + 2 + 35 = 72 ≤ 80
  CHECK(chunks[1].pieces.size() == 5);  // 5 × 35 + 4 × 2 = 183 ≤ 200
  CHECK(chunks[2].pieces.size() == 3);
}

TEST_CASE("grammar-client: a sentence longer than the limit is cut at a space", "[grammar-client]") {
  std::string text;
  for (int i = 0; i < 50; ++i) text += "слово ";
  for (const auto& c : split_document(document_of({text}), 64)) {
    CHECK(static_cast<int>(c.utf16_to_cp.size()) - 1 <= 64);
    CHECK(c.text.back() == ' ');
  }
}

TEST_CASE("grammar-client: UTF-16 offsets map to code points", "[grammar-client]") {
  const auto chunks = split_document(document_of({"\xF0\x9F\x98\x80 ошибка"}), 1000);
  REQUIRE(chunks.size() == 1);
  CHECK(chunks[0].code_point_at(3) == 2);   // the emoji takes two UTF-16 units
  CHECK(chunks[0].code_point_at(9) == 8);   // the end of the text
  CHECK(chunks[0].code_point_at(50) == 8);  // clamped
}
