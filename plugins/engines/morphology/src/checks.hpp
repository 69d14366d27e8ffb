// The checks of the morphology engine. Each reads an analysed block and
// appends its remarks; pure functions of their inputs, called on the checking
// thread.
#pragma once

#include <proofreader/russian/morphology.hpp>
#include <proofreader/sdk/types.hpp>
#include <vector>

#include "block_analysis.hpp"
#include "style_parameters.hpp"

namespace proofreader::morphology_engine {

void check_passive_voice(const AnalysedBlock& block, std::vector<sdk::Remark>& out);
void check_polite_vy(const AnalysedBlock& block, VyPolicy policy, std::vector<sdk::Remark>& out);
void check_sentence_length(const AnalysedBlock& block, int limit, std::vector<sdk::Remark>& out);
void check_agreement(const AnalysedBlock& block, const russian::Morphology& morphology,
                     std::vector<sdk::Remark>& out);
void check_government(const AnalysedBlock& block, const russian::Morphology& morphology,
                      std::vector<sdk::Remark>& out);

}  // namespace proofreader::morphology_engine
