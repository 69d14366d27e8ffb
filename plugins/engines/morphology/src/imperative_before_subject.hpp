// A reflexive verb form that is also an imperative, before an inanimate noun.
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// «Не удались подключение к серверу»: «удались» is the past plural of
// «удаться» and the imperative of «удалиться». An imperative addresses
// someone, and the one addressed is set off by a comma («Удались, друг»); a
// reflexive verb takes no direct object, so an inanimate noun right after it,
// its attributes between, can only be its subject, and the verb is no
// imperative. Returns the verb without its imperative readings then, nothing
// otherwise.
std::optional<Item> declarative_before_subject(const std::vector<Item>& items, std::size_t verb);

}  // namespace proofreader::morphology_engine
