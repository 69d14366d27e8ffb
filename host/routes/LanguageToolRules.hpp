// How a remark of the pipeline is named in LanguageTool's API: a stable rule
// id (documented in docs/languagetool-clients.md, so that disabledRules keeps
// working across versions) and LanguageTool's category and issue type.
//
// The grammar server's rules keep their own ids (RU_…), as the grammar server
// itself answers them; every other engine's rule is PROOFREADER_ and its
// rule_id upper-cased, dots and other ASCII punctuation as '_'
// (agreement.adjective_noun → PROOFREADER_AGREEMENT_ADJECTIVE_NOUN,
// style.<guide rule> → PROOFREADER_STYLE_<GUIDE RULE>, custom.<id> →
// PROOFREADER_CUSTOM_<ID>). Pure functions.
#pragma once

#include <proofreader/languagetool/response.hpp>
#include <proofreader/sdk/types.hpp>

namespace proofreader::host {

languagetool::RuleRef languagetool_rule(const sdk::Remark& remark);

}  // namespace proofreader::host
