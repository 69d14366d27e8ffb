// Internal: groups a token stream into sentences (see tokenizer.hpp).
#pragma once

#include <vector>

#include "proofreader/russian/tokenizer.hpp"

namespace proofreader::russian {

// Sentences over `tokens`, which must cover their text in order. Spaces
// between sentences belong to none of them.
std::vector<Sentence> split_sentences(const std::vector<Token>& tokens);

}  // namespace proofreader::russian
