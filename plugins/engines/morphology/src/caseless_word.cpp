#include "caseless_word.hpp"

#include "word_classes.hpp"

namespace proofreader::morphology_engine {
namespace {

// No lower-case letter: a Cyrillic one is D0 B0..BF or D1 80..9F in UTF-8.
bool without_lower_case(std::string_view text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c >= 'a' && c <= 'z') return false;
    if (i + 1 < text.size()) {
      const auto next = static_cast<unsigned char>(text[i + 1]);
      if ((c == 0xD0 && next >= 0xB0) || (c == 0xD1 && next >= 0x80 && next <= 0x9F)) return false;
    }
  }
  return true;
}

}  // namespace

bool shows_no_case(const Item& item) {
  return is_latin(item) || (item.is_word() && item.token->text.size() > 2 && is_capitals(item) &&
                            without_lower_case(item.token->text));
}

}  // namespace proofreader::morphology_engine
