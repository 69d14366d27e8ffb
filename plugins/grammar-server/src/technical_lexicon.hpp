// The technical lexicon: words of technical Russian that neither OpenCorpora
// nor Debian's hunspell-ru has («токен», «мьютекс», «локаль», «прокси»), as
// lemmas: the data file plugins/lib/russian/data/technical_lexicon.txt, which
// names its source (russian::technical_lexicon()). The speller accepts every
// form of their lexemes, inflected by the morphology's prediction from the
// lemma's ending. Immutable.
#pragma once

#include <string>
#include <vector>

namespace proofreader::grammar {

const std::vector<std::string>& technical_lemmas();

}  // namespace proofreader::grammar
