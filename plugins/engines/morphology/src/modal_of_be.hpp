// The modal an infinitive «быть» depends on when more than adverbs stand
// between them.
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

struct ModalOfBe {
  std::size_t modal;
  std::optional<std::size_t> subject;  // a subject between the modal and «быть»
};

// `last` is the last word before the infinitive «быть» (adverbs already
// passed). The modal («мочь», «должен») may stand further back: behind its own
// past auxiliary («должно было быть сопоставлено», «мог бы быть»), or, in a
// question, behind «ли» and the subject's phrase («Должен ли экран быть
// затемнён»). Then the short form after «быть» agrees with that modal and
// that subject.
std::optional<ModalOfBe> modal_of_be(const std::vector<Item>& items, std::size_t last);

}  // namespace proofreader::morphology_engine
