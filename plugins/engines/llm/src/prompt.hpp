// Prompt: the two messages of one model call over a batch of blocks: the
// system message (the task the check's flags ask for, the active guide's
// rules when the guide is checked, the answer format) and
// the user message (the instruction of the job, the remarks the deterministic
// engines already made in the batch's text so the model does not repeat them
// — at most kMaxPriorRemarks of them — and the text, each piece tagged with
// its block's index).
#pragma once

#include <string>
#include <vector>

#include <proofreader/sdk/types.hpp>

#include "batches.hpp"

namespace proofreader::llm {

// A page of lint already found would crowd out the text and the answer.
inline constexpr std::size_t kMaxPriorRemarks = 40;

struct Prompt {
  std::string system;
  std::string user;
};

// What the model looks for in one check, from its flags: language errors
// (check_language), breaches of the guide's rules (check_styleguide; none
// without a guide), the writer's own instruction. Empty: nothing to ask.
struct Task {
  bool language = false;
  std::vector<std::string> rules;
  std::string instruction;

  bool empty() const { return !language && rules.empty() && instruction.empty(); }
  // A remark of a language category (spelling, grammar, punctuation,
  // typography, agreement) when the language is not checked is not kept.
  bool wants(const std::string& category) const;
};

// The rule messages of a guide document (GET /api/styleguides/{id} JSON):
// enabled rules, each message once, at most `max_bytes` in all. A malformed
// guide yields none.
std::vector<std::string> guide_rules(const std::string& guide_json, std::size_t max_bytes);

Prompt build_prompt(const Batch& batch, const Task& task, const std::vector<sdk::Remark>& prior);

}  // namespace proofreader::llm
