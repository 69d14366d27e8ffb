// A list of objects after a verb, told by an accusative-only member.
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// «Этот язык предоставляют сложный компилятор, поддержку вычислений, …»: the
// noun phrase right after the verb may read as a nominative only («компилятор»
// is animate in the dictionary), but a comma after it continues a list whose
// next member can only be accusative («поддержку»): the list is the verb's
// object, so the noun before the verb is no fronted object. The list must
// follow the verb directly (no preposition, the comma right after a noun) and
// its accusative member must have no predicate of its own before the next
// punctuation («…, систему перезагружают» is a clause of its own).
bool object_list_after(const std::vector<Item>& items, std::size_t verb);

}  // namespace proofreader::morphology_engine
