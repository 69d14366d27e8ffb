#include "technical_lexicon.hpp"

#include <proofreader/russian/word_formation.hpp>

namespace proofreader::grammar {

const std::vector<std::string>& technical_lemmas() { return russian::technical_lexicon(); }

}  // namespace proofreader::grammar
