#include <catch2/catch.hpp>

#include "NewRemarks.hpp"

using namespace proofreader::watch;

TEST_CASE("new remarks: context is the nearest word either side, punctuation skipped, lower-cased") {
  const auto key = remark_key("comma", "однако",
                              "Первое слово Второе третье однако четвёртое пятое шестое седьмое", 27, 6);
  CHECK(key.context == "третье | четвёртое");
  CHECK(remark_key("r", "Вы", "Если Вы, как обычно, ...", 5, 2).context == "если | как");
}

TEST_CASE("new remarks: an old remark in the same place is not new, one on new text is") {
  const std::string before_text = "Нажмите на кнопку Сохранить, чтобы применить.";
  const std::string after_text =
      "Нажмите на кнопку Сохранить, чтобы применить. Затем обновите страницу обязательно.";
  const std::vector<RemarkKey> before{remark_key("na_knopku", "на", before_text, 8, 2)};
  const std::vector<RemarkKey> after{remark_key("na_knopku", "на", after_text, 8, 2),
                                     remark_key("adverb", "обязательно", after_text, 71, 11)};
  CHECK(new_remarks(before, after) == std::vector<bool>{false, true});
}

TEST_CASE("new remarks: same rule and fragment in a new context is new — repeats count") {
  const RemarkKey old_one{"r", "f", "а б в | г д е"};
  const RemarkKey moved{"r", "f", "а б х | г д е"};
  CHECK(new_remarks({old_one}, {moved}) == std::vector<bool>{true});
  CHECK(new_remarks({old_one}, {old_one, old_one}) == std::vector<bool>{false, true});
  CHECK(new_remarks({{"other", "f", old_one.context}}, {old_one}) == std::vector<bool>{true});
}
