// A noun after a plural verb that can only be nominative: the verb's subject.
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// «Этот адрес предоставляют почтовый провайдер»: a noun after the verb, in its
// clause and outside a prepositional phrase, that can only be nominative
// («провайдер» is animate, its accusative is «провайдера»; «программа») is a
// subject, so the sentence is no indefinite-personal one with the noun before
// the verb as its fronted object, and the verb disagrees. Not a noun
// coordinated with another («используют пользователь и администратор»: a
// plural subject together), nor a name (a capital).
bool nominative_after_verb(const std::vector<Item>& items, std::size_t verb);

}  // namespace proofreader::morphology_engine
