// RuleRecognizer: the deterministic part of guide extraction. Reads the
// blocks of a style guide document and recognises the usual shapes of rule
// statements:
//   - a table of wrong / right (a header row names the columns, «неправильно /
//     правильно», «не пишем / пишем»; without one the first column is wrong);
//   - «пишем X, а не Y», «пишите X вместо Y», «вместо X пишите Y»;
//   - «не используйте X», «не пишите X», «избегайте X» (each quoted word);
//   - «X → Y» and «X -> Y»;
//   - glossary entries «X (не Y, Z)»;
//   - a list of forbidden words after a lead-in such as «Не используйте
//     следующие слова:» or «Запрещённые слова:».
// Each recognised statement becomes one guide rule (JSON, as GuideStore
// stores it); every other statement is returned as a warning with a reason.
// Pure function, thread-safe.
#pragma once

#include <Poco/JSON/Array.h>

#include <proofreader/sdk/document.hpp>
#include <string>
#include <vector>

namespace proofreader::host {

struct RecognitionWarning {
  std::string statement;
  std::string reason;
};

struct RecognizedRules {
  Poco::JSON::Array::Ptr rules = new Poco::JSON::Array;
  std::vector<RecognitionWarning> warnings;
};

RecognizedRules recognize_rules(const sdk::Document& document);

}  // namespace proofreader::host
