// minimal_change: what a fix changes, cut to the words it touches.
#include <catch2/catch.hpp>

#include <string>

#include "annotate/minimal_change.hpp"

using proofreader::host::minimal_change;

namespace {

// "offset length «inserted»", for one readable comparison.
std::string change(const std::string& fragment, const std::string& replacement) {
  const auto c = minimal_change(fragment, replacement);
  return std::to_string(c.offset) + " " + std::to_string(c.length) + " «" + c.inserted + "»";
}

}  // namespace

TEST_CASE("minimal change: a changed ending marks the one word", "[annotate][minimal_change]") {
  CHECK(change("новый версия", "новая версия") == "0 5 «новая»");
  CHECK(change("в новый версии", "в новой версии") == "2 5 «новой»");
  CHECK(change("умолчани", "умолчанию") == "0 8 «умолчанию»");
  CHECK(change("проверкка", "проверка") == "0 9 «проверка»");
}

TEST_CASE("minimal change: punctuation and whole words are inserted or deleted alone",
          "[annotate][minimal_change]") {
  CHECK(change("сказал что", "сказал, что") == "6 0 «,»");
  CHECK(change("пошёл магазин", "пошёл в магазин") == "6 0 «в »");
  CHECK(change("очень очень", "очень") == "5 6 «»");
  CHECK(change("всё - таки", "всё — таки") == "4 1 «—»");
  CHECK(change("кот", "пёс") == "0 3 «пёс»");
  CHECK(change("одно и то же", "одно и то же") == "12 0 «»");
  CHECK(change("", "слово") == "0 0 «слово»");
}
