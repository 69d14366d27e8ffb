// How technical text uses a verb, beyond what the dictionary says.
//
// The OpenCorpora dictionary gives some verbs a transitive and an
// intransitive lexeme with the same forms and scores them alike
// («сработать»: to go off, and to make; «переходить»: to move on, and to
// cross). Whether a fronted noun is the verb's subject or the object of an
// indefinite-personal sentence depends on which reading is real («Если таймер
// сработали» disagrees; «Если файл удалили» does not). The verbs technical
// text never gives an object are listed in data/verbs_without_object.txt,
// generated from development text by tests/eval/verb_object_use.cpp.
// Pure functions over compiled-in data; thread-safe.
#pragma once

#include <string_view>

namespace proofreader::russian {

// Is the transitive reading of the verb `lemma` (its infinitive, lower case)
// one that technical text does not use?
bool transitive_use_rare(std::string_view lemma);

}  // namespace proofreader::russian
