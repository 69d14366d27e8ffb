#include "agreement_participle_comparative.hpp"

namespace proofreader::morphology_engine {

// «текущее содержимого», «на соответствующее поля»: the comparative reading
// («more current») took «текущее» out of the attributes, though no participle
// («текущий» is also the participle of «течь») forms one.
bool comparative_of_participle(const Item& item, const Parse& reading) {
  return reading.tag.pos() == "COMP" && item.any_pos("PRTF");
}

}  // namespace proofreader::morphology_engine
