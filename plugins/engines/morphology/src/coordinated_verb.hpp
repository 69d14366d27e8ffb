// A verb coordinated with the predicate before it shares that predicate's subject.
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// An indicative verb read only as a verb («открывается», «являются»; not
// «стали», which may be a noun, nor «вели», which may be an imperative).
bool finite_verb(const Item& item);

// «и», «а», «но» or «или», which join two predicates.
bool coordinating_conjunction(const Item& item);

// May the word stand between that conjunction and the second predicate? «не»
// and adverbs only, so the predicate has no subject of its own before it.
bool before_coordinated_verb(const Item& item);

// Is the finite verb at `verb` the second of two predicates joined by «и»,
// «а», «но» or «или» («Файл открывается и закрываются», «Содержимое имеет
// декодер, но не являются аудио»)? Only «не» and adverbs stand between the
// conjunction and the verb, so no subject of its own comes before it. Returns
// the index of the first predicate, the nearest finite verb before the
// conjunction in its clause, or `items.size()` when there is none.
std::size_t first_coordinated_predicate(const std::vector<Item>& items, std::size_t verb);

}  // namespace proofreader::morphology_engine
