#include <catch2/catch.hpp>

#include <proofreader/textdiff/textdiff.hpp>

using namespace proofreader::textdiff;

namespace {

std::string kinds(const std::vector<BlockOp>& ops) {
  std::string s;
  for (const auto& op : ops) s += std::string(to_string(op.kind)) + " ";
  return s;
}

std::string render(const std::vector<WordOp>& ops) {
  std::string s;
  for (const auto& op : ops)
    s += op.kind == WordOp::Kind::equal ? op.text
                                        : (op.kind == WordOp::Kind::added ? "[+" : "[-") + op.text + "]";
  return s;
}

}  // namespace

TEST_CASE("textdiff: equal, added, removed and changed blocks in the new order") {
  const std::vector<std::string> from{"Заголовок", "Первый абзац про установку пакета.",
                                      "Удалённый абзац совсем.", "Последний абзац."};
  const std::vector<std::string> to{"Заголовок", "Новый абзац в начале.",
                                    "Первый абзац про установку модуля.", "Последний абзац."};
  const auto ops = diff_blocks(from, to);
  CHECK(kinds(ops) == "equal added changed removed equal ");
  const BlockOp& changed = ops[2];
  CHECK(changed.from == 1);
  CHECK(changed.to == 2);
  CHECK(render(changed.words) == "Первый абзац про установку [-пакета][+модуля].");
}

TEST_CASE("textdiff: blocks compared by key, shown by text") {
  const std::vector<std::string> keys{"Обновлено", "Текст"};
  const auto ops = diff_blocks(keys, keys, {"Обновлено 1 мая", "Текст"}, {"Обновлено 2 мая", "Текст"});
  CHECK(kinds(ops) == "equal equal ");
}

TEST_CASE("textdiff: unrelated blocks are a removal and an addition, not a change") {
  CHECK(kinds(diff_blocks({"Кошка спит на диване."}, {"Сервер отвечает ошибкой 500."})) == "removed added ");
}

TEST_CASE("textdiff: word diff keeps spaces and merges runs") {
  CHECK(render(diff_words("Нажмите кнопку «Сохранить» внизу", "Нажмите синюю кнопку «Применить» внизу")) ==
        "Нажмите [+синюю ]кнопку «[-Сохранить][+Применить]» внизу");
  CHECK(render(diff_words("", "новое")) == "[+новое]");
  CHECK(diff_words("одно и то же", "одно и то же").size() == 1);
}

TEST_CASE("textdiff: empty sides and large inputs") {
  CHECK(kinds(diff_blocks({}, {"а"})) == "added ");
  CHECK(kinds(diff_blocks({"а"}, {})) == "removed ");
  std::vector<std::string> big_from, big_to;
  for (int i = 0; i < 3000; ++i) big_from.push_back("абзац " + std::to_string(i));
  big_to = big_from;
  big_to[1500] = "вставка";
  const auto ops = diff_blocks(big_from, big_to);
  int equal = 0;
  for (const auto& op : ops) equal += op.kind == BlockOp::Kind::equal;
  CHECK(equal == 2999);
}

// The expected texts are what GNU diff -u --label old --label new prints.
TEST_CASE("textdiff: unified diff as diff -u writes it") {
  const std::string from = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\nm\n";
  const std::string to = "a\nB\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\nM";
  CHECK(unified_diff(from, to, "old", "new") ==
        "--- old\n+++ new\n"
        "@@ -1,5 +1,5 @@\n a\n-b\n+B\n c\n d\n e\n"
        "@@ -10,4 +10,4 @@\n j\n k\n l\n-m\n+M\n\\ No newline at end of file\n");
  CHECK(unified_diff("x\n", "", "old", "new") == "--- old\n+++ new\n@@ -1 +0,0 @@\n-x\n");
  CHECK(unified_diff("", "x\n", "old", "new") == "--- old\n+++ new\n@@ -0,0 +1 @@\n+x\n");
  CHECK(unified_diff(from, from, "old", "new").empty());
}

TEST_CASE("textdiff: changes closer than twice the context share a hunk") {
  const std::string from = "1\n2\n3\n4\n5\n6\n7\n8\n";
  const std::string to = "1\nzwei\n3\n4\n5\n6\n7\nacht\n";
  CHECK(unified_diff(from, to, "a", "b") ==
        "--- a\n+++ b\n@@ -1,8 +1,8 @@\n 1\n-2\n+zwei\n 3\n 4\n 5\n 6\n 7\n-8\n+acht\n");
}
