// The Russian morphology's dictionary of the command: PROOFREADER_MORPHOLOGY_DICT
// as the host reads it (environment, then the properties file), else the
// installation's share/morphology/ru. The engines' shared morphology and the
// project's dictionary (config/ProjectDictionary.hpp) open the same one.
#pragma once

#include <proofreader/russian/morphology.hpp>

#include <memory>
#include <string>

#include "config/Paths.hpp"
#include "config/Settings.hpp"

namespace proofreader::cli {

inline std::string morphology_directory(const host::Paths& paths, const host::Settings& settings) {
  return settings.get("PROOFREADER_MORPHOLOGY_DICT", paths.share + "/morphology/ru");
}

// Opens it; null when it cannot be opened (not installed).
std::shared_ptr<const russian::Morphology> open_command_morphology();

}  // namespace proofreader::cli
