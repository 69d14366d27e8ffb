// Russian words the dictionaries lack but the language forms regularly, and
// the technical lexicon. Shared by the grammar server's speller and the
// grammar-client engine (the style guide's terms).
//
// - technical_lexicon(): the lemmas of data/technical_lexicon.txt (compiled
//   in; the file names its source).
// - form_of_lemma(): «мьютексы» is a form of «мьютекс» by a regular ending.
// - word_forms(): every form of a word's paradigm, for the team dictionary
//   (a word added once is accepted in all its forms).
// - formed_word(): a productive compound or derivation whose parts are known:
//   a numeral or quantity stem with its linking vowel before a known word or a
//   relational adjective of a known noun («шестнадцатибитные»,
//   «многоагентный», «двухпроходный»); a prefix before a known word of the
//   part of speech it makes («подмодулях», «попакетный», «переиндексировать»);
//   a reflexive verb made from a known transitive one («переиндексироваться»);
//   an agent noun in «-атор» of a known noun in «-ация» («локализатор»); the
//   secondary imperfective, the «-ка» noun and the «-щик» agent noun of a verb
//   in «-овать» («отрисовывать», «отрисовка», «тестировщик»); an adjective in
//   «-ичный» of a noun in «-ия» («иерархичный»).
// Pure functions; `known` decides what a part is (the caller's dictionaries).
#pragma once

#include <array>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "morphology.hpp"

namespace proofreader::russian {

const std::vector<std::string>& technical_lexicon();

// The prefixes that make a Russian verb perfective («про-», «за-», «пере-», …).
const std::array<std::string_view, 16>& verb_prefixes();

// `word` and `lemma` in lower case.
bool form_of_lemma(std::string_view word, std::string_view lemma);

// Every form of `word`'s paradigm, lower case, sorted, without repeats, the
// word itself always among them. A word the dictionary knows: every form of
// each of its lexemes («файлом» → файл, файла, …, файлах). An unknown word:
// the forms of its most likely predicted lexeme, when the prediction found
// one whose forms include the word («кубернетес» → кубернетеса, …); else the
// word alone (Latin, digits, a word with no inflecting ending).
std::vector<std::string> word_forms(std::string_view word, const Morphology& morphology);

// `word` in lower case. `known(part)` says whether a part is a word.
bool formed_word(std::string_view word, const std::function<bool(const std::string&)>& known,
                 const Morphology& morphology);

}  // namespace proofreader::russian
