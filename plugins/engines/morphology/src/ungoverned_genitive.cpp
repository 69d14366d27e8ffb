#include "ungoverned_genitive.hpp"

#include "word_classes.hpp"

namespace proofreader::morphology_engine {

namespace {

bool clause_boundary(const Item& item) {
  return ends_clause(item) || item.is("(");
}

}  // namespace

bool ungoverned_genitive(const std::vector<Item>& items, std::size_t k) {
  if (k > 0) {
    const Item& left = items[k - 1];
    const bool linking_word =
        left.is_word() && (left.any_pos("CONJ") || left.any_pos("PRCL")) && !left.any_pos("PREP");
    if (!clause_boundary(left) && !linking_word) return false;
  }
  for (std::size_t j = k + 1; j < items.size() && !clause_boundary(items[j]); ++j)
    if (items[j].lower == "не" || items[j].lower == "нет") return false;
  return true;
}

}  // namespace proofreader::morphology_engine
