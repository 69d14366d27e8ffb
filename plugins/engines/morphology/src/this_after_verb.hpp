// «это» after a verb, before a plural noun («восстановить это сообщения»).
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Is «это» at `d` the attribute of the plural noun after it, standing right
// after a verb? There it is no pronoun that names the noun («Это файлы», «если
// это значения по умолчанию» follow no verb): the verb's object is the noun
// phrase, so «Удалите это файлы» is a disagreement. Not after «быть» or
// «являться», whose «это» may be the subject.
bool this_after_verb(const std::vector<Item>& items, std::size_t d);

}  // namespace proofreader::morphology_engine
