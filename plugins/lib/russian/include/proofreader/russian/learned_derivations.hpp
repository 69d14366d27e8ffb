// Learned (Latin and Greek) derivations of dictionary words that technical
// Russian makes freely and the dictionaries list only in part:
//
// - noun_in_izatsiya(): the «-изация» noun and «-изировать» verb of a
//   dictionary noun or «-льный» adjective («скаляр» → «скаляризация», as
//   «кластер» → «кластеризация», «нормальный» → «нормализация»).
// - latin_prefixed_noun(): the Latin prefix «пре-» before a long dictionary
//   noun («пре-мультипликация», as «пре-процессор»).
//
// Both accept what a writer's slip may also make; the caller (the speller)
// refuses a word one slip away from a dictionary word.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "morphology.hpp"

namespace proofreader::russian {

// `word` in lower case; `known(word)` says whether a dictionary has it.
bool noun_in_izatsiya(std::string_view word, const std::function<bool(const std::string&)>& known,
                      const Morphology& morphology);

bool latin_prefixed_noun(std::string_view word, const std::function<bool(const std::string&)>& known,
                         const Morphology& morphology);

}  // namespace proofreader::russian
