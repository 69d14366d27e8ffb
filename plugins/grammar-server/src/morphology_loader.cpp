#include "morphology_loader.hpp"

#include <iostream>

namespace proofreader::grammar {

std::shared_ptr<const russian::Morphology> load_morphology(const std::string& dir) {
  if (dir.empty()) return nullptr;
  try {
    return russian::Morphology::open(dir);
  } catch (const std::exception& e) {
    std::cerr << "proofreader-grammar: morphology dictionary not loaded (" << e.what() << ")" << std::endl;
    return nullptr;
  }
}

}  // namespace proofreader::grammar
