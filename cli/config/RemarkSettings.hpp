// RemarkSettings: what `.proofreader.yml` says about remarks, applied to a
// file's remarks after the check, offline and with --server alike (so both
// give the same remarks for the same settings): a remark of a category or
// rule switched off is dropped, and a severity named for its rule or its
// category replaces the engine's.
//
// A rule is named as the remarks carry it, "<engine>/<rule id>", or by the
// rule id alone (every engine's rule of that id). A rule's setting outranks
// its category's: `categories: {style: off}` with `rules: {style/x: on}`
// keeps style/x.
#pragma once

#include <vector>

#include "cli/CliOptions.hpp"
#include "cli/CliRemark.hpp"

namespace proofreader::cli {

std::vector<CliRemark> apply_remark_settings(const ConfigValues& config, std::vector<CliRemark> remarks);

}  // namespace proofreader::cli
