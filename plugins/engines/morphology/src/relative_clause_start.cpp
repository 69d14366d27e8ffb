#include "relative_clause_start.hpp"

namespace proofreader::morphology_engine {

bool after_relative_word(const std::vector<Item>& items, std::size_t before) {
  return before > 0 && items[before - 1].has_lemma("который");
}

}  // namespace proofreader::morphology_engine
