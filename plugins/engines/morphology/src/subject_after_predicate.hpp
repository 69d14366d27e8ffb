// A subject after its plural predicate («вызываются соответствующие функции»).
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Is the noun at `noun` the subject of a plural predicate right before its
// attribute («После этого вызываются соответствующая функции», «Затем
// удаляются временная файлы»)? The predicate can only be plural, so its
// subject is a nominative plural; the noun may be one («функции») and the
// attribute, in no plural, cannot, so it is the noun's attribute and no
// substantive with a genitive attribute. Not when the noun is coordinated
// with another (singular nouns joined by «и» may share a plural predicate:
// «Вычисляются постоянная решётки и её период»), nor for an attribute that may
// be dative, the one a predicate concerns («Нужны другим файлы»). The
// predicate is indicative (an imperative's object follows it: «Установите
// переменную окружения»), and the attribute, in the nominative as its subject
// is, has no noun reading that could take the genitive («Отображаются
// содержимое письма» is left to the noun's own reading).
bool subject_after_plural_predicate(const std::vector<Item>& items, std::size_t noun);

}  // namespace proofreader::morphology_engine
