// A full adjective form that is also a first-person verb form («пустую» of
// «пустовать», «синим» of «синить»).
#pragma once

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Is `reading` of `word` a first-person present verb form, or the short
// present passive participle that shares its form («синим»: "we blue" and "is
// blued"), while the word is also a full adjective at least as likely? Technical
// text has no first person of such verbs (it says «мы» or «я» with a verb it
// uses), so the reading is no reason to leave the adjective unchecked:
// «Пустую строка означает …», «зелёный и синим».
bool first_person_homonym(const Item& word, const Parse& reading);

// Every reading of the word is a full adjective or participle, or such a
// first-person homonym.
bool only_adjective_readings(const Item& word);

}  // namespace proofreader::morphology_engine
