// LanguageToolCheck: a LanguageTool /v2/check request run by the pipeline the
// web check runs (check_now: morphology, grammar, the style guide in force and
// the caller's regex rules, the team dictionary, «never for this term»
// dismissals), the model engines left out, on the caller's thread.
//
// The checked text (the annotated `data` already reduced to what is checked)
// becomes a document of one block per line; the remarks come back as
// LanguageTool matches in code points of that text, named by
// LanguageToolRules and filtered by the request's rule selection.
#pragma once

#include <proofreader/languagetool/request.hpp>
#include <proofreader/languagetool/response.hpp>

#include "guides/CheckSources.hpp"
#include "jobs/JobManager.hpp"

namespace proofreader::host {

languagetool::CheckAnswer run_languagetool_check(JobManager& jobs, const CheckSources& sources,
                                                 const sdk::User& user,
                                                 const languagetool::CheckRequest& request);

}  // namespace proofreader::host
