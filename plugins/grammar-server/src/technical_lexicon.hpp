// The technical lexicon: words of technical Russian that neither OpenCorpora
// nor Debian's hunspell-ru has («токен», «бэкенд», «локаль», «прокси»), as
// lemmas. The speller accepts every form of their lexemes, inflected by the
// morphology's prediction from the lemma's ending. Language data, not tuned to
// any corpus; immutable.
#pragma once

#include <string_view>
#include <vector>

namespace proofreader::grammar {

const std::vector<std::string_view>& technical_lemmas();

}  // namespace proofreader::grammar
