#include "rule.hpp"

namespace proofreader::grammar {

std::string category_id(Category c) {
  switch (c) {
    case Category::typos:
      return "TYPOS";
    case Category::punctuation:
      return "PUNCTUATION";
    case Category::typography:
      return "TYPOGRAPHY";
    case Category::grammar:
      return "GRAMMAR";
    case Category::confused_words:
      return "CONFUSED_WORDS";
    case Category::redundancy:
      return "REDUNDANCY";
  }
  return "MISC";
}

std::string category_name(Category c) {
  switch (c) {
    case Category::typos:
      return "Орфография";
    case Category::punctuation:
      return "Пунктуация";
    case Category::typography:
      return "Типографика";
    case Category::grammar:
      return "Грамматика";
    case Category::confused_words:
      return "Паронимы и слитное/раздельное написание";
    case Category::redundancy:
      return "Повторы";
  }
  return "Разное";
}

}  // namespace proofreader::grammar
