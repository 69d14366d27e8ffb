// «как» with a modal and an infinitive: a question of manner.
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// «…, как должны обрабатываться попытки», «…, как нужно настроить»: «как»
// at `k` followed by a modal («должен», «можно», «нужно», «надо», «следует»)
// and an infinitive asks how something is to be done; a comparison («как
// показано», «как обычно») has no modal with an infinitive.
bool manner_question(const std::vector<Item>& items, std::size_t k);

}  // namespace proofreader::morphology_engine
