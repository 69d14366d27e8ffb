// ModelAssistedRules: asks the language model to turn the statements the
// deterministic recogniser could not parse into rules (issue 7, item 4).
//
// The model gets the numbered statements and answers a JSON object
// {"rules": [{"statement": N, "kind": "forbidden"|"replace", "phrase",
// "replacement", "message"}]}. Every answer is validated: an unknown
// statement number, kind or an empty or over-long phrase is ignored, so a
// confused model adds nothing rather than something wrong. Pure apart from
// the `ask` call.
#pragma once

#include <Poco/JSON/Array.h>

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "guides/RuleRecognizer.hpp"

namespace proofreader::host {

// Sends (system prompt, user prompt) to the model; nullopt when there is no
// model or the call failed.
using AskModel =
    std::function<std::optional<std::string>(const std::string& system, const std::string& user)>;

// Adds the model's rules to `recognized.rules` and removes the warnings of
// the statements they cover. Glossary entries are not sent: a definition is
// no rule. Returns how many rules were added.
int add_model_rules(RecognizedRules& recognized, const AskModel& ask);

}  // namespace proofreader::host
