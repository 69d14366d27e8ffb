// A plural attribute shared by coordinated singular nouns.
#pragma once

#include "analysis.hpp"

namespace proofreader::grammar {

// «Исходные дата и время создания», «стандартные ввод и вывод»: the noun at
// `noun` is followed by «и» and another noun (after up to two attributes of
// its own: «правильные дату и точное время»), and the attribute at
// `attribute` has a plural reading in a case both nouns have. The attribute
// belongs to both, and its plural agrees with them together. After «или» or
// a comma it does not («ни одни каталог или папку», «ни одни строка, запись»
// disagree).
bool attribute_of_coordinated_nouns(const Analysis& a, int attribute, int noun);

}  // namespace proofreader::grammar
