// «Разделённые пробелами, в нижнем регистре.»: a passive participle opening a
// verbless description, its agent after it, describes what the text is about.
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Does the nominative passive participle at `participle`, the first word of
// its sentence, describe a noun left unsaid, with only its instrumental agent
// or means after it up to a comma or the sentence's end («Разделённые
// пробелами, без двоеточий», a field's description in a user interface)?
// Then the instrumental is no noun it must agree with. With any other word
// before that comma («Выбранные файлом будут …») the participle stays checked.
bool participle_fragment(const std::vector<Item>& items, std::size_t participle);

}  // namespace proofreader::morphology_engine
