#include "cli/CommandMorphology.hpp"

namespace proofreader::cli {

std::shared_ptr<const russian::Morphology> open_command_morphology() {
  const auto paths = host::Paths::discover();
  const host::Settings settings(paths.properties);
  try {
    return russian::Morphology::open(morphology_directory(paths, settings));
  } catch (const std::exception&) {
    return nullptr;
  }
}

}  // namespace proofreader::cli
