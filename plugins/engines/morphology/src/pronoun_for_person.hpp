// Which case lets a pronominal adjective stand for a person or thing of its own
// before a noun it does not agree with («назначьте каждому роль», «сохранит
// всем время»).
#pragma once

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// May the determiner («каждый», «любой», «всякий») before `noun` stand for a
// person after a verb? In the dative singular, the one concerned («назначьте
// каждому роль»; the plural «любым», «каждым» names no one a writer addresses:
// «Выберите любым имя» is a disagreement), unless that reading is far less
// likely than the word's likeliest
// («каждым» is the instrumental singular far more often than the dative
// plural). In the instrumental, the one who acts comes with a passive, which
// has no object: before a noun that is only nominative or accusative it is
// the noun's attribute («делает каждым часть» is a disagreement).
bool determiner_stands_for_person(const Item& determiner, const Item& noun);

// Is the word after a pronoun in the instrumental one it cannot take as its
// verb's object beside that pronoun? A nominative or accusative (the one who
// acts comes with a passive, which has no object: «использовать другими
// каталог») and a genitive (no verb takes a genitive object beside an
// instrumental of the one concerned: «содержать другими аргументов»), or a
// word that may only be one of these («содержать другими папки»: «папки» is
// the genitive singular and the nominative and accusative plural). Rare
// readings and those without a case do not count.
bool no_object_beside_instrumental(const Item& noun);

}  // namespace proofreader::morphology_engine
