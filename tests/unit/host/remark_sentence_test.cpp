// history/RemarkSentence: the sentence a dismissal recognises a remark by.
#include <catch2/catch.hpp>

#include "history/RemarkSentence.hpp"

using proofreader::host::sentence_at;

TEST_CASE("remark sentence: the sentence around the offset, ended by . ! ? … and closing quotes") {
  const std::string text = "Первое предложение. Второе «с цитатой!» Третье?  И последнее";
  CHECK(sentence_at(text, 0) == "Первое предложение.");
  CHECK(sentence_at(text, 22) == "Второе «с цитатой!»");  // code points, not bytes
  CHECK(sentence_at(text, 41) == "Третье?");
  CHECK(sentence_at(text, 50) == "И последнее");
}

TEST_CASE("remark sentence: white space is collapsed, a full stop inside a word ends nothing") {
  CHECK(sentence_at("  Файл  config.yaml\n лежит\tздесь.  Дальше.", 5) == "Файл config.yaml лежит здесь.");
  CHECK(sentence_at("Без точки", 3) == "Без точки");
  CHECK(sentence_at("", 0).empty());
  CHECK(sentence_at("Одно.", 99) == "");  // past the end: the empty sentence after the last
}
