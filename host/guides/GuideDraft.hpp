// GuideDraft: the work of turning an uploaded docx, txt or md style guide into
// a draft guide — parse the file, recognise its rules (and, with a model,
// turn the other statements into rules too: ModelAssistedRules.hpp), validate
// and save the draft (not active). It runs as a task of the job machinery
// (routes/GuideExtraction submits it), which supplies its progress.
#pragma once

#include <functional>
#include <string>

#include "guides/ModelAssistedRules.hpp"

namespace proofreader::host {

class GuideStore;

// How the work reports its stages and learns that it was cancelled (the
// job's, when it runs as one).
struct DraftProgress {
  std::function<void(const std::string& stage, double progress)> stage;
  std::function<bool()> cancelled;
};

// Stages: parsing → extracting → validating. Returns {guide_id, warnings:
// [{statement, reason, glossary}]} as JSON, or "{}" when cancelled. Throws
// ApiError 415 "unsupported_format" for another format, 400 for a guide that
// does not validate.
std::string extract_draft(GuideStore& guides, const AskModel& ask_model, const std::string& filename,
                          const std::string& bytes, const DraftProgress& progress);

}  // namespace proofreader::host
