// CheckedText: the text one /v2/check request checks, decoded once (the
// grammar server's and the host's LanguageTool API alike).
//
// Rules work in Unicode code points; LanguageTool's wire format counts UTF-16
// code units, and with the `data` parameter offsets refer to the original
// document including markup. CheckedText keeps the code points, the mapping
// back to original UTF-16 offsets and the markers of what must not be checked.
// Immutable after construction; shared read-only by the rules of one request.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace proofreader::languagetool {

// Decodes UTF-8 into code points; invalid bytes become U+FFFD.
std::u32string decode_utf8(std::string_view utf8);
std::string encode_utf8(std::u32string_view text);

// Number of UTF-16 code units of a code point.
inline int utf16_units(char32_t c) {
  return c >= 0x10000 ? 2 : 1;
}

class CheckedText {
 public:
  // A text whose original is the text itself.
  explicit CheckedText(std::string_view utf8);

  // A text assembled from annotation parts: `plain` is what rules see;
  // `original_utf16_at[i]` is the UTF-16 offset in the original document of
  // plain code point i (size plain.size() + 1, the last entry is the end).
  CheckedText(std::u32string plain, std::vector<int> original_utf16_at);

  const std::u32string& text() const { return text_; }
  const std::string& utf8() const { return utf8_; }
  int size() const { return static_cast<int>(text_.size()); }

  // UTF-16 offset in the original document of code point position `cp`.
  int original_offset(int cp) const { return original_at_[cp]; }
  // UTF-16 offset in the original document just after code point `cp - 1`:
  // the end of a span, which must not stretch over markup that follows it.
  int original_end(int cp) const {
    return cp == 0 ? original_at_[0] : original_at_[cp - 1] + utf16_units(text_[cp - 1]);
  }
  // UTF-16 offset within the plain text of code point position `cp`.
  int plain_utf16_offset(int cp) const { return plain_utf16_at_[cp]; }

 private:
  std::u32string text_;
  std::string utf8_;
  std::vector<int> original_at_;
  std::vector<int> plain_utf16_at_;
};

}  // namespace proofreader::languagetool
