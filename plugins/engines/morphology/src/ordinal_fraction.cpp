#include "ordinal_fraction.hpp"

namespace proofreader::morphology_engine {

bool ordinal_fraction(const std::vector<Item>& items, std::size_t adj) {
  if (adj == 0 || adj + 1 >= items.size()) return false;
  const Item& before = items[adj - 1];
  return russian::ordinal_fraction(before.parses, before.token->kind == Token::Kind::number,
                                   items[adj].parses, items[adj + 1].parses);
}

}  // namespace proofreader::morphology_engine
