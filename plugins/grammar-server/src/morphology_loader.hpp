// Opens the OpenCorpora morphology dictionary for the grammar server.
#pragma once

#include <memory>
#include <string>

#include <proofreader/russian/morphology.hpp>

namespace proofreader::grammar {

// The dictionary at `dir`, or null (with one line on stderr) when it cannot
// be opened: the server then runs on hunspell alone and agreement-free.
std::shared_ptr<const russian::Morphology> load_morphology(const std::string& dir);

}  // namespace proofreader::grammar
