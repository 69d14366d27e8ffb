#include "coordinated_before_latin.hpp"

#include "caseless_word.hpp"
#include "word_classes.hpp"

namespace proofreader::morphology_engine {

bool case_clash_before_latin(const std::vector<Item>& items, std::size_t conj) {
  if (conj == 0 || conj + 2 >= items.size() || !shows_no_case(items[conj + 2])) return false;
  const Item& first = items[conj - 1];
  const Item& second = items[conj + 1];
  return std::none_of(first.parses.begin(), first.parses.end(), [&](const Parse& a) {
    return std::any_of(second.parses.begin(), second.parses.end(), [&](const Parse& b) {
      return main_case(a.tag.gram_case()) == main_case(b.tag.gram_case());
    });
  });
}

}  // namespace proofreader::morphology_engine
