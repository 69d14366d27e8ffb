// Batches and prompts: what each model call carries.
#include <catch2/catch.hpp>

#include "batches.hpp"
#include "prompt.hpp"

using namespace proofreader;

TEST_CASE("blocks are batched in order under the size budget; empty blocks are left out") {
  sdk::Document d;
  for (int i = 0; i < 5; ++i) d.blocks.push_back({i, "paragraph", std::string(40, 'a'), {}, {}});
  d.blocks[2].text = "  ";
  auto batches = llm::make_batches(d, 100);
  REQUIRE(batches.size() == 2);
  CHECK(batches[0].size() == 2);
  CHECK(batches[1].size() == 2);
  CHECK(batches[1][0]->index == 3);
}

TEST_CASE("guide rules: enabled messages, each once, within the budget") {
  const std::string guide = R"({"rules":[
      {"message":"Пишите «нажать», а не «кликнуть»."},
      {"message":"Пишите «нажать», а не «кликнуть»."},
      {"message":"Выключенное правило.","enabled":false},
      {"message":"Избегайте канцелярита."}]})";
  auto rules = llm::guide_rules(guide, 1000);
  REQUIRE(rules.size() == 2);
  CHECK(rules[1] == "Избегайте канцелярита.");
  CHECK(llm::guide_rules(guide, 10).empty());
  CHECK(llm::guide_rules("not json", 1000).empty());
}

TEST_CASE("the prompt carries rules, the instruction, prior remarks of the batch and the blocks") {
  sdk::Document d;
  d.blocks.push_back({4, "paragraph", "Первый блок TODO.", {}, {}});
  d.blocks.push_back({9, "paragraph", "Второй блок.", {}, {}});
  llm::Batch batch{&d.blocks[0]};
  sdk::Remark in_batch, elsewhere;
  in_batch.block = 4;
  in_batch.fragment = "TODO";
  in_batch.message = "Незакрытая пометка.";
  elsewhere.block = 9;
  elsewhere.fragment = "Второй";
  elsewhere.message = "Не в этой пачке.";
  auto p = llm::build_prompt(batch, {"Избегайте канцелярита."}, {in_batch, elsewhere}, "Проверь термины");
  CHECK(p.system.find("Избегайте канцелярита.") != std::string::npos);
  CHECK(p.system.find("\"remarks\"") != std::string::npos);
  CHECK(p.user.find("Проверь термины") != std::string::npos);
  CHECK(p.user.find("«TODO»: Незакрытая пометка.") != std::string::npos);
  CHECK(p.user.find("Не в этой пачке.") == std::string::npos);
  CHECK(p.user.find("[4] Первый блок TODO.") != std::string::npos);
  CHECK(p.user.find("Второй блок.") == std::string::npos);
}
