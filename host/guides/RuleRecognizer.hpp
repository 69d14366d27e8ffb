// RuleRecognizer: the deterministic part of guide extraction. Reads the
// blocks of a style guide document and recognises the usual shapes of rule
// statements:
//   - a table of wrong / right (a header row names the columns, «неправильно /
//     правильно», «не пишем / пишем»; without one the first column is wrong);
//   - a glossary: a table headed «Термин | Определение» (or «Описание», …)
//     and lines «X — Y»; an entry is a term rule only when it names spellings
//     to avoid «(не Y, Z)», otherwise a warning marked as a glossary entry;
//   - «пишем X, а не Y», «пишите X вместо Y», «вместо X пишите Y»;
//   - «не используйте X», «не пишите X», «избегайте X» (each quoted word, or
//     each item of an unquoted list «юзер, девайс и апдейт»);
//   - «X → Y» and «X -> Y»;
//   - glossary entries «X (не Y, Z)»;
//   - a list of forbidden words after a lead-in such as «Не используйте
//     следующие слова:» or «Запрещённые слова:».
// A paragraph is read sentence by sentence, so it may hold several statements.
// Each recognised statement becomes one guide rule (JSON, as GuideStore
// stores it); every other statement is returned as a warning with a reason.
// Pure function, thread-safe.
#pragma once

#include <Poco/JSON/Array.h>

#include <proofreader/sdk/types.hpp>
#include <string>
#include <vector>

namespace proofreader::host {

struct RecognitionWarning {
  std::string statement;
  std::string reason;
  bool glossary = false;  // a term's definition: nothing for the model to make a rule of
};

struct RecognizedRules {
  Poco::JSON::Array::Ptr rules = new Poco::JSON::Array;
  std::vector<RecognitionWarning> warnings;
};

RecognizedRules recognize_rules(const sdk::Document& document);

}  // namespace proofreader::host
