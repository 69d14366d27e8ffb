// Prompts: what each model call carries.
#include <catch2/catch.hpp>

#include "batches.hpp"
#include "prompt.hpp"

using namespace proofreader;

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
  d.blocks.push_back({4, "paragraph", "Первый блок TODO.", {}, {}, 0, false, {}});
  d.blocks.push_back({9, "paragraph", "Второй блок.", {}, {}, 0, false, {}});
  const llm::Batch batch{{&d.blocks[0], 0, d.blocks[0].text.size(), 0, 17}};
  sdk::Remark in_batch, elsewhere;
  in_batch.block = 4;
  in_batch.fragment = "TODO";
  in_batch.message = "Незакрытая пометка.";
  elsewhere.block = 9;
  elsewhere.fragment = "Второй";
  elsewhere.message = "Не в этой пачке.";
  auto p =
      llm::build_prompt(batch, {true, {"Избегайте канцелярита."}, "Проверь термины"}, {in_batch, elsewhere});
  CHECK(p.system.find("Избегайте канцелярита.") != std::string::npos);
  CHECK(p.system.find("\"remarks\"") != std::string::npos);
  CHECK(p.user.find("Проверь термины") != std::string::npos);
  CHECK(p.user.find("«TODO»: Незакрытая пометка.") != std::string::npos);
  CHECK(p.user.find("Не в этой пачке.") == std::string::npos);
  CHECK(p.user.find("[4] Первый блок TODO.") != std::string::npos);
  CHECK(p.user.find("Второй блок.") == std::string::npos);
}

TEST_CASE("the task follows the check's flags: language errors, the guide's rules, or both") {
  sdk::Document d;
  d.blocks.push_back({0, "paragraph", "Текст.", {}, {}, 0, false, {}});
  const auto batch = llm::make_batches(d, 1000).front();
  const std::string rule = "Избегайте канцелярита.";
  const auto language_only = llm::build_prompt(batch, {true, {}, ""}, {});
  CHECK(language_only.system.find("орфография") != std::string::npos);
  CHECK(language_only.system.find("spelling") != std::string::npos);
  CHECK(language_only.system.find("руководства") == std::string::npos);
  const auto guide_only = llm::build_prompt(batch, {false, {rule}, ""}, {});
  CHECK(guide_only.system.find(rule) != std::string::npos);
  CHECK(guide_only.system.find("spelling") == std::string::npos);
  CHECK(guide_only.system.find("не проверяй") != std::string::npos);
  CHECK(llm::Task{false, {}, ""}.empty());
  CHECK_FALSE(llm::Task{false, {}, "Проверь термины"}.empty());
  CHECK(llm::Task{false, {rule}, ""}.wants("style"));
  CHECK_FALSE(llm::Task{false, {rule}, ""}.wants("spelling"));
  CHECK(llm::Task{true, {}, ""}.wants("punctuation"));
}

TEST_CASE("the prior remarks in a prompt are capped, the rest only counted") {
  sdk::Document d;
  d.blocks.push_back({0, "paragraph", std::string(200, 'a'), {}, {}, 0, false, {}});
  const auto batch = llm::make_batches(d, 1000).front();
  std::vector<sdk::Remark> prior(llm::kMaxPriorRemarks + 25);
  for (std::size_t i = 0; i < prior.size(); ++i) {
    prior[i].offset = static_cast<int>(i);
    prior[i].length = 1;
    prior[i].fragment = "a";
    prior[i].message = "замечание " + std::to_string(i) + ".";
  }
  auto p = llm::build_prompt(batch, {true, {}, ""}, prior);
  CHECK(p.user.find("замечание 0.") != std::string::npos);
  CHECK(p.user.find("замечание " + std::to_string(llm::kMaxPriorRemarks - 1) + ".") != std::string::npos);
  CHECK(p.user.find("замечание " + std::to_string(llm::kMaxPriorRemarks) + ".") == std::string::npos);
  CHECK(p.user.find("и ещё 25") != std::string::npos);
}

TEST_CASE("a piece of a split block carries only the prior remarks inside it") {
  sdk::Document d;
  d.blocks.push_back({0, "paragraph", "Первое предложение TODO. Второе предложение FIXME.", {}, {}, 0, false, {}});
  const auto batches = llm::make_batches(d, 60);
  REQUIRE(batches.size() == 2);
  sdk::Remark first, second;
  first.offset = 19;  // TODO
  first.fragment = "TODO";
  first.message = "Пометка один.";
  second.offset = 44;  // FIXME
  second.fragment = "FIXME";
  second.message = "Пометка два.";
  auto p = llm::build_prompt(batches[1], {true, {}, ""}, {first, second});
  CHECK(p.user.find("Пометка один.") == std::string::npos);
  CHECK(p.user.find("Пометка два.") != std::string::npos);
  CHECK(p.user.find("[0] Второе предложение FIXME.") != std::string::npos);
  CHECK(p.user.find("TODO") == std::string::npos);
}
