#include "modal_of_be.hpp"

#include "word_classes.hpp"

namespace proofreader::morphology_engine {

namespace {

bool is_modal(const Item& w) {
  return w.checkable() && (w.has_lemma("мочь") || w.has_lemma("должный"));
}

// A past form of «быть» that carries a modal's tense: «был», «было», «была», «были».
bool past_of_be(const Item& w) {
  return w.checkable() && std::any_of(w.parses.begin(), w.parses.end(), [](const Parse& p) {
           return p.tag.pos() == "VERB" && p.normal_form == "быть" && p.tag.tense() == "past";
         });
}

bool nominative_attribute(const Item& w) {
  return std::any_of(w.parses.begin(), w.parses.end(), [](const Parse& p) {
    return p.tag.pos() == "ADJF" && main_case(p.tag.gram_case()) == "nomn";
  });
}

}  // namespace

std::optional<ModalOfBe> modal_of_be(const std::vector<Item>& items, std::size_t last) {
  if (past_of_be(items[last]) && last > 0 && is_modal(items[last - 1]))
    return ModalOfBe{last - 1, std::nullopt};
  // «Должен ли новый экран быть …»: a nominative noun, its attributes before it, then «ли» and the modal.
  if (!is_noun(items[last]) || !has_case(items[last], "nomn")) return std::nullopt;
  std::size_t k = last;
  while (k > 0 && nominative_attribute(items[k - 1])) --k;
  if (k < 2 || items[k - 1].lower != "ли" || !is_modal(items[k - 2])) return std::nullopt;
  return ModalOfBe{k - 2, last};
}

}  // namespace proofreader::morphology_engine
