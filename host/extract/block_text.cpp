#include "extract/block_text.hpp"

#include <algorithm>

namespace proofreader::host {
namespace {

enum class CharClass { ordinary, unicode_space, whitespace, invisible };

CharClass classify(char32_t cp) {
  if (cp == U' ' || cp == U'\t' || cp == U'\n' || cp == U'\r' || cp == U'\f' || cp == U'\v' || cp == 0x2028 ||
      cp == 0x2029)
    return CharClass::whitespace;
  if (cp < 0x20 || (cp >= 0x7F && cp < 0xA0) || cp == 0xAD || cp == 0x200B || cp == 0xFEFF)
    return CharClass::invisible;
  if (cp == 0xA0 || (cp >= 0x2000 && cp <= 0x200A) || cp == 0x202F || cp == 0x205F || cp == 0x3000)
    return CharClass::unicode_space;
  return CharClass::ordinary;
}

// Decodes the code point at `i` of valid UTF-8 and its byte length.
char32_t decode(std::string_view s, std::size_t i, std::size_t& length) {
  const auto b0 = static_cast<unsigned char>(s[i]);
  if (b0 < 0x80) return length = 1, b0;
  length = b0 >= 0xF0 ? 4 : b0 >= 0xE0 ? 3 : 2;
  char32_t cp = b0 & (0x3F >> (length - 1));
  for (std::size_t k = 1; k < length && i + k < s.size(); ++k)
    cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
  return cp;
}

}  // namespace

void BlockText::append(std::string_view utf8) {
  for (std::size_t i = 0; i < utf8.size();) {
    std::size_t n;
    const char32_t cp = decode(utf8, i, n);
    const CharClass kind = classify(cp);
    const int origin = appended_++;
    switch (kind) {
      case CharClass::whitespace:
        if (!pending_space_) pending_origin_ = origin;
        pending_space_ = !text_.empty();
        if (keep_spaces_ && (cp == ' ' || cp == '\t'))
          typed_spaces_ += static_cast<char>(cp);
        else
          typed_spaces_.clear();
        break;
      case CharClass::invisible:
        break;
      case CharClass::ordinary:
      case CharClass::unicode_space:
        visible_ = visible_ || kind == CharClass::ordinary;
        const int gap_start = length_;
        if (pending_space_) {
          const std::string gap = typed_spaces_.size() > 1 ? typed_spaces_ : std::string(" ");
          text_ += gap;
          length_ += static_cast<int>(gap.size());
          if (tracing_) origins_.insert(origins_.end(), gap.size(), pending_origin_);
          pending_space_ = false;
        }
        typed_spaces_.clear();
        text_.append(utf8.substr(i, n));
        ++length_;
        if (tracing_) origins_.push_back(origin);
        mark_styles(gap_start);
        break;
    }
    i += n;
  }
}

void BlockText::mark_styles(int gap_start) {
  for (int k = 0; k < 3; ++k) {
    if (open_[k] == 0) continue;
    const auto kind = static_cast<sdk::InlineStyle::Kind>(k);
    // The newest span of this kind, extended when it ends where this character's gap began.
    auto last =
        std::find_if(styles_.rbegin(), styles_.rend(), [kind](const auto& s) { return s.kind == kind; });
    if (last != styles_.rend() && last->offset + last->length == gap_start) {
      last->length = length_ - last->offset;
    } else {
      styles_.push_back({kind, length_ - 1, 1});
    }
  }
}

void BlockText::append_code(std::string_view utf8) {
  const int before = length_;
  const bool had_pending_space = pending_space_;
  open_style(sdk::InlineStyle::Kind::code);
  append(utf8);
  close_style(sdk::InlineStyle::Kind::code);
  if (length_ == before) return;
  // A pending space emitted before the code is not part of it.
  const int start = before + (had_pending_space ? 1 : 0);
  code_spans_.push_back({sdk::ProtectedSpan::Kind::code, start, length_ - start});
}

std::string BlockText::take_text() {
  std::string out = std::move(text_);
  clear();
  return out;
}

void BlockText::clear() {
  text_.clear();
  length_ = 0;
  pending_space_ = false;
  typed_spaces_.clear();
  visible_ = false;
  code_spans_.clear();
  styles_.clear();
  appended_ = 0;
  pending_origin_ = -1;
  origins_.clear();
}

std::vector<sdk::ProtectedSpan> BlockText::take_code_spans() {
  std::vector<sdk::ProtectedSpan> out = std::move(code_spans_);
  code_spans_.clear();
  return out;
}

std::vector<sdk::InlineStyle> BlockText::take_styles() {
  std::vector<sdk::InlineStyle> out = std::move(styles_);
  styles_.clear();
  std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.offset < b.offset; });
  return out;
}

}  // namespace proofreader::host
