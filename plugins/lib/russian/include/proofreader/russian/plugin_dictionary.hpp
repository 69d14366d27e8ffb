// How a plugin gets the Russian morphology: the host opens the dictionary
// once (PROOFREADER_MORPHOLOGY_DICT, else PROOFREADER_SHARE_DIR/morphology/ru)
// and shares the one read-only Morphology with every plugin that asks
// (HostServices::shared_object). For plugins and the host only; the grammar
// server opens its own, from its command line.
#pragma once

#include <proofreader/sdk/host_services.hpp>

#include <memory>
#include <stdexcept>

#include "proofreader/russian/morphology.hpp"

namespace proofreader::russian {

// The shared object's type (sdk/abi.hpp names it): its version changes
// whenever the Morphology interface does, and the host compares size and
// alignment too, so a plugin built against another one gets nothing instead
// of a mismatched object.
// Version 2: begins_known_word() joined the interface.
inline sdk::SharedObjectType morphology_object_type() {
  return {"russian-morphology", 2, sizeof(Morphology), alignof(Morphology)};
}

// The host's Morphology. Throws std::runtime_error when the host offers none
// or cannot open the dictionary (the message names the file).
inline std::shared_ptr<const Morphology> shared_morphology(sdk::HostServices& host) {
  auto object = host.shared_object(morphology_object_type());
  if (!object) throw std::runtime_error("the host offers no russian-morphology/2 of this layout");
  return std::static_pointer_cast<const Morphology>(object);
}

}  // namespace proofreader::russian
